/** Filled badge colours dark enough for white text (WCAG AA): collections §2.1 badge styles. */
export function timingColour(timing: string): string {
  if (timing === 'Pending') return 'gray.7';
  if (timing === 'Fast') return 'teal.9';
  if (timing === 'Normal') return 'blue.8';
  return 'red.9';
}

export function statusColour(status: string): string {
  if (status === 'Paid') return 'teal.9';
  if (status === 'Partial') return '#a84300';
  if (status === 'Pending') return 'gray.7';
  return 'red.9';
}

export function collectionBadgeColour(badge: string): string {
  if (badge === 'Settled') return 'teal.9';
  // Issue 41: a written-off agreement is neither settled nor paid: its own dark red.
  if (badge === 'Written off') return 'red.9';
  if (badge === 'Rescheduled') return 'violet.8';
  return 'blue.8';
}

export function rescheduleColour(status: string): string {
  if (status === 'Approved') return 'teal.9';
  if (status === 'Rejected') return 'red.9';
  return '#a84300';
}

/** Issue 29: Current Payment; Nothing due (no instalment has fallen due yet) is grey, neither owed nor paid. */
export function currentPaymentColour(payment: string): string {
  if (payment === 'Pending') return '#a84300';
  if (payment === 'Written off') return 'red.9';
  if (payment === 'Paid') return 'teal.9';
  return 'gray.7';
}
