import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  isApplicationCompleted,
  isApplicationPending,
  isApprovalPhase,
  isStepEditable,
  type LegacyProgressMove,
  legacyProgressMove,
  openingStep,
  PROGRESS,
  PROGRESS_MOVE_MESSAGES,
  progressAfterStep,
  progressById,
  stepNotReachedIssue,
  WIZARD_STEPS,
} from './progress';

describe('decisions.md §5 progress table', () => {
  it('lists the nine progress rows with their seq and name', () => {
    expect(PROGRESS.map((row) => [row.id, row.seq, row.name])).toEqual([
      [1, 1, 'Basic Information'],
      [2, 2, 'Score Card'],
      [3, 3, 'Product'],
      [4, 4, 'SRC Report'],
      [5, 5, 'Result'],
      [6, 6, 'Approval'],
      [7, 7, 'Agreements'],
      [8, 8, 'Completed'],
      [9, 5, 'Re-attempt'],
    ]);
    expect(progressById(9)?.seq).toBe(5);
    expect(progressById(10)).toBeUndefined();
    expect(WIZARD_STEPS).toHaveLength(7);
  });

  it.each([
    [{ seq: 1, progressId: 1 }, 1, { seq: 2, progressId: 2 }],
    [{ seq: 3, progressId: 3 }, 1, { seq: 3, progressId: 3 }],
    [{ seq: 4, progressId: 4 }, 4, { seq: 5, progressId: 5 }],
    [{ seq: 5, progressId: 9 }, 2, { seq: 5, progressId: 9 }],
  ])('completing from %j step %s gives %j', (current, step, expected) => {
    expect(progressAfterStep(current, step)).toEqual(expected);
  });

  it.each([[0], [5], [1.5]])('only steps 1..4 complete by saving (%s)', (step) => {
    expect(() => progressAfterStep({ seq: 1, progressId: 1 }, step)).toThrow(RangeError);
  });
});

describe('origination.md §4 pending (seq < 8), completed (seq > 7), approval phase (5..7)', () => {
  it.each([
    [1, true, false, false],
    [5, true, false, true],
    [7, true, false, true],
    [8, false, true, false],
  ])('seq %s: pending %s, completed %s, approval phase %s', (seq, pending, completed, phase) => {
    expect(isApplicationPending(seq)).toBe(pending);
    expect(isApplicationCompleted(seq)).toBe(completed);
    expect(isApprovalPhase(seq)).toBe(phase);
  });
});

describe('origination.md §2/§4 wizard steps', () => {
  it.each<[number, number, number, boolean]>([
    [1, 1, 0, true],
    [2, 1, 0, false],
    [4, 5, 0, true],
    [5, 5, 0, true],
    [4, 6, 1, false],
    [5, 6, 1, true],
    [7, 7, 1, true],
    [7, 8, 1, true],
    [1, 8, 1, false],
    [8, 8, 1, false],
    [0, 3, 0, false],
  ])('step %s at seq %s lock %s opens: %s', (step, seq, lockStatus, expected) => {
    expect(canOpenStep(step, { seq, lockStatus })).toBe(expected);
  });

  it.each([
    [0, 1],
    [3, 3],
    [8, 7],
  ])('seq %s opens at step %s', (seq, step) => {
    expect(openingStep(seq)).toBe(step);
  });

  it.each([
    [1, 0, true],
    [4, 0, true],
    [5, 0, false],
    [2, 1, false],
  ])('step %s with lock %s editable: %s', (step, lockStatus, expected) => {
    expect(isStepEditable(step, { lockStatus })).toBe(expected);
  });
});

describe('issue 27: the legacy PUT /applicant {id, lockStatus, progressId}', () => {
  it.each<[{ progressId?: unknown; lockStatus?: unknown }, LegacyProgressMove]>([
    [{ progressId: 9, lockStatus: 0 }, { kind: 'reattempt' }],
    [{ progressId: '9', lockStatus: '0' }, { kind: 'reattempt' }],
    [{ lockStatus: 0 }, { kind: 'reattempt' }],
    [
      { progressId: 2, lockStatus: 0 },
      { kind: 'complete', step: 1 },
    ],
    [{ progressId: '3' }, { kind: 'complete', step: 2 }],
    [
      { progressId: 4, lockStatus: null },
      { kind: 'complete', step: 3 },
    ],
    [
      { progressId: 5, lockStatus: 0 },
      { kind: 'complete', step: 4 },
    ],
    [
      { progressId: 5, lockStatus: 1 },
      { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.lockBySubmit },
    ],
    [
      { progressId: 6, lockStatus: 0 },
      { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.pastResult },
    ],
    [
      { progressId: 8, lockStatus: 0 },
      { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.pastResult },
    ],
    [
      { progressId: 1, lockStatus: 0 },
      { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.invalid },
    ],
    [
      { progressId: 'x', lockStatus: 0 },
      { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.invalid },
    ],
    [{ progressId: 2.5 }, { kind: 'refused', message: PROGRESS_MOVE_MESSAGES.invalid }],
  ])('%j -> %j', (body, expected) => {
    expect(legacyProgressMove(body)).toEqual(expected);
  });

  it.each([
    [1, 1, null],
    [2, 1, 'Please complete the Basic Information step first'],
    [3, 2, 'Please complete the Basic Information and Score Card steps first'],
    [4, 1, 'Please complete the Basic Information, Score Card and Product steps first'],
    [4, 5, null],
  ])('step %s at seq %s: %s', (step, seq, expected) => {
    expect(stepNotReachedIssue(step, seq)).toBe(expected);
  });
});
