import { sql } from 'kysely';
import type { Db } from '../client';

/**
 * Order lines for the demo applications that have reached the Product step (progress seq >= 3) but have none:
 * one or two lines each, within the program percentage, the tier's rate and tenure and both maxCapped limits
 * (decisions.md §3). Does nothing when there are no such applications, assets, vendors or payment methods.
 *
 * The seed cannot use @sewabeli/domain (packages/db imports nothing of ours), so the flat-rate figures are worked
 * out here by decisions.md §3; apps/api's product.seed.test.ts checks them against the domain to the sen.
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
    let room: bigint | null = null;
    for (const cap of [toSen(applicant.programMaxCapped), toSen(applicant.tierMaxCapped ?? '0')]) {
      if (cap > 0n && (room === null || cap < room)) room = cap;
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
      const cost = toSen(plan.product.cost);
      // The program's maximum, rounded down to whole RM 1,000, within what the caps leave.
      let loan = (percentOf(cost, Number(plan.percent)) / 100_000n) * 100_000n;
      if (room !== null && loan > room) loan = (room / 100_000n) * 100_000n;
      if (loan <= 0n) continue;
      if (room !== null) room -= loan;
      const quantity = 1n;
      const prepayment: [number, number] = [1, 1];
      const figures = flatRateLine(cost, loan, rate, tenure, prepayment, quantity);
      const premium = percentOf(cost * quantity, 1.25);
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
          quantity: Number(quantity),
          jpjFee: '250.00',
          manufactureYear: plan.condition === 'New' ? year : year - 3,
          cost: toRinggit(cost),
          loanAmount: toRinggit(loan),
          tenure,
          interestRate: rate,
          insuranceRate: 1.25,
          prepayment: JSON.stringify(prepayment),
          resourceId: paymentMethod.id,
          downpayment: toRinggit(figures.downpayment),
          totalInterest: toRinggit(figures.totalInterest),
          totalPayable: toRinggit(figures.totalPayable),
          monthlyInstallment: toRinggit(figures.monthly),
          finalInstallment: toRinggit(figures.final),
          marginFinance: Number(divHalfUp(loan * 10_000n, cost)) / 100,
          effectiveRate: figures.effectiveRate,
          prepaymentAmount: toRinggit(figures.prepaymentAmount),
          insurancePremium: toRinggit(premium),
          insuranceSst: toRinggit(divHalfUp(premium * 8n, 100n)),
          createdBy: applicant.createdBy,
          updatedBy: applicant.createdBy,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

// ---- Money (decisions.md §2/§3): integer sen, half-up -----------------------------------------------------------

const pad = (n: bigint) => String(n).padStart(2, '0');

function toSen(ringgit: string): bigint {
  const [units = '0', cents = ''] = ringgit.split('.');
  return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
}

const toRinggit = (sen: bigint): string => `${sen / 100n}.${pad(sen % 100n)}`;

/** round(a / b) half-up for non-negative a, positive b. */
const divHalfUp = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/** amount x percent / 100, half-up, with the percent as stored (4 decimals). */
const percentOf = (amount: bigint, percent: number): bigint =>
  divHalfUp(amount * BigInt(Math.round(percent * 10_000)), 1_000_000n);

/** The flat-rate figures of one order line (decisions.md §3), line totals in sen. */
function flatRateLine(
  cost: bigint,
  loan: bigint,
  rate: number,
  years: number,
  [first, last]: [number, number],
  quantity: bigint,
) {
  const months = years * 12;
  const interest = divHalfUp(loan * BigInt(months) * BigInt(Math.round(rate * 10_000)), 12_000_000n);
  const payable = loan + interest;
  const monthlyUnit = divHalfUp(payable, BigInt(months));
  const monthly = monthlyUnit * quantity;
  const final = (payable - monthlyUnit * BigInt(months - 1)) * quantity;
  const prepaid = new Set<number>();
  for (let seq = 1; seq <= first; seq += 1) prepaid.add(seq);
  for (let seq = months - last + 1; seq <= months; seq += 1) prepaid.add(seq);
  const amountOf = (seq: number) => (seq === months ? final : monthly);
  const prepaymentAmount = [...prepaid].reduce((sum, seq) => sum + amountOf(seq), 0n);
  const flows: [number, number][] = [[0, Number(prepaymentAmount - loan * quantity)]];
  for (let seq = 1; seq <= months; seq += 1) if (!prepaid.has(seq)) flows.push([seq, Number(amountOf(seq))]);
  return {
    downpayment: (cost - loan) * quantity,
    totalInterest: interest * quantity,
    totalPayable: payable * quantity,
    monthly,
    final,
    prepaymentAmount,
    effectiveRate: Math.round(monthlyIrr(flows) * 12 * 100 * 100) / 100,
  };
}

/** The monthly rate at which the flows' present value is 0, by bisection (the value falls as the rate rises). */
function monthlyIrr(flows: readonly [number, number][]): number {
  const npv = (r: number) => flows.reduce((sum, [month, amount]) => sum + amount / (1 + r) ** month, 0);
  let lo = -0.99;
  let hi = 1;
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
