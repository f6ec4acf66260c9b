import {
  isPendingApprovalFor,
  type PendingApprovalRow,
  PROGRESS,
  positionForRole,
  ROLE_NAMES,
  type RoleName,
} from '@sewabeli/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../testing/caller';
import { newApplication, newHirer } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 30: the Pending Approvals list's SQL (approval.repository.ts `listAwaitingPosition`, reached through the
 * tRPC procedure the screen uses) compared with the domain's `isPendingApprovalFor` on random applications, for a
 * user of every role (PostgreSQL, as in production; PGlite when TEST_DATABASE_URL is absent). Few runs: every run
 * writes a book.
 */
const RUNS = 20;
const ROLES = Object.values(ROLE_NAMES);

let t: TestApp;
let hirerId: number;
let callers: [RoleName, Caller][];

beforeAll(async () => {
  t = await createTestApp();
  hirerId = await newHirer(t.app.db, 'Kuari Selatan Sdn Bhd');
  callers = await Promise.all(
    ROLES.map(async (role) => [role, await callerFor(t, role)] as [RoleName, Caller]),
  );
});
afterAll(() => t.close());

/** Approvals weigh more than rejections, so that later positions are often awaited. */
const status = fc.constantFrom<0 | 1 | null>(null, null, 1, 1, 1, 0);
const application = fc.record({
  progress: fc.constantFrom(...PROGRESS),
  statuses: fc.tuple(status, status, status, status),
  bypass: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()),
  lockStatus: fc.constantFrom<0 | 1>(0, 1),
  deleted: fc.constantFrom(false, false, false, true),
});
type DrawnApplication = typeof application extends fc.Arbitrary<infer T> ? T : never;

/** The first run: each position awaited, and next to it the cases one condition away (issue 11's rejection). */
const approval = PROGRESS.find((progress) => progress.name === 'Approval')!;
const drawnAt = (statuses: DrawnApplication['statuses'], deleted = false): DrawnApplication => ({
  progress: approval,
  statuses,
  bypass: [false, false, false, false],
  lockStatus: 1,
  deleted,
});
const everyPosition: DrawnApplication[] = [
  drawnAt([null, null, null, null]),
  drawnAt([1, null, null, null]),
  drawnAt([0, null, null, null]),
  drawnAt([1, 1, null, null]),
  drawnAt([1, 0, null, null]),
  drawnAt([1, 1, 1, null]),
  drawnAt([1, 1, 0, null]),
  drawnAt([1, 1, 1, 1]),
  drawnAt([1, 1, 1, null], true),
];

async function insert(drawn: DrawnApplication): Promise<number> {
  const id = await newApplication(t.app.db, hirerId);
  const [s1, s2, s3, s4] = drawn.statuses;
  const [b1, b2, b3, b4] = drawn.bypass;
  await t.app.db
    .updateTable('applicant')
    .set({
      progressId: drawn.progress.id,
      lockStatus: drawn.lockStatus,
      status1: s1,
      status2: s2,
      status3: s3,
      status4: s4,
      status1Bypass: b1,
      status2Bypass: b2,
      status3Bypass: b3,
      status4Bypass: b4,
      deletedAt: drawn.deleted ? new Date('2026-01-01T00:00:00Z') : null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('the Pending Approvals SQL, on random applications', () => {
  it('lists for every role exactly the live applications isPendingApprovalFor gives that role', async () => {
    const seen = new Set<RoleName>();
    await fc.assert(
      fc.asyncProperty(fc.array(application, { minLength: 1, maxLength: 14 }), async (drawn) => {
        await t.app.db.deleteFrom('applicant').execute();
        const ids: number[] = [];
        for (const row of drawn) ids.push(await insert(row));

        for (const [role, caller] of callers) {
          const page = await caller.approval.pending({ page: 1, pageSize: 100 });
          // A deleted application is in no list (decisions §9); the rule decides among the live ones.
          const expected = ids.filter((_, n) => {
            const row: PendingApprovalRow = { seq: drawn[n]!.progress.seq, statuses: drawn[n]!.statuses };
            return !drawn[n]!.deleted && isPendingApprovalFor(role, row);
          });
          expect({ role, ids: page.rows.map((listed) => listed.id).sort((a, b) => a - b) }).toEqual({
            role,
            ids: expected,
          });
          expect(page.total).toBe(expected.length);
          if (expected.length > 0) seen.add(role);
        }
      }),
      { numRuns: RUNS, examples: [[everyPosition]] },
    );
    // Not vacuous: each approver found something awaiting it (the first run's cases at least).
    for (const role of ROLES) expect(seen.has(role)).toBe(positionForRole(role) !== null);
  });
});
