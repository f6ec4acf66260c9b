import { type DbHandle, seedDemoApplicationProducts } from '@sewabeli/db';
import { createTestDb } from '@sewabeli/db/testing';
import {
  insuranceCharges,
  type PrepaymentPlan,
  productLineIssues,
  quoteFlatRate,
  ringgitToSen,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The demo seed cannot import the domain; here its order lines are held to the domain's figures and rules.

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'demo' });
});
afterAll(() => handle.close());

describe('the demo order lines (packages/db seed/demo-application-products.ts)', () => {
  it('does nothing without applications at the Product step, and fills those that have none', async () => {
    const db = handle.db;
    const before = await db.selectFrom('applicantProduct').select('id').execute();
    await seedDemoApplicationProducts(db);
    expect(await db.selectFrom('applicantProduct').select('id').execute()).toHaveLength(before.length);

    const hirers = await db.selectFrom('hirer').select('id').orderBy('id').limit(4).execute();
    const tiers = await db
      .selectFrom('financialProgramTier')
      .select(['id', 'financialProgramId'])
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    const ids: number[] = [];
    for (const [index, progressId] of [2, 3, 4, 5, 9].entries()) {
      const tier = tiers[index % tiers.length]!;
      const row = await db
        .insertInto('applicant')
        .values({
          hirerId: hirers[index % hirers.length]!.id,
          financialProgramId: tier.financialProgramId,
          financialProgramTierId: index === 3 ? null : tier.id,
          progressId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await seedDemoApplicationProducts(db);
    const seeded = await db
      .selectFrom('applicantProduct')
      .selectAll()
      .where('applicantId', 'in', ids)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    // Seq 2 gets none; seq 3, 4, 5 and the re-attempt (seq 5) get one or two lines each.
    expect([...new Set(seeded.map((line) => line.applicantId))]).toEqual(ids.slice(1));

    for (const line of seeded) {
      const cost = ringgitToSen(line.cost);
      const loanAmount = ringgitToSen(line.loanAmount);
      const quote = quoteFlatRate({
        cost,
        loanAmount,
        interestRate: Number(line.interestRate),
        tenureYears: line.tenure,
        prepayment: line.prepayment as PrepaymentPlan,
        quantity: line.quantity,
      });
      const insurance = insuranceCharges(cost * line.quantity, Number(line.insuranceRate));
      expect({
        downpayment: ringgitToSen(line.downpayment),
        totalInterest: ringgitToSen(line.totalInterest),
        totalPayable: ringgitToSen(line.totalPayable),
        monthly: ringgitToSen(line.monthlyInstallment),
        final: ringgitToSen(line.finalInstallment),
        prepaymentAmount: ringgitToSen(line.prepaymentAmount),
        marginFinance: Number(line.marginFinance),
        effectiveRate: Number(line.effectiveRate),
        premium: ringgitToSen(line.insurancePremium),
        sst: ringgitToSen(line.insuranceSst),
      }).toEqual({
        downpayment: quote.downpayment,
        totalInterest: quote.totalInterest,
        totalPayable: quote.totalPayable,
        monthly: quote.monthlyInstallment,
        final: quote.finalInstallment,
        prepaymentAmount: quote.prepaymentAmount,
        marginFinance: quote.marginFinance,
        effectiveRate: quote.effectiveRate,
        premium: insurance.premium,
        sst: insurance.sst,
      });
    }

    // Every application's lines keep to its program and tier.
    for (const applicantId of ids.slice(1)) {
      const applicant = await db
        .selectFrom('applicant')
        .innerJoin('financialProgram', 'financialProgram.id', 'applicant.financialProgramId')
        .leftJoin('financialProgramTier', 'financialProgramTier.id', 'applicant.financialProgramTierId')
        .select([
          'financialProgram.percentageOnNew',
          'financialProgram.percentageOnUsed',
          'financialProgram.maxCapped',
          'financialProgram.maxTenure',
          'financialProgramTier.minInterestRate',
          'financialProgramTier.maxInterestRate',
          'financialProgramTier.maxTenure as tierMaxTenure',
          'financialProgramTier.maxCapped as tierMaxCapped',
        ])
        .where('applicant.id', '=', applicantId)
        .executeTakeFirstOrThrow();
      const lines = seeded.filter((line) => line.applicantId === applicantId);
      const context = {
        program: {
          percentageOnNew: Number(applicant.percentageOnNew),
          percentageOnUsed: Number(applicant.percentageOnUsed),
          maxCapped: ringgitToSen(applicant.maxCapped),
          maxTenure: applicant.maxTenure,
        },
        tier:
          applicant.minInterestRate === null
            ? null
            : {
                minInterestRate: Number(applicant.minInterestRate),
                maxInterestRate: Number(applicant.maxInterestRate),
                maxTenure: applicant.tierMaxTenure ?? 0,
                maxCapped: ringgitToSen(applicant.tierMaxCapped ?? '0'),
              },
        otherLines: lines.map((line) => ({
          id: line.id,
          productId: line.productId,
          condition: line.condition,
          loanAmount: ringgitToSen(line.loanAmount),
          quantity: line.quantity,
        })),
      };
      for (const line of lines) {
        const candidate = {
          id: line.id,
          productId: line.productId,
          condition: line.condition,
          cost: ringgitToSen(line.cost),
          loanAmount: ringgitToSen(line.loanAmount),
          quantity: line.quantity,
          interestRate: Number(line.interestRate),
          tenure: line.tenure,
        };
        expect(productLineIssues(candidate, context)).toEqual([]);
      }
    }

    // Seeding again adds nothing.
    const count = (await db.selectFrom('applicantProduct').select('id').execute()).length;
    await seedDemoApplicationProducts(db);
    expect(await db.selectFrom('applicantProduct').select('id').execute()).toHaveLength(count);
  });
});
