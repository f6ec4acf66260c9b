import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../client';
import { seed } from '../index';
import { createTestDb } from '../testing/index';
import { DEMO_APPROVALS, seedDemoApprovals } from './demo-approvals';

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'none' });
  db = handle.db;
  await seed(db);
});
afterAll(() => handle?.close());

const demoCases = () =>
  db
    .selectFrom('applicant')
    .select(['id', 'progressId', 'lockStatus', 'status1', 'status2', 'status3', 'status4', 'status2User'])
    .where(
      'purpose',
      'in',
      DEMO_APPROVALS.map((demo) => demo.purpose),
    )
    .orderBy('id')
    .execute();

describe('demo approvals (issue 11)', () => {
  it('one case waits at each position, one is rejected and one approved, all locked; idempotent', async () => {
    const cases = await demoCases();
    expect(cases).toHaveLength(6);
    expect(cases.map((row) => [row.progressId, row.lockStatus])).toEqual([
      [6, 1],
      [6, 1],
      [6, 1],
      [6, 1],
      [6, 1],
      [7, 1],
    ]);
    expect(cases.map((row) => [row.status1, row.status2, row.status3, row.status4])).toEqual([
      [null, null, null, null],
      [1, null, null, null],
      [1, 1, null, null],
      [1, 1, 1, null],
      [1, 0, null, null],
      [1, 1, 1, 1],
    ]);
    const rejected = cases[4];
    const activity = await db
      .selectFrom('applicantActivity')
      .select('description')
      .where('applicantId', '=', rejected?.id ?? 0)
      .execute();
    expect(activity.map((entry) => entry.description)).toContain(
      `Rejected by Muhammad Hafiz bin Abdullah (Head of Operation): ${DEMO_APPROVALS[4]?.reason}`,
    );
    await seedDemoApprovals(db);
    expect(await demoCases()).toEqual(cases);
  });

  it('marks the generation of the approved case queued: the running server makes its agreements on first start', async () => {
    const approved = (await demoCases())[5];
    const row = await db
      .selectFrom('applicant')
      .select(['agreementsState', 'approvedAt'])
      .where('id', '=', approved?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.agreementsState).toBe('queued');
    expect(row.approvedAt).not.toBeNull();
    // Who asked for it: the fourth approver, whom the API's start names in the job it queues.
    const asker = await db
      .selectFrom('applicant')
      .select('status4User')
      .where('id', '=', approved?.id ?? 0)
      .executeTakeFirstOrThrow();
    const fourthApprover = await db
      .selectFrom('userAuth')
      .select('userId')
      .where('username', '=', 'cn.director')
      .executeTakeFirstOrThrow();
    expect(asker.status4User).toBe(fourthApprover.userId);
    const lines = await db
      .selectFrom('applicantProduct')
      .select('id')
      .where('applicantId', '=', approved?.id ?? 0)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
  });
});
