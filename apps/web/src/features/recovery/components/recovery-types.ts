import type { RouterOutputs } from '../../../lib/trpc';

/** What the Recovery section reads of an agreement (issue 32), its open case, and the step whose form is open. */
export type Recovery = RouterOutputs['recovery']['ofAgreement'];
export type Case = NonNullable<Recovery['current']>;
export type Step = 'open' | 'repossess' | 'served' | 'value' | 'dispose' | 'writeOff' | null;
