import { type Db, refreshAgreementSummary } from '@sewabeli/db';
import { quoteFlatRate, ringgitToSen, senToRinggit } from '@sewabeli/domain';

export interface MasterLineSpec {
  hirer: string;
  brand?: string;
  model?: string;
  /** Per unit, ringgit. */
  cost?: string;
  /** Per unit, ringgit. */
  loan?: string;
  quantity?: number;
  rate?: number;
  tenure?: number;
  createdAt?: string;
  /** The application's approval time (dashboard month); null leaves the line unapproved (no HP number). */
  approvedAt?: string | null;
  agreementExecution?: string | null;
  hpNo?: string;
  engine?: string | null;
  salesman?: string | null;
  fis?: 0 | 1 | null;
  deleted?: boolean;
}

let serial = 0;

async function programId(db: Db) {
  const found = await db
    .selectFrom('financialProgram')
    .select('id')
    .where('name', '=', 'Factory Program')
    .executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('financialProgram')
    .values({ name: 'Factory Program', percentageOnNew: 90, percentageOnUsed: 80 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function namedId(
  db: Db,
  table: 'hirer' | 'brand' | 'vendor',
  name: string,
  create: () => Promise<number>,
) {
  const found = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  return found ? found.id : create();
}

/**
 * Inserts approved master records (one application per line) with the domain's flat-rate quote, so tests
 * can recompute every tile and chart from the specs they wrote.
 */
export async function insertMasterLines(db: Db, specs: readonly MasterLineSpec[]): Promise<number[]> {
  const out: number[] = [];
  const program = await programId(db);
  const vendor = await namedId(
    db,
    'vendor',
    'Factory Vendor Sdn Bhd',
    async () =>
      (
        await db
          .insertInto('vendor')
          .values({ name: 'Factory Vendor Sdn Bhd' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
  );
  for (const spec of specs) {
    serial += 1;
    const hirer = await namedId(
      db,
      'hirer',
      spec.hirer,
      async () =>
        (
          await db
            .insertInto('hirer')
            .values({
              name: spec.hirer,
              registrationNo: `F${Date.now()}${serial}`,
              shortname: `F${serial}`,
              establishYear: 2010,
              resourceId: 1,
              address: 'Shah Alam',
              pic: 'PIC',
              picNo: '012-3456789',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
    );
    const brandName = spec.brand ?? 'Komatsu';
    const brand = await namedId(
      db,
      'brand',
      brandName,
      async () =>
        (await db.insertInto('brand').values({ name: brandName }).returning('id').executeTakeFirstOrThrow())
          .id,
    );
    const modelName = spec.model ?? 'PC200 Excavator';
    const product =
      (
        await db
          .selectFrom('product')
          .select('id')
          .where('name', '=', modelName)
          .where('brandId', '=', brand)
          .executeTakeFirst()
      )?.id ??
      (
        await db
          .insertInto('product')
          .values({ name: modelName, brandId: brand, cost: spec.cost ?? '500000.00' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const approvedAt =
      spec.approvedAt === undefined ? (spec.createdAt ?? '2026-03-10T10:00:00+08:00') : spec.approvedAt;
    const applicant = await db
      .insertInto('applicant')
      .values({
        hirerId: hirer,
        financialProgramId: program,
        progressId: spec.agreementExecution ? 8 : 7,
        lockStatus: 1,
        approvedAt,
        createdAt: spec.createdAt ?? '2026-03-01T10:00:00+08:00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const quantity = spec.quantity ?? 1;
    const cost = spec.cost ?? '500000.00';
    const loan = spec.loan ?? '400000.00';
    const rate = spec.rate ?? 3.5;
    const tenure = spec.tenure ?? 5;
    const quote = quoteFlatRate({
      cost: ringgitToSen(cost),
      loanAmount: ringgitToSen(loan),
      interestRate: rate,
      tenureYears: tenure,
      prepayment: [0, 0],
      quantity,
    });
    const row = await db
      .insertInto('applicantProduct')
      .values({
        applicantId: applicant.id,
        hirerId: hirer,
        brandId: brand,
        productId: product,
        vendorId: vendor,
        condition: 'New',
        isNew: 1,
        quantity,
        cost,
        loanAmount: loan,
        tenure,
        interestRate: rate,
        resourceId: 61,
        downpayment: senToRinggit(quote.downpayment),
        totalInterest: senToRinggit(quote.totalInterest),
        totalPayable: senToRinggit(quote.totalPayable),
        monthlyInstallment: senToRinggit(quote.monthlyInstallment),
        finalInstallment: senToRinggit(quote.finalInstallment),
        marginFinance: quote.marginFinance,
        hpNo: approvedAt === null ? null : (spec.hpNo ?? `SB/HP/T/${serial}`),
        letterOffer: approvedAt === null ? null : `SB/LO/T/${serial}`,
        agreementExecution: spec.agreementExecution ?? null,
        engine: spec.engine === undefined ? `ENG${serial}` : spec.engine,
        salesman: spec.salesman === undefined ? 'Tan Wei Ming' : spec.salesman,
        fis: spec.fis ?? null,
        createdAt: spec.createdAt ?? '2026-03-01T10:00:00+08:00',
        deletedAt: spec.deleted ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push(row.id);
  }
  await refreshAgreementSummary(db, out);
  return out;
}
