import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, applicationDeleteIssue, isApplicationLocked } from './application-rules';

describe('isApplicationLocked (origination §4, decisions §5)', () => {
  it.each([
    [1, 0, false],
    [4, 0, false],
    [5, 0, false],
    [5, 1, true],
    [6, 1, true],
    [6, 0, true],
    [7, 1, true],
    [8, 1, true],
    [2, 1, true],
  ])('seq %i, lockStatus %i: %s', (seq, lockStatus, locked) => {
    expect(isApplicationLocked({ seq, lockStatus })).toBe(locked);
  });
});

describe('applicationDeleteIssue (decisions §9)', () => {
  it('lets a draft go at every step before submission', () => {
    for (const seq of [1, 2, 3, 4, 5])
      expect(applicationDeleteIssue({ seq, progressId: seq, lockStatus: 0, submittedAt: null })).toBeNull();
  });
  it.each([
    ['submitted (seq 6, locked)', { seq: 6, progressId: 6, lockStatus: 1, submittedAt: null }],
    ['approved', { seq: 7, progressId: 7, lockStatus: 1 }],
    ['completed', { seq: 8, progressId: 8, lockStatus: 1 }],
    ['re-attempted after a rejection', { seq: 5, progressId: 9, lockStatus: 0 }],
    [
      'once submitted, even if back at Result',
      { seq: 5, progressId: 5, lockStatus: 0, submittedAt: new Date() },
    ],
  ])('refuses one %s', (_label, state) => {
    expect(applicationDeleteIssue(state)).toBe(APPLICATION_MESSAGES.deleteSubmitted);
  });
});
