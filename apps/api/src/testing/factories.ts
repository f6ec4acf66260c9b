import type { Db } from '@sewabeli/db';
import {
  type InterestMethod,
  insuranceCharges,
  type PrepaymentPlan,
  quoteLine,
  ringgitToSen,
  senToRinggit,
} from '@sewabeli/domain';

/**
 * Test data factories: a hirer, an application and its order lines, inserted directly, with every money figure
 * worked out in sen by packages/domain's flat-rate quote (decisions §3). A line with an hpNo is an agreement
 * (approved, decisions.md §5).
 */

/** The id of the brand or vendor of that name, created when missing. */
export async function namedId(db: Db, table: 'brand' | 'vendor', name: string): Promise<number> {
  const found = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  return (await db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** The first reference row of a category (a business sector, a repayment mode). */
export async function firstResource(db: Db, category: string): Promise<{ id: number }> {
  return db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', category)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

export async function newHirer(db: Db, name: string): Promise<number> {
  const sector = await firstResource(db, 'HIRER_BUSINESS');
  const row = await db
    .insertInto('hirer')
    .values({
      name,
      registrationNo: `${Math.floor(Math.random() * 1e9)}-X`,
      shortname: name.slice(0, 12),
      establishYear: 2005,
      resourceId: sector.id,
      address: 'Lot 12, Jalan Perusahaan 3, 81700 Pasir Gudang, Johor',
      pic: 'Tan Ah Kow',
      picNo: '0127654321',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An application at `progressId` (6 = submitted, locked, waiting for the four approvals) with the approval
 * positions' statuses as given (the deciders unknown).
 */
export async function applicationAt(
  db: Db,
  hirerId: number,
  progressId: number,
  statuses: readonly (0 | 1 | null)[] = [],
): Promise<number> {
  const id = await newApplication(db, hirerId);
  await db
    .updateTable('applicant')
    .set({
      progressId,
      lockStatus: progressId >= 6 && progressId !== 9 ? 1 : 0,
      status1: statuses[0] ?? null,
      status2: statuses[1] ?? null,
      status3: statuses[2] ?? null,
      status4: statuses[3] ?? null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function newApplication(db: Db, hirerId: number): Promise<number> {
  let program = await db.selectFrom('financialProgram').select('id').orderBy('id').executeTakeFirst();
  if (!program) {
    program = await db
      .insertInto('financialProgram')
      .values({ name: 'Standard Equipment', percentageOnNew: 90, percentageOnUsed: 80 })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const row = await db
    .insertInto('applicant')
    .values({ hirerId, financialProgramId: program.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface OrderLineSpec {
  applicantId: number;
  hirerId: number;
  brandId: number;
  productId: number;
  vendorId: number;
  /** Ringgit per unit. */
  cost: string;
  /** Ringgit per unit. */
  loanAmount: string;
  quantity?: number;
  isNew?: 0 | 1 | null;
  /** Years; 3 unless told. */
  tenure?: number;
  /** Flat percent a year; 3.5 unless told. */
  interestRate?: number;
  /** Issue 14: 'flat' unless told. */
  interestMethod?: InterestMethod;
  /** [0, 0] unless told. */
  prepayment?: PrepaymentPlan;
  /** Percent of the line's cost; no insurance unless told. */
  insuranceRate?: number;
  hpNo?: string | null;
  letterOffer?: string | null;
  chassis?: string | null;
  engine?: string | null;
  registrationNo?: string | null;
  manufactureYear?: number | null;
}

/** An order line whose figures are the domain quote's (line totals, sen, stored as ringgit). */
export async function newOrderLine(db: Db, spec: OrderLineSpec): Promise<number> {
  const mode = await firstResource(db, 'REPAYMENT_MODE');
  const quantity = spec.quantity ?? 1;
  const isNew = spec.isNew === undefined ? 1 : spec.isNew;
  const tenure = spec.tenure ?? 3;
  const interestRate = spec.interestRate ?? 3.5;
  const prepayment = spec.prepayment ?? [0, 0];
  const cost = ringgitToSen(spec.cost);
  const interestMethod = spec.interestMethod ?? 'flat';
  const quote = quoteLine(interestMethod, {
    cost,
    loanAmount: ringgitToSen(spec.loanAmount),
    interestRate,
    tenureYears: tenure,
    prepayment,
    quantity,
  });
  const insurance =
    spec.insuranceRate === undefined ? null : insuranceCharges(cost * quantity, spec.insuranceRate);
  const row = await db
    .insertInto('applicantProduct')
    .values({
      applicantId: spec.applicantId,
      hirerId: spec.hirerId,
      brandId: spec.brandId,
      productId: spec.productId,
      vendorId: spec.vendorId,
      condition: isNew === 1 ? 'New' : 'Used',
      isNew,
      quantity,
      cost: spec.cost,
      loanAmount: spec.loanAmount,
      tenure,
      interestRate,
      interestMethod,
      resourceId: mode.id,
      downpayment: senToRinggit(quote.downpayment),
      totalInterest: senToRinggit(quote.totalInterest),
      totalPayable: senToRinggit(quote.totalPayable),
      monthlyInstallment: senToRinggit(quote.monthlyInstallment),
      finalInstallment: senToRinggit(quote.finalInstallment),
      marginFinance: quote.marginFinance,
      ...(spec.prepayment === undefined
        ? {}
        : {
            prepayment: JSON.stringify(prepayment),
            effectiveRate: quote.effectiveRate,
            prepaymentAmount: senToRinggit(quote.prepaymentAmount),
          }),
      ...(insurance === null
        ? {}
        : {
            insuranceRate: spec.insuranceRate,
            insurancePremium: senToRinggit(insurance.premium),
            insuranceSst: senToRinggit(insurance.sst),
          }),
      manufactureYear: spec.manufactureYear ?? null,
      hpNo: spec.hpNo ?? null,
      letterOffer: spec.letterOffer ?? null,
      chassis: spec.chassis ?? null,
      engine: spec.engine ?? null,
      registrationNo: spec.registrationNo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user id of a seeded account. */
export async function userIdOf(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.userId;
}
