import type { Db } from '@sewabeli/db';

/**
 * Test data the origination issues will create through their own screens: a hirer, an application and its order
 * lines, inserted directly. A line with an hpNo is an agreement (approved, decisions.md §5).
 */
export async function insertHirer(db: Db, name: string): Promise<number> {
  const sector = await db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'HIRER_BUSINESS')
    .orderBy('id')
    .executeTakeFirstOrThrow();
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

export async function insertApplicant(db: Db, hirerId: number): Promise<number> {
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

export interface LineValues {
  applicantId: number;
  hirerId: number;
  brandId: number;
  productId: number;
  vendorId: number;
  /** Ringgit per unit. */
  cost: string;
  loanAmount: string;
  quantity?: number;
  isNew?: 0 | 1 | null;
  hpNo?: string | null;
  letterOffer?: string | null;
  chassis?: string | null;
  engine?: string | null;
  registrationNo?: string | null;
}

export async function insertOrderLine(db: Db, values: LineValues): Promise<number> {
  const mode = await db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'REPAYMENT_MODE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const quantity = values.quantity ?? 1;
  const isNew = values.isNew === undefined ? 1 : values.isNew;
  const loan = Number(values.loanAmount) * quantity;
  const interest = Math.round(loan * 0.035 * 3 * 100) / 100;
  const payable = loan + interest;
  const monthly = Math.round((payable / 36) * 100) / 100;
  const row = await db
    .insertInto('applicantProduct')
    .values({
      applicantId: values.applicantId,
      hirerId: values.hirerId,
      brandId: values.brandId,
      productId: values.productId,
      vendorId: values.vendorId,
      condition: isNew === 1 ? 'New' : 'Used',
      isNew,
      quantity,
      cost: values.cost,
      loanAmount: values.loanAmount,
      tenure: 3,
      interestRate: 3.5,
      resourceId: mode.id,
      downpayment: (Number(values.cost) - Number(values.loanAmount)) * quantity,
      totalInterest: interest,
      totalPayable: payable,
      monthlyInstallment: monthly,
      finalInstallment: Math.round((payable - monthly * 35) * 100) / 100,
      marginFinance: Math.round((Number(values.loanAmount) / Number(values.cost)) * 10000) / 100,
      hpNo: values.hpNo ?? null,
      letterOffer: values.letterOffer ?? null,
      chassis: values.chassis ?? null,
      engine: values.engine ?? null,
      registrationNo: values.registrationNo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
