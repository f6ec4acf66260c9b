import { z } from 'zod';
import type { CalendarDate } from '../common/calendar-date';
import { isCalendarDate } from '../common/calendar-date';
import { eventDateIssue } from '../common/event-date';
import { formatDate } from '../format/format-date';
import type { Sen } from '../money/sen';

/**
 * Issue 32: the recovery of a repossessed asset, one case per agreement at a time. A case is opened once the
 * notice of intention to repossess (Fourth Schedule) was served, and moves forward only:
 * notice served -> repossessed -> valued -> disposed -> closed. A case may be closed before repossession (the
 * hirer paid the arrears, the notice is withdrawn); after repossession only once the asset is sold.
 */
export const RECOVERY_STAGES = ['notice_served', 'repossessed', 'valued', 'disposed', 'closed'] as const;
export type RecoveryStage = (typeof RECOVERY_STAGES)[number];

export const RECOVERY_STAGE_LABELS: Record<RecoveryStage, string> = {
  notice_served: 'Notice served',
  repossessed: 'Repossessed',
  valued: 'Valued',
  disposed: 'Disposed',
  closed: 'Closed',
};

/** The stages each stage may move to. */
export const RECOVERY_TRANSITIONS: Record<RecoveryStage, readonly RecoveryStage[]> = {
  notice_served: ['repossessed', 'closed'],
  repossessed: ['valued'],
  valued: ['disposed'],
  disposed: ['closed'],
  closed: [],
};

export const RECOVERY_TEXT_MAX = 200;
export const RECOVERY_PHOTOS_MAX = 12;

export const RECOVERY_MESSAGES = {
  caseOpen: 'This agreement already has an open recovery case',
  notCollection: 'Only an agreement in collection with a balance outstanding can go to recovery',
  caseNotFound: 'Recovery case not found',
  closed: 'This recovery case is closed',
  dateRequired: 'Please enter a valid date',
  agentRequired: 'Please enter the repossession agent',
  conditionRequired: 'Please describe the condition of the asset',
  photosRequired: 'Please add at least one photo of the asset',
  tooManyPhotos: `At most ${RECOVERY_PHOTOS_MAX} photos`,
  photoNotImage: 'Each photo must be an image you uploaded (PNG, JPG or WEBP)',
  valuerRequired: 'Please enter the valuer',
  valuationAmount: 'The valuation must be more than RM 0.00',
  buyerRequired: 'Please enter the buyer',
  priceAmount: 'The sale price must be more than RM 0.00',
  costsAmount: 'The recovery costs cannot be negative',
  textTooLong: `At most ${RECOVERY_TEXT_MAX} characters`,
  writeOffPending: 'A write-off request is awaiting approval: decide it before closing the case',
  notRepossessed: 'The Fifth Schedule notice follows the repossession: record the repossession first',
  noticeServed: 'The Fifth Schedule notice is already recorded as served',
  reasonRequired: 'Please give the reason the case is closed',
  guarantorNotFound: "This guarantor is not one of the agreement's guarantors",
  consentNotFile: 'The consent must be a file you uploaded',
} as const;

/** 'A case at Notice served cannot move to Valued' */
export function transitionMessage(from: RecoveryStage, to: RecoveryStage): string {
  return `A case at ${RECOVERY_STAGE_LABELS[from]} cannot move to ${RECOVERY_STAGE_LABELS[to]}`;
}

/** 'The date cannot be before the repossession (01-11-2026)' */
export function recoveryBeforeMessage(what: string, date: CalendarDate): string {
  return `The date cannot be before the ${what} (${formatDate(date)})`;
}

export function canMove(from: RecoveryStage, to: RecoveryStage): boolean {
  return RECOVERY_TRANSITIONS[from].includes(to);
}

/** Where a case stands, as the rules need it: its stage and the date each stage was reached. */
export interface RecoveryCaseState {
  stage: RecoveryStage;
  /** The agreement's start (its execution date), null where none is on record: no step is dated before it. */
  agreementStart: CalendarDate | null;
  noticeServedOn: CalendarDate;
  repossessedOn: CalendarDate | null;
  valuedOn: CalendarDate | null;
  /** Whether a write-off request is awaiting its approvals. */
  writeOffPending: boolean;
}

export interface RepossessionInput {
  repossessedOn: CalendarDate;
  agent: string;
  /** Where the asset is kept; null while the agent still holds it. */
  yard: string | null;
  condition: string;
  photoFileIds: readonly number[];
}

export interface ValuationInput {
  valuedOn: CalendarDate;
  valuer: string;
  amount: Sen;
}

export interface DisposalInput {
  disposedOn: CalendarDate;
  buyer: string;
  price: Sen;
  /** The allowed costs of repossession, storage and sale: added to what the hirer owes. */
  costs: Sen;
}

export type RecoveryStep =
  | ({ to: 'repossessed' } & RepossessionInput)
  | ({ to: 'valued' } & ValuationInput)
  | ({ to: 'disposed' } & DisposalInput)
  | { to: 'closed' };

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';
// Stryker disable next-line StringLiteral: a missing text is short; any other short text is too.
const tooLong = (text: string | null | undefined) => (text ?? '').trim().length > RECOVERY_TEXT_MAX;

/** A step's date: a valid day from the agreement's start to today (issue 40), and not before the step before. */
function dateIssue(
  date: CalendarDate,
  bounds: { earliest: CalendarDate | null; today: CalendarDate },
  after?: [string, CalendarDate | null],
) {
  const issue = eventDateIssue(date, bounds);
  if (issue) return issue;
  if (after?.[1] && date < after[1]) return recoveryBeforeMessage(after[0], after[1]);
  return null;
}

function stepIssue(state: RecoveryCaseState, step: RecoveryStep, today: CalendarDate): string | null {
  const bounds = { earliest: state.agreementStart, today };
  switch (step.to) {
    case 'repossessed': {
      const date = dateIssue(step.repossessedOn, bounds, ['notice', state.noticeServedOn]);
      if (date) return date;
      if (blank(step.agent)) return RECOVERY_MESSAGES.agentRequired;
      if (blank(step.condition)) return RECOVERY_MESSAGES.conditionRequired;
      if ([step.agent, step.yard, step.condition].some(tooLong)) return RECOVERY_MESSAGES.textTooLong;
      if (step.photoFileIds.length === 0) return RECOVERY_MESSAGES.photosRequired;
      if (step.photoFileIds.length > RECOVERY_PHOTOS_MAX) return RECOVERY_MESSAGES.tooManyPhotos;
      return null;
    }
    case 'valued': {
      const date = dateIssue(step.valuedOn, bounds, ['repossession', state.repossessedOn]);
      if (date) return date;
      if (blank(step.valuer)) return RECOVERY_MESSAGES.valuerRequired;
      if (tooLong(step.valuer)) return RECOVERY_MESSAGES.textTooLong;
      if (!(step.amount > 0)) return RECOVERY_MESSAGES.valuationAmount;
      return null;
    }
    case 'disposed': {
      const date = dateIssue(step.disposedOn, bounds, ['valuation', state.valuedOn]);
      if (date) return date;
      if (blank(step.buyer)) return RECOVERY_MESSAGES.buyerRequired;
      if (tooLong(step.buyer)) return RECOVERY_MESSAGES.textTooLong;
      if (!(step.price > 0)) return RECOVERY_MESSAGES.priceAmount;
      if (!(step.costs >= 0)) return RECOVERY_MESSAGES.costsAmount;
      return null;
    }
    case 'closed':
      return state.writeOffPending ? RECOVERY_MESSAGES.writeOffPending : null;
  }
}

/**
 * The first reason a case may not take `step` today, or null: a closed case takes nothing; the stage must allow
 * the move; then the step's own rules (dates in order and not after today, the required details).
 */
export function recoveryStepIssue(
  state: RecoveryCaseState,
  step: RecoveryStep,
  today: CalendarDate,
): string | null {
  if (state.stage === 'closed') return RECOVERY_MESSAGES.closed;
  if (!canMove(state.stage, step.to)) return transitionMessage(state.stage, step.to);
  return stepIssue(state, step, today);
}

/** The case's state after a step the rules allowed (the dates the later rules compare with). */
export function applyRecoveryStep(state: RecoveryCaseState, step: RecoveryStep): RecoveryCaseState {
  switch (step.to) {
    case 'repossessed':
      return { ...state, stage: step.to, repossessedOn: step.repossessedOn };
    case 'valued':
      return { ...state, stage: step.to, valuedOn: step.valuedOn };
    default:
      return { ...state, stage: step.to };
  }
}

/** Opening a case: the notice's date, from the agreement's start (null: none on record) to today. */
export function openCaseIssue(
  noticeServedOn: CalendarDate,
  today: CalendarDate,
  agreementStart: CalendarDate | null,
): string | null {
  return dateIssue(noticeServedOn, { earliest: agreementStart, today });
}

/**
 * Recording the day the Fifth Schedule notice was served: only after a repossession, once, on a valid day from
 * the repossession to today (served late is recorded as it happened; the alert then ends).
 */
export function noticeServedIssue(
  repossession: { repossessedOn: CalendarDate; noticeServedOn: CalendarDate | null } | null,
  servedOn: CalendarDate,
  today: CalendarDate,
  agreementStart: CalendarDate | null,
): string | null {
  if (!repossession) return RECOVERY_MESSAGES.notRepossessed;
  if (repossession.noticeServedOn !== null) return RECOVERY_MESSAGES.noticeServed;
  return dateIssue(servedOn, { earliest: agreementStart, today }, [
    'repossession',
    repossession.repossessedOn,
  ]);
}

/** The asset's state on its master record while a case holds it (issue 32). */
export const ASSET_STATES = ['repossessed', 'in_yard', 'sold'] as const;
export type AssetState = (typeof ASSET_STATES)[number];
export const ASSET_STATE_LABELS: Record<AssetState, string> = {
  repossessed: 'Repossessed',
  in_yard: 'In yard',
  sold: 'Sold',
};

/**
 * Null while the hirer holds the asset (no case, or notice served only, or a case closed before repossession);
 * 'repossessed' once taken, 'in_yard' when it is kept at a yard, 'sold' once disposed of (also after the case
 * is closed).
 */
export function assetState(
  recovery: { stage: RecoveryStage; yard: string | null; disposedOn: CalendarDate | null } | null,
): AssetState | null {
  if (!recovery) return null;
  if (recovery.disposedOn !== null) return 'sold';
  if (recovery.stage === 'repossessed' || recovery.stage === 'valued')
    return blank(recovery.yard) ? 'repossessed' : 'in_yard';
  return null;
}

const text = z.string().trim().max(RECOVERY_TEXT_MAX, RECOVERY_MESSAGES.textTooLong);
const date = z.string().refine(isCalendarDate, RECOVERY_MESSAGES.dateRequired);
const id = z.number().int().positive();

/** The inputs of the case's steps (the server checks them again against the case with recoveryStepIssue). */
export const openRecoveryCaseSchema = z.object({
  applicantProductId: id,
  noticeServedOn: date,
  /** Issue 41: the Fourth Schedule notice uploaded (a PDF or image), when it was not the ladder's letter. */
  noticeFileId: id.nullable().optional(),
});
const optionalText = text.nullable().optional();
/** Issue 41: what the Act asks of a repossession of goods under it (statutory-steps.ts checks it). */
const statutoryRepossession = {
  takenAt: optionalText,
  place: optionalText,
  agentPermitNo: optionalText,
  courtOrder: z.object({ court: text, number: text, orderedOn: date }).nullable().optional(),
  /** The owner's estimate of the goods' value and the costs so far, sen: what the Fifth Schedule notice states. */
  estimatedValue: z.number().int().positive(RECOVERY_MESSAGES.valuationAmount).nullable().optional(),
  costs: z.number().int().min(0, RECOVERY_MESSAGES.costsAmount).nullable().optional(),
};
export const repossessionSchema = z.object({
  caseId: id,
  repossessedOn: date,
  agent: text.min(1, RECOVERY_MESSAGES.agentRequired),
  yard: text.nullable().transform((value) => (value === '' ? null : value)),
  condition: text.min(1, RECOVERY_MESSAGES.conditionRequired),
  photoFileIds: z
    .array(id)
    .min(1, RECOVERY_MESSAGES.photosRequired)
    .max(RECOVERY_PHOTOS_MAX, RECOVERY_MESSAGES.tooManyPhotos),
  ...statutoryRepossession,
});
/** The Fifth Schedule notice served on the hirer (no guarantor id) or on one of the agreement's guarantors. */
export const noticeServedSchema = z.object({
  caseId: id,
  servedOn: date,
  guarantorId: id.nullable().optional(),
});
/** Issue 41: withdrawing (closing) a case says why. */
export const closeCaseSchema = z.object({
  caseId: id,
  reason: z
    .string()
    .trim()
    .min(1, RECOVERY_MESSAGES.reasonRequired)
    .max(RECOVERY_TEXT_MAX, RECOVERY_MESSAGES.textTooLong),
});
/** Issue 41: the hirer's written consent to an earlier sale (s.17), uploaded. */
export const disposalConsentSchema = z.object({ caseId: id, fileId: id, consentedOn: date });
export const valuationSchema = z.object({
  caseId: id,
  valuedOn: date,
  valuer: text.min(1, RECOVERY_MESSAGES.valuerRequired),
  amount: z.number().int().positive(RECOVERY_MESSAGES.valuationAmount),
});
export const disposalSchema = z.object({
  caseId: id,
  disposedOn: date,
  buyer: text.min(1, RECOVERY_MESSAGES.buyerRequired),
  price: z.number().int().positive(RECOVERY_MESSAGES.priceAmount),
  costs: z.number().int().min(0, RECOVERY_MESSAGES.costsAmount),
});
