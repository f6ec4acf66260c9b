import { describe, expect, it } from 'vitest';
import {
  initialStep,
  STEP_READ_ONLY_REASON,
  STEPS_LOCKED_REASON,
  stepEditable,
  stepLockedReason,
  wizardSteps,
} from './wizard-model';

const openable = (progress: Parameters<typeof wizardSteps>[0]) =>
  wizardSteps(progress, 1)
    .filter((s) => s.openable)
    .map((s) => s.step);

describe('the wizard header (origination §2, §4)', () => {
  it('offers only Basic Information for a new application', () => {
    expect(openable(null)).toEqual([1]);
    expect(initialStep(null)).toBe(1);
  });

  it('opens no step beyond progress', () => {
    expect(openable({ seq: 1, lockStatus: 0 })).toEqual([1]);
    expect(openable({ seq: 3, lockStatus: 0 })).toEqual([1, 2, 3]);
    expect(openable({ seq: 5, lockStatus: 0 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('closes steps 1-4 once submitted and locked', () => {
    expect(openable({ seq: 6, lockStatus: 1 })).toEqual([5, 6]);
    expect(openable({ seq: 7, lockStatus: 1 })).toEqual([5, 6, 7]);
    expect(openable({ seq: 5, lockStatus: 1 })).toEqual([5]);
  });

  it('opens at the step of the progress, Result for a locked Completed one', () => {
    expect(initialStep({ seq: 3, lockStatus: 0 })).toBe(3);
    expect(initialStep({ seq: 6, lockStatus: 1 })).toBe(6);
    expect(initialStep({ seq: 8, lockStatus: 1 })).toBe(7);
  });

  it('highlights the steps up to the active one', () => {
    expect(
      wizardSteps({ seq: 4, lockStatus: 0 }, 3)
        .filter((s) => s.reached)
        .map((s) => s.label),
    ).toEqual(['Basic Information', 'Score Card', 'Product']);
  });
});

describe('stepEditable', () => {
  it('lets a writer edit steps 1-4 of an unlocked application only', () => {
    expect(stepEditable(2, { seq: 3, lockStatus: 0 }, true)).toBe(true);
    expect(stepEditable(5, { seq: 5, lockStatus: 0 }, true)).toBe(false);
    expect(stepEditable(2, { seq: 6, lockStatus: 1 }, true)).toBe(false);
    expect(stepEditable(2, { seq: 3, lockStatus: 0 }, false)).toBe(false);
    expect(stepEditable(1, null, true)).toBe(true);
  });
});

describe('stepLockedReason (issue 29: a disabled Save says why)', () => {
  it.each([
    [2, { seq: 3, lockStatus: 0 }, undefined, undefined],
    [2, { seq: 6, lockStatus: 1 }, undefined, STEPS_LOCKED_REASON],
    [5, { seq: 5, lockStatus: 0 }, undefined, STEP_READ_ONLY_REASON],
    [2, { seq: 3, lockStatus: 0 }, 'Only a Credit Officer can', 'Only a Credit Officer can'],
    [1, null, undefined, undefined],
  ] as const)('step %s at %j, permission %s -> %s', (step, progress, writeLocked, reason) => {
    expect(stepLockedReason(step, progress, writeLocked)).toBe(reason);
    // One rule: the step takes edits exactly when there is no reason.
    expect(stepEditable(step, progress, writeLocked === undefined)).toBe(reason === undefined);
  });
});
