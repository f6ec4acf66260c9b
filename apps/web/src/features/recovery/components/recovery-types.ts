import type { RouterOutputs } from '../../../lib/trpc';

/** What the Recovery section reads of an agreement (issue 32), its open case, and the step whose form is open. */
export type Recovery = RouterOutputs['recovery']['ofAgreement'];
export type Case = NonNullable<Recovery['current']>;
export type Step =
  | 'open'
  | 'repossess'
  | 'served'
  | 'value'
  | 'dispose'
  | 'writeOff'
  | 'close'
  | 'consent'
  | null;

/** Issue 41: whom a Fifth Schedule notice was served on: the hirer (no guarantor id) or one guarantor. */
export interface NoticeParty {
  guarantorId: number | null;
  name: string;
}

/** What every step's modal of an open case is given: the case, how to close, and today (the latest date allowed). */
export interface CaseStepProps {
  recovery: Case;
  onClose: () => void;
  today: string;
}
