import type { CalendarDate } from '../common/calendar-date';
import { type PrepaymentPlan, prepaidSeqs } from '../loan/prepayment';
import type { Sen } from '../money/sen';
import {
  firstDueDateAfter,
  instalmentSchedule,
  type ScheduledInstalment,
} from '../schedule/instalment-schedule';

export const AGREEMENT_MESSAGES = {
  notAtAgreements: 'This application is not waiting for its agreements',
  alreadyCompleted: 'This application has already been completed',
  notGenerated: 'The agreements have not been generated yet',
  generating: 'The agreements are being generated, please wait',
  signedCopiesMissing: 'Every agreement needs its signed copy before the application can be completed',
  alreadySigned: 'Signed copies have been uploaded; the agreements can no longer be generated again',
  documentNotFound: 'Agreement document not found',
  noLines: 'This application has no product to make an agreement of',
  completed: 'Completed Successfully',
} as const;

/** Where the four documents of an approved application stand (stored on the application). */
export type AgreementGenerationState = 'queued' | 'generated' | 'failed';

export interface AgreementsState {
  seq: number;
  generation: AgreementGenerationState | null;
  /** Every agreement document of every live line: whether it has a generated and a signed copy. */
  documents: readonly { generated: boolean; signed: boolean }[];
}

/**
 * Origination §4 / decisions §5: Complete while progress seq is at most 7 and every agreement document has its
 * signed copy (an approved case is at seq 7; below it there is nothing generated to sign). Null when it may go.
 */
export function completeIssue(state: AgreementsState): string | null {
  if (state.seq > 7) return AGREEMENT_MESSAGES.alreadyCompleted;
  if (state.seq < 7) return AGREEMENT_MESSAGES.notAtAgreements;
  if (state.generation === 'queued') return AGREEMENT_MESSAGES.generating;
  if (state.generation !== 'generated' || state.documents.length === 0)
    return AGREEMENT_MESSAGES.notGenerated;
  if (state.documents.some((document) => !document.generated || !document.signed))
    return AGREEMENT_MESSAGES.signedCopiesMissing;
  return null;
}

/** A signed copy may be uploaded (or replaced) at seq 7 once the documents exist. */
export function signedUploadIssue(state: Pick<AgreementsState, 'seq' | 'generation'>): string | null {
  if (state.seq > 7) return AGREEMENT_MESSAGES.alreadyCompleted;
  if (state.seq < 7) return AGREEMENT_MESSAGES.notAtAgreements;
  if (state.generation !== 'generated') return AGREEMENT_MESSAGES.notGenerated;
  return null;
}

/**
 * 'Generate again': at seq 7, when generation failed, or when it succeeded but nothing was signed yet (a signed
 * copy binds the documents it was signed on). Never while a generation is queued.
 */
export function regenerateIssue(state: AgreementsState): string | null {
  if (state.seq > 7) return AGREEMENT_MESSAGES.alreadyCompleted;
  if (state.seq < 7) return AGREEMENT_MESSAGES.notAtAgreements;
  if (state.generation === 'queued') return AGREEMENT_MESSAGES.generating;
  if (state.documents.some((document) => document.signed)) return AGREEMENT_MESSAGES.alreadySigned;
  return null;
}

export interface CompletionLine {
  /** Tenure in months (years x 12). */
  months: number;
  /** Line totals, sen. */
  monthlyInstallment: Sen;
  finalInstallment: Sen;
  prepayment: PrepaymentPlan;
}

export interface CompletionPlan {
  agreementExecution: CalendarDate;
  firstDueDate: CalendarDate;
  instalments: ScheduledInstalment[];
  /** Decisions §3: the prepaid instalments, settled by prepayment ledger entries dated the execution date. */
  prepayments: { seq: number; amount: Sen; paidAt: CalendarDate }[];
}

/**
 * Decisions §5 Complete, for one line: executed today, the first instalment due one month later (same day,
 * clamped to month end), n instalments summing to the total payable, and a prepayment entry for each instalment
 * the plan collects at signing.
 */
export function completionPlan(line: CompletionLine, agreementExecution: CalendarDate): CompletionPlan {
  const firstDueDate = firstDueDateAfter(agreementExecution);
  const instalments = instalmentSchedule(
    {
      months: line.months,
      monthlyInstallment: line.monthlyInstallment,
      finalInstallment: line.finalInstallment,
    },
    firstDueDate,
  );
  const prepayments = prepaidSeqs(line.months, line.prepayment).map((seq) => ({
    seq,
    amount: (instalments[seq - 1] as ScheduledInstalment).chargeAmount,
    paidAt: agreementExecution,
  }));
  return { agreementExecution, firstDueDate, instalments, prepayments };
}
