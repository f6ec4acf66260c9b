import { describe, expect, it } from 'vitest';
import { isPendingApprovalFor, type PendingApprovalRow } from './pending-approvals';

const row = (seq: number, statuses: PendingApprovalRow['statuses']): PendingApprovalRow => ({
  seq,
  statuses,
});

describe('origination.md §4 pending approvals filter', () => {
  it.each<[string | null, PendingApprovalRow, boolean]>([
    ['Credit Officer', row(6, [null, null, null, null]), true],
    ['Credit Officer', row(5, [null, null, null, null]), true],
    ['Credit Officer', row(4, [null, null, null, null]), false],
    ['Credit Officer', row(8, [null, null, null, null]), false],
    ['Credit Officer', row(6, [1, null, null, null]), false],
    ['Head of Operation', row(6, [null, null, null, null]), false],
    ['Head of Operation', row(6, [1, null, null, null]), true],
    // Decided (issue 11): a case rejected before the role's position does not await it (no button could show).
    ['Head of Operation', row(6, [0, null, null, null]), false],
    ['Malaysia Director', row(6, [1, 0, null, null]), false],
    ['Malaysia Director', row(6, [1, 1, null, null]), true],
    ['Malaysia Director', row(6, [1, 1, 1, null]), false],
    ['China Director', row(7, [1, 1, 1, null]), true],
    ['china director', row(6, [1, 1, 1, null]), true],
    ['Superadmin', row(6, [null, null, null, null]), false],
    ['Staff', row(6, [null, null, null, null]), false],
    [null, row(6, [null, null, null, null]), false],
  ])('%s sees seq %j: %s', (role, application, expected) => {
    expect(isPendingApprovalFor(role, application)).toBe(expected);
  });
});
