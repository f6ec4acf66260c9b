import {
  insuranceCharges,
  type PrepaymentPlan,
  percentOf,
  quoteFlatRate,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { sql } from 'kysely';
import type { Db } from '../client';

/**
 * Order lines for the demo applications that have reached the Product step (progress seq >= 3) but have none:
 * one or two lines each, within the program percentage, the tier's rate and tenure and both maxCapped limits
 * (decisions.md §3). Does nothing when there are no such applications, assets, vendors or payment methods.
 * The figures are the domain's flat-rate quote and insurance charges (decisions.md §3); apps/api's
 * product.seed.test.ts holds the lines to the domain's rules.
 */
export async function seedDemoApplicationProducts(db: Db): Promise<void> {
  const applicants = await db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .innerJoin('financialProgram', 'financialProgram.id', 'applicant.financialProgramId')
    .leftJoin('financialProgramTier', 'financialProgramTier.id', 'applicant.financialProgramTierId')
    .select([
      'applicant.id',
      'applicant.hirerId',
      'applicant.createdBy',
      'financialProgram.percentageOnNew',
      'financialProgram.percentageOnUsed',
      'financialProgram.maxCapped as programMaxCapped',
      'financialProgram.maxTenure as programMaxTenure',
      'financialProgramTier.maxInterestRate',
      'financialProgramTier.maxTenure as tierMaxTenure',
      'financialProgramTier.maxCapped as tierMaxCapped',
    ])
    .where('applicant.deletedAt', 'is', null)
    .where('progress.seq', '>=', 3)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applicantProduct')
            .select(sql`1`.as('one'))
            .whereRef('applicantProduct.applicantId', '=', 'applicant.id')
            .where('applicantProduct.deletedAt', 'is', null),
        ),
      ),
    )
    .orderBy('applicant.id')
    .execute();
  if (applicants.length === 0) return;

  const products = await db
    .selectFrom('product')
    .innerJoin('brand', 'brand.id', 'product.brandId')
    .select(['product.id', 'product.brandId', 'product.cost'])
    .where('product.deletedAt', 'is', null)
    .where('brand.deletedAt', 'is', null)
    .where('product.cost', '>', '0')
    .orderBy('product.cost')
    .orderBy('product.id')
    .limit(4)
    .execute();
  const vendor = await db
    .selectFrom('vendor')
    .select('id')
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  const paymentMethod = await db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'REPAYMENT_MODE')
    .orderBy('id')
    .executeTakeFirst();
  if (products.length === 0 || !vendor || !paymentMethod) return;

  const year = new Date().getUTCFullYear();
  for (const [index, applicant] of applicants.entries()) {
    const rate = applicant.maxInterestRate === null ? 5 : Number(applicant.maxInterestRate);
    const tenureLimit =
      applicant.tierMaxTenure && applicant.tierMaxTenure > 0
        ? applicant.tierMaxTenure
        : applicant.programMaxTenure > 0
          ? applicant.programMaxTenure
          : 5;
    const tenure = Math.min(3, tenureLimit, 5);
    // What the smaller of the program's and the tier's maxCapped (0 is no cap) leaves for this application.
    let room: Sen | null = null;
    for (const cap of [
      ringgitToSen(applicant.programMaxCapped),
      ringgitToSen(applicant.tierMaxCapped ?? '0'),
    ]) {
      if (cap > 0 && (room === null || cap < room)) room = cap;
    }

    const plans = [
      {
        product: products[index % products.length],
        condition: 'New' as const,
        percent: applicant.percentageOnNew,
      },
      ...(index % 2 === 0 && products.length > 1
        ? [
            {
              product: products[(index + 1) % products.length],
              condition: 'Used' as const,
              percent: applicant.percentageOnUsed,
            },
          ]
        : []),
    ];
    for (const plan of plans) {
      if (!plan.product) continue;
      const cost = ringgitToSen(plan.product.cost);
      // The program's maximum, rounded down to whole RM 1,000, within what the caps leave.
      let loan = wholeThousands(percentOf(cost, Number(plan.percent)));
      if (room !== null && loan > room) loan = wholeThousands(room);
      if (loan <= 0) continue;
      if (room !== null) room -= loan;
      const quantity = 1;
      const prepayment: PrepaymentPlan = [1, 1];
      const quote = quoteFlatRate({
        cost,
        loanAmount: loan,
        interestRate: rate,
        tenureYears: tenure,
        prepayment,
        quantity,
      });
      const insurance = insuranceCharges(cost * quantity, INSURANCE_RATE);
      await db
        .insertInto('applicantProduct')
        .values({
          applicantId: applicant.id,
          hirerId: applicant.hirerId,
          brandId: plan.product.brandId,
          productId: plan.product.id,
          vendorId: vendor.id,
          condition: plan.condition,
          isNew: plan.condition === 'New' ? 1 : 0,
          quantity,
          jpjFee: '250.00',
          manufactureYear: plan.condition === 'New' ? year : year - 3,
          cost: senToRinggit(cost),
          loanAmount: senToRinggit(loan),
          tenure,
          interestRate: rate,
          insuranceRate: INSURANCE_RATE,
          prepayment: JSON.stringify(prepayment),
          resourceId: paymentMethod.id,
          downpayment: senToRinggit(quote.downpayment),
          totalInterest: senToRinggit(quote.totalInterest),
          totalPayable: senToRinggit(quote.totalPayable),
          monthlyInstallment: senToRinggit(quote.monthlyInstallment),
          finalInstallment: senToRinggit(quote.finalInstallment),
          marginFinance: quote.marginFinance,
          effectiveRate: quote.effectiveRate,
          prepaymentAmount: senToRinggit(quote.prepaymentAmount),
          insurancePremium: senToRinggit(insurance.premium),
          insuranceSst: senToRinggit(insurance.sst),
          createdBy: applicant.createdBy,
          updatedBy: applicant.createdBy,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

const INSURANCE_RATE = 1.25;

const wholeThousands = (sen: Sen): Sen => Math.floor(sen / 100_000) * 100_000;
