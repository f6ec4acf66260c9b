import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../client';
import { seed } from '../index';
import { createTestDb } from '../testing/index';
import { seedDemoApplicationAssessments } from './demo-application-assessments';

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'none' });
  db = handle.db;
  await seed(db);
});
afterAll(() => handle?.close());

async function application(progressId: number) {
  const hirer = await db.selectFrom('hirer').select('id').orderBy('id').executeTakeFirstOrThrow();
  const program = await db
    .selectFrom('financialProgram')
    .select('id')
    .where('name', '=', 'Heavy Equipment Financing')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('applicant')
    .values({ hirerId: hirer.id, financialProgramId: program.id, progressId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const count = async (
  table: 'applicantFactor' | 'applicantCriteria' | 'applicantRecommendation',
  id: number,
) => (await db.selectFrom(table).select('id').where('applicantId', '=', id).execute()).length;

describe('demo score cards and SRC reports (issue 10)', () => {
  it('scores applications from seq 2 and derives their tier; SRC data from seq 4 only; idempotent', async () => {
    const basic = await application(1);
    const scored = await application(2);
    const assessed = await application(4);
    await seedDemoApplicationAssessments(db);

    expect(await count('applicantFactor', basic)).toBe(0);
    expect(await count('applicantFactor', scored)).toBeGreaterThan(0);
    expect(await count('applicantCriteria', scored)).toBe(0);
    expect(await count('applicantRecommendation', assessed)).toBe(2);
    expect(await count('applicantCriteria', assessed)).toBeGreaterThan(0);

    const row = await db
      .selectFrom('applicant')
      .select(['totalScore', 'financialProgramTierId', 'financialProgramId'])
      .where('id', '=', scored)
      .executeTakeFirstOrThrow();
    const factors = await db
      .selectFrom('applicantFactor')
      .innerJoin('factor', 'factor.id', 'applicantFactor.factorId')
      .select(['applicantFactor.score', 'factor.weightage'])
      .where('applicantId', '=', scored)
      .execute();
    const total = factors.reduce((sum, f) => sum + ((f.score ?? 0) * Number(f.weightage)) / 10, 0);
    expect(Number(row.totalScore)).toBeCloseTo(total, 4);
    const tier = await db
      .selectFrom('financialProgramTier')
      .select(['minScore', 'maxScore'])
      .where('id', '=', row.financialProgramTierId ?? -1)
      .executeTakeFirstOrThrow();
    expect(total).toBeGreaterThanOrEqual(Number(tier.minScore));
    expect(total).toBeLessThanOrEqual(Number(tier.maxScore));

    const ageing = await db
      .selectFrom('applicantAgeing')
      .selectAll()
      .where('applicantId', '=', assessed)
      .execute();
    for (const table of ageing) {
      const buckets = [
        table.currentMonth,
        table.month1,
        table.month2,
        table.month3,
        table.month4,
        table.month5AndAbove,
      ];
      expect(buckets.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0)).toBe(
        Math.round(Number(table.total) * 100),
      );
    }

    const before = await db.selectFrom('applicantRecommendation').select('id').execute();
    await seedDemoApplicationAssessments(db);
    expect((await db.selectFrom('applicantRecommendation').select('id').execute()).length).toBe(
      before.length,
    );
  });

  it('leaves the score and tier of an application that already has them (its lines were priced on them)', async () => {
    const id = await application(3);
    const tier = await db
      .selectFrom('financialProgramTier')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('applicant')
      .set({ totalScore: 55, financialProgramTierId: tier.id })
      .where('id', '=', id)
      .execute();
    await seedDemoApplicationAssessments(db);
    expect(await count('applicantFactor', id)).toBeGreaterThan(0);
    const after = await db
      .selectFrom('applicant')
      .select(['totalScore', 'financialProgramTierId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ totalScore: '55.0000', financialProgramTierId: tier.id });
  });
});
