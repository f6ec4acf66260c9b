import {
  isPendingApprovalFor,
  PROGRESS,
  PROGRESS_ID,
  positionForRole,
  ROLE_NAMES,
  type RoleName,
} from '@sewabeli/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { createTestDb } from '../../testing/index';
import { insertApplication } from './book.test-support';
import { isPendingApprovalSql } from './pending-approvals';

/**
 * Issue 30/42: the Pending Approvals rule in SQL (pending-approvals.ts) against the domain's isPendingApprovalFor,
 * for every role (a role without a position included) on random applications written to the applicant table.
 */
const RUNS = 40;
const ROLES = Object.values(ROLE_NAMES);
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'base' });
});
afterAll(() => handle?.close());

type Status = 0 | 1 | null;
/** Approvals weigh more than rejections, so that later positions are often awaited. */
const status = fc.constantFrom<Status>(null, null, 1, 1, 1, 0);
const application = fc.record({
  progress: fc.constantFrom(...PROGRESS),
  statuses: fc.tuple(status, status, status, status),
});
type Drawn = typeof application extends fc.Arbitrary<infer T> ? T : never;

/** The first run: each position awaited, and next to it the cases one condition away (issue 11's rejection). */
const approval = PROGRESS.find((progress) => progress.id === PROGRESS_ID.approval)!;
const everyPosition: Drawn[] = (
  [
    [null, null, null, null],
    [1, null, null, null],
    [0, null, null, null],
    [1, 1, null, null],
    [1, 0, null, null],
    [1, 1, 1, null],
    [1, 1, 0, null],
    [1, 1, 1, 1],
  ] satisfies Drawn['statuses'][]
).map((statuses) => ({ progress: approval, statuses }));

describe('the Pending Approvals rule in SQL', () => {
  it('isPendingApprovalSql is isPendingApprovalFor for every role', async () => {
    const db = handle.db;
    const seen = new Set<RoleName>();
    await fc.assert(
      fc.asyncProperty(fc.array(application, { minLength: 1, maxLength: 12 }), async (drawn) => {
        const ids: number[] = [];
        for (const row of drawn)
          ids.push(await insertApplication(db, { progressId: row.progress.id, statuses: row.statuses }));
        for (const role of ROLES) {
          const rows = await db
            .selectFrom('applicant')
            .innerJoin('progress', 'progress.id', 'applicant.progressId')
            .select(['applicant.id', isPendingApprovalSql(positionForRole(role)).as('pending')])
            .where('applicant.id', 'in', ids)
            .orderBy('applicant.id')
            .execute();
          const expected = drawn.map((row) =>
            isPendingApprovalFor(role, { seq: row.progress.seq, statuses: row.statuses }),
          );
          expect({ role, pending: rows.map((row) => row.pending) }).toEqual({ role, pending: expected });
          // As a filter, it lists exactly those.
          const listed = await db
            .selectFrom('applicant as a')
            .innerJoin('progress as p', 'p.id', 'a.progressId')
            .select('a.id')
            .where('a.id', 'in', ids)
            .where(isPendingApprovalSql(positionForRole(role), 'a', 'p'))
            .orderBy('a.id')
            .execute();
          expect(listed.map((row) => row.id)).toEqual(ids.filter((_, n) => expected[n]));
          if (expected.includes(true)) seen.add(role);
        }
      }),
      { numRuns: RUNS, examples: [[everyPosition]] },
    );
    // Not vacuous: each approver found something awaiting it (the first run's cases at least), no other role did.
    for (const role of ROLES) expect(seen.has(role)).toBe(positionForRole(role) !== null);
  });
});
