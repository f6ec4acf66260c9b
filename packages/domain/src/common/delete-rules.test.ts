import { describe, expect, it } from 'vitest';
import { applicationDeleteMode, DELETE_REFUSALS, referenceDeleteIssue } from './delete-rules';

describe('decisions.md §9 deletes', () => {
  it.each<[keyof typeof DELETE_REFUSALS, number, string | null]>([
    ['hirer', 0, null],
    ['hirer', 2, DELETE_REFUSALS.hirer],
    ['brand', 1, DELETE_REFUSALS.brand],
    ['program', 3, DELETE_REFUSALS.program],
    ['factor', 5, 'Weightage must be adjusted to 0 before deleting factor'],
    ['vendor', 0, null],
  ])('%s in use %s times -> %s', (kind, usage, message) => {
    expect(referenceDeleteIssue(kind, usage)).toBe(message);
  });

  it.each([
    [{ seq: 1, progressId: 1 }, 'hard'],
    [{ seq: 5, progressId: 5 }, 'hard'],
    [{ seq: 5, progressId: 9 }, 'soft'],
    [{ seq: 6, progressId: 6 }, 'soft'],
    [{ seq: 8, progressId: 8 }, 'soft'],
  ])('application %j is %s-deleted', (application, mode) => {
    expect(applicationDeleteMode(application)).toBe(mode);
  });
});
