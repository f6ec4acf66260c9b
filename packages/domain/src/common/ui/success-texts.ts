/**
 * The spec's success notifications (clients §8, collections §8): the legacy REST answers' `msg` and the toasts
 * of the screens say the same words, written here once.
 */
export const SUCCESS_TEXTS = {
  saved: 'Saved Successfully',
  submitted: 'Submitted Successfully',
  created: 'Created Successfully',
  deleted: 'Deleted Successfully',
  programUpdated: 'Program updated successfully',
  factorUpdated: 'Factor updated successfully',
  paymentMade: 'New payment successfully made',
  paymentEdited: 'Payment successfully edited',
  rescheduleRequested: 'Reschedule request submitted, please wait for approval',
  reasonAdded: 'Reason Added',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
