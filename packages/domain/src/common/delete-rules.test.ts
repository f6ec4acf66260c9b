import { describe, expect, it } from 'vitest';
import { applicationDeleteMode, DELETE_REFUSALS } from './delete-rules';

describe('decisions.md §9 deletes: the refusals the services answer (once wrong generic copies lived here)', () => {
  it.each([
    [DELETE_REFUSALS.hirer(1), 'This company cannot be deleted: it has 1 application'],
    [DELETE_REFUSALS.hirer(2), 'This company cannot be deleted: it has 2 applications'],
    [DELETE_REFUSALS.program(1), 'Unable to delete program: 1 application uses it'],
    [DELETE_REFUSALS.program(3), 'Unable to delete program: 3 applications use it'],
    [
      DELETE_REFUSALS.brandWithAssets('Tadano', 1),
      'Tadano has 1 asset; delete or move them before deleting the asset type',
    ],
    [
      DELETE_REFUSALS.brandWithAssets('Volvo', 2),
      'Volvo has 2 assets; delete or move them before deleting the asset type',
    ],
    [
      DELETE_REFUSALS.usedByLines('PC200-10M0 Excavator', 1),
      'PC200-10M0 Excavator is used by 1 application line and cannot be deleted',
    ],
    [DELETE_REFUSALS.usedByLines('Volvo', 4), 'Volvo is used by 4 application lines and cannot be deleted'],
    [DELETE_REFUSALS.factor, 'Weightage must be adjusted to 0 before deleting factor'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
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
