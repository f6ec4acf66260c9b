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

/** Refusals of a progress move (issue 27): the legacy PUT /applicant {id, lockStatus, progressId} and every Save/Next. */
export const PROGRESS_MOVE_MESSAGES = {
  invalid: 'Invalid progress',
  pastResult: 'Only Submit, the approvals and Complete move an application past Result',
  lockBySubmit: 'Only Submit locks an application',
} as const;

/** The steps before step k, as the refusal names them ('Please complete the … first'). */
const STEPS_BEFORE = [
  '',
  'Basic Information step',
  'Basic Information and Score Card steps',
  'Basic Information, Score Card and Product steps',
];

/**
 * Origination §2: a step is completed only once it has been reached (seq ≥ k); completing step k of an
 * application at seq < k would skip the steps between. Null when step k may complete.
 */
export function stepNotReachedIssue(step: number, seq: number): string | null {
  if (seq >= step) return null;
  return `Please complete the ${STEPS_BEFORE[step - 1] ?? 'previous steps'} first`;
}

export type LegacyProgressMove =
  | { kind: 'reattempt' }
  | { kind: 'complete'; step: 1 | 2 | 3 | 4 }
  | { kind: 'refused'; message: string };

/**
 * Origination §4/§7 PUT /applicant {id, lockStatus, progressId} as the spec's client used it: progressId 9 (or none)
 * with lockStatus 0 is the re-attempt after a rejection; progressId k + 1 (k = 1..4) completes step k. Progress never
 * moves past Result this way (Submit, the approvals and Complete do), and the call never locks.
 */
export function legacyProgressMove(body: { progressId?: unknown; lockStatus?: unknown }): LegacyProgressMove {
  const progressId = body.progressId === undefined ? PROGRESS_ID.reattempt : Number(body.progressId);
  if (progressId === PROGRESS_ID.reattempt) return { kind: 'reattempt' };
  if (body.lockStatus !== undefined && body.lockStatus !== null && Number(body.lockStatus) !== 0)
    return { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.lockBySubmit };
  if (progressId >= PROGRESS_ID.approval && progressId <= PROGRESS_ID.completed)
    return { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.pastResult };
  if (progressId === 2 || progressId === 3 || progressId === 4 || progressId === 5)
    return { kind: 'complete', step: (progressId - 1) as 1 | 2 | 3 | 4 };
  return { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.invalid };
}
