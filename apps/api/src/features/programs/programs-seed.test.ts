import { type DbHandle, seedDemo } from '@sewabeli/db';
import { createTestDb } from '@sewabeli/db/testing';
import { tiersOverlap, totalWeightage } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCriteria } from './criteria/criteria.service';
import { allFactorsOfProgram, getFactorDetail } from './factors/factor.service';
import { allPrograms, getProgram } from './financial-programs/financial-program.service';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: 'demo' });
});
afterAll(() => handle.close());

describe('demo programs and criteria (packages/db/src/seed/demo-programs.ts)', () => {
  it('seeds programs with Low/Mid/High tiers that do not overlap and factors totalling exactly 100', async () => {
    const programs = await allPrograms(handle.db);
    expect(programs.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Commercial Vehicle Financing', 'Heavy Equipment Financing']),
    );
    for (const { id } of programs) {
      const program = await getProgram(handle.db, id);
      expect(program.tiers.map((t) => t.riskLevel).sort()).toEqual(['High', 'Low', 'Mid']);
      expect(tiersOverlap(program.tiers)).toBe(false);
      const factors = await allFactorsOfProgram(handle.db, id);
      expect(totalWeightage(factors.map((f) => f.weightage))).toBe(100);
      for (const factor of factors) {
        const { attributes } = await getFactorDetail(handle.db, factor.id);
        expect(attributes.length).toBeGreaterThan(1);
        for (const a of attributes) expect(a.score).toBeGreaterThanOrEqual(0);
        for (const a of attributes) expect(a.score).toBeLessThanOrEqual(10);
      }
    }
  });

  it('issue 14: Commercial Vehicle Financing is reducing balance; every seeded line and agreement stays flat', async () => {
    const programs = await handle.db
      .selectFrom('financialProgram')
      .select(['name', 'interestMethod'])
      .where('deletedAt', 'is', null)
      .execute();
    expect(programs).toContainEqual({
      name: 'Commercial Vehicle Financing',
      interestMethod: 'reducing_balance',
    });
    expect(programs).toContainEqual({ name: 'Heavy Equipment Financing', interestMethod: 'flat' });
    const lines = await handle.db.selectFrom('applicantProduct').select(['interestMethod', 'hpNo']).execute();
    expect(lines.some((line) => line.hpNo !== null)).toBe(true);
    expect(new Set(lines.map((line) => line.interestMethod))).toEqual(new Set(['flat']));
  });

  it('seeds a criteria catalogue in CRITERIA_CATEGORY, some rows locked', async () => {
    const criteria = await allCriteria(handle.db);
    expect(criteria.length).toBeGreaterThanOrEqual(10);
    expect(new Set(criteria.map((c) => c.category)).size).toBeGreaterThanOrEqual(5);
    expect(criteria.some((c) => !c.editable)).toBe(true);
  });

  it('is idempotent', async () => {
    const count = async () => ({
      programs: (await allPrograms(handle.db)).length,
      criteria: (await allCriteria(handle.db)).length,
      attributes: Number(
        (
          await handle.db
            .selectFrom('factorAttribute')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const before = await count();
    await seedDemo(handle.db);
    expect(await count()).toEqual(before);
  });
});
