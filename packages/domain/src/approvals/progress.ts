/** Decisions §5: the progress table. Re-attempt (id 9) shares seq 5 with Result. */
export const PROGRESS = [
  { id: 1, seq: 1, name: 'Basic Information' },
  { id: 2, seq: 2, name: 'Score Card' },
  { id: 3, seq: 3, name: 'Product' },
  { id: 4, seq: 4, name: 'SRC Report' },
  { id: 5, seq: 5, name: 'Result' },
  { id: 6, seq: 6, name: 'Approval' },
  { id: 7, seq: 7, name: 'Agreements' },
  { id: 8, seq: 8, name: 'Completed' },
  { id: 9, seq: 5, name: 'Re-attempt' },
] as const;

export const PROGRESS_ID = {
  basicInformation: 1,
  scoreCard: 2,
  product: 3,
  srcReport: 4,
  result: 5,
  approval: 6,
  agreements: 7,
  completed: 8,
  reattempt: 9,
} as const;
export type ProgressId = (typeof PROGRESS)[number]['id'];

export function progressById(id: number): (typeof PROGRESS)[number] | undefined {
  return PROGRESS.find((progress) => progress.id === id);
}

/** Origination §2: the wizard steps; step k is reached at seq k (the step index is seq - 1). */
export const WIZARD_STEPS = [
  'Basic Information',
  'Score Card',
  'Product',
  'SRC Report',
  'Result',
  'Approval',
  'Agreements',
] as const;

/** Origination §2/§4: the application list holds seq < 8, the log seq > 7. */
export function isApplicationPending(seq: number): boolean {
  return seq < 8;
}

export function isApplicationCompleted(seq: number): boolean {
  return seq > 7;
}

/** Origination §4: seq 5 to 7 is the approval/agreement phase. */
export function isApprovalPhase(seq: number): boolean {
  return seq >= 5 && seq <= 7;
}

export interface ProgressState {
  seq: number;
  lockStatus: number;
}

/**
 * Origination §2: a step opens only if it is not beyond current progress; once seq is 5 or more and the
 * application is locked, only steps 5..7 open.
 */
export function canOpenStep(step: number, { seq, lockStatus }: ProgressState): boolean {
  if (!Number.isInteger(step) || step < 1 || step > WIZARD_STEPS.length || step > seq) return false;
  return !(seq >= 5 && lockStatus === 1 && step <= 4);
}

/** The step an existing application opens at: the one matching its progress. */
export function openingStep(seq: number): number {
  return Math.min(Math.max(seq, 1), WIZARD_STEPS.length);
}

/** Origination §4: steps 1..4 are editable while the application is not locked. */
export function isStepEditable(step: number, { lockStatus }: Pick<ProgressState, 'lockStatus'>): boolean {
  return step >= 1 && step <= 4 && lockStatus !== 1;
}

/**
 * Decisions §5: completing step k (1..4) sets seq to at least k + 1. The progress id follows the seq, except
 * that a re-attempted application keeps id 9 while it stays at seq 5.
 */
export function progressAfterStep(
  current: { seq: number; progressId: number },
  step: number,
): { seq: number; progressId: number } {
  if (!Number.isInteger(step) || step < 1 || step > 4)
    throw new RangeError(`Only steps 1..4 are completed by saving: ${step}`);
  const seq = Math.max(current.seq, step + 1);
  return { seq, progressId: seq === current.seq ? current.progressId : seq };
}
