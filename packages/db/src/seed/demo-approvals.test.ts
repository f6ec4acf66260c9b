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
  it('one case waits at each position and one is rejected, all submitted and locked; idempotent', async () => {
    const cases = await demoCases();
    expect(cases).toHaveLength(5);
    expect(cases.every((row) => row.progressId === 6 && row.lockStatus === 1)).toBe(true);
    expect(cases.map((row) => [row.status1, row.status2, row.status3, row.status4])).toEqual([
      [null, null, null, null],
      [1, null, null, null],
      [1, 1, null, null],
      [1, 1, 1, null],
      [1, 0, null, null],
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
});
