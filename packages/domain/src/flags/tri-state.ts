/** Origination §3/§4: master-record flags are 1 (Yes), 0 (No) or null (Pending). */
export type TriState = 1 | 0 | null;

export const TRI_STATE_FLAGS = [
  'rcOri',
  'insc',
  'fis',
  'stampIsPaid',
  'stampingIsDelivered',
  'agreementIsDelivered',
  'agreementIsReceived',
  'disbursementNoticeIsDelivered',
  'boardResolutionIsReceived',
  'regCardIsDelivered',
  'vehicleIsDischarged',
] as const;
export type TriStateFlag = (typeof TRI_STATE_FLAGS)[number];

/** Origination §4: each click moves pending -> Yes -> No -> pending. */
export function nextTriState(value: TriState): TriState {
  if (value === null) return 1;
  return value === 1 ? 0 : null;
}

export function triStateLabel(value: TriState | undefined): 'Yes' | 'No' | 'Pending' {
  if (value === 1) return 'Yes';
  return value === 0 ? 'No' : 'Pending';
}

/** Origination §4 badges: green Yes, red No, grey Pending. */
export function triStateColour(value: TriState | undefined): 'green' | 'red' | 'grey' {
  if (value === 1) return 'green';
  return value === 0 ? 'red' : 'grey';
}
