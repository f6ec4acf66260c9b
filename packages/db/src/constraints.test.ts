import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, DbHandle, NewApplicantProduct } from './index';
import { createTestDb, resetDb } from './testing/index';

const CHECK = { code: '23514' };
const UNIQUE = { code: '23505' };
const FOREIGN_KEY = { code: '23503' };

interface Graph {
  userId: number;
  hirerId: number;
  otherHirerId: number;
  applicantId: number;
  line: NewApplicantProduct;
}

let hirersInserted = 0;

async function insertHirer(db: Db, name: string): Promise<number> {
  hirersInserted += 1; // a registration number is unique among live companies
  const row = await db
    .insertInto('hirer')
    .values({
      name,
      registrationNo: `20190101${String(hirersInserted).padStart(4, '0')} (1234567-A)`,
      shortname: name.split(' ')[0] ?? name,
      establishYear: 2010,
      resourceId: 1,
      address: 'Lot 12, Jalan Perusahaan 3, 47100 Puchong, Selangor',
      pic: 'Ahmad Zaki',
      picNo: '012-3456789',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A minimal valid graph: hirer, asset, vendor, program, application and one unsaved order line. */
async function buildGraph(db: Db): Promise<Graph> {
  const user = await db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
  const hirerId = await insertHirer(db, 'Bina Jaya Construction Sdn Bhd');
  const otherHirerId = await insertHirer(db, 'Kuari Utara Sdn Bhd');
  const brand = await db
    .insertInto('brand')
    .values({ name: 'Excavator' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('product')
    .values({ brandId: brand.id, name: 'XCMG XE215DA', cost: '450000.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendor')
    .values({ name: 'Jentera Berat Sdn Bhd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const program = await db
    .insertInto('financialProgram')
    .values({ name: 'SME Machinery', percentageOnNew: 90, percentageOnUsed: 80 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const applicant = await db
    .insertInto('applicant')
    .values({ hirerId, financialProgramId: program.id, purpose: 'Quarry expansion', createdBy: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const repayment = await db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'REPAYMENT_MODE')
    .executeTakeFirstOrThrow();
  const line: NewApplicantProduct = {
    applicantId: applicant.id,
    hirerId,
    brandId: brand.id,
    productId: product.id,
    vendorId: vendor.id,
    condition: 'New',
    cost: '450000.00',
    loanAmount: '405000.00',
    tenure: 5,
    interestRate: '3.5000',
    resourceId: repayment.id,
    downpayment: '45000.00',
    totalInterest: '70875.00',
    totalPayable: '475875.00',
    monthlyInstallment: '7931.25',
    finalInstallment: '7931.25',
    marginFinance: '90.0000',
  };
  return { userId: user.id, hirerId, otherHirerId, applicantId: applicant.id, line };
}

describe('constraints', () => {
  let handle: DbHandle;
  let db: Db;
  let graph: Graph;

  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    graph = await buildGraph(db);
  });

  async function insertLine(overrides: Partial<NewApplicantProduct> = {}): Promise<number> {
    const row = await db
      .insertInto('applicantProduct')
      .values({ ...graph.line, ...overrides })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function insertSchedule(applicantProductId: number): Promise<number> {
    const row = await db
      .insertInto('applicantProductTransaction')
      .values({
        applicantProductId,
        seq: 1,
        description: 'Installment 1',
        dueDate: '2025-02-15',
        chargeAmount: '7931.25',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('accepts a valid order line and reads money, dates and jsonb back as agreed', async () => {
    const id = await insertLine({
      prepayment: JSON.stringify([1, 2]),
      agreementExecution: '2025-01-15',
      rcOri: 1,
    });
    const row = await db
      .selectFrom('applicantProduct')
      .select([
        'cost',
        'prepayment',
        'agreementExecution',
        'rcOri',
        'insc',
        'quantity',
        'jpjFee',
        'insuranceRate',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      cost: '450000.00',
      prepayment: [1, 2],
      agreementExecution: '2025-01-15',
      rcOri: 1,
      insc: null,
      quantity: 1,
      jpjFee: '250.00',
      insuranceRate: '1.2500',
    });
  });

  it('keeps tri-state flags to 0, 1 or null', async () => {
    const id = await insertLine();
    await expect(
      sql`update applicant_product set rc_ori = 2 where id = ${id}`.execute(db),
    ).rejects.toMatchObject(CHECK);
    await expect(
      sql`update applicant set status1 = -1 where id = ${graph.applicantId}`.execute(db),
    ).rejects.toMatchObject(CHECK);
    const criteria = await db
      .insertInto('criteria')
      .values({ resourceId: 81, name: 'Years in business', description: 'At least 3 years' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`insert into applicant_criteria (applicant_id, criteria_id, status) values (${graph.applicantId}, ${criteria.id}, 3)`.execute(
        db,
      ),
    ).rejects.toMatchObject(CHECK);
    await db.updateTable('applicantProduct').set({ vehicleIsDischarged: 0 }).where('id', '=', id).execute();
  });

  it('keeps attribute scores within 0..10 and percentages within 0..100', async () => {
    const program = await db.selectFrom('financialProgram').select('id').executeTakeFirstOrThrow();
    const factor = await db
      .insertInto('factor')
      .values({
        financialProgramId: program.id,
        resourceId: 91,
        name: 'Management',
        description: 'Experience',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attribute = { factorId: factor.id, name: 'Over 10 years' };
    await db
      .insertInto('factorAttribute')
      .values({ ...attribute, score: 10 })
      .execute();
    await expect(
      db
        .insertInto('factorAttribute')
        .values({ ...attribute, score: 11 })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    await expect(
      db
        .insertInto('factorAttribute')
        .values({ ...attribute, score: -1 })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    await expect(
      db
        .insertInto('applicantFactor')
        .values({ applicantId: graph.applicantId, factorId: factor.id, score: 12 })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    await expect(
      db
        .insertInto('financialProgram')
        .values({ name: 'Bad', percentageOnNew: 120, percentageOnUsed: 80 })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    await expect(
      db.updateTable('factor').set({ weightage: 101 }).where('id', '=', factor.id).execute(),
    ).rejects.toMatchObject(CHECK);
  });

  it('keeps usernames unique regardless of case', async () => {
    const role = await db.selectFrom('role').select('id').executeTakeFirstOrThrow();
    const department = await db.selectFrom('department').select('id').executeTakeFirstOrThrow();
    const user = await db
      .insertInto('user')
      .values({ name: 'Another Admin', roleId: role.id, departmentId: department.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('userAuth')
        .values({ userId: user.id, username: 'SuperAdmin', passwordHash: 'x' })
        .execute(),
    ).rejects.toMatchObject(UNIQUE);
    await db
      .insertInto('userAuth')
      .values({ userId: user.id, username: 'superadmin2', passwordHash: 'x' })
      .execute();
  });

  it('keeps HP numbers and letters of offer unique', async () => {
    await insertLine({ hpNo: 'HP/2025/0001', letterOffer: 'LO/2025/0001' });
    await expect(insertLine({ condition: 'Used', hpNo: 'HP/2025/0001' })).rejects.toMatchObject(UNIQUE);
    await expect(insertLine({ condition: 'Used', letterOffer: 'LO/2025/0001' })).rejects.toMatchObject(
      UNIQUE,
    );
    await insertLine({ condition: 'Used', hpNo: 'HP/2025/0002' });
  });

  it('allows one line per model and condition on an application, until it is soft-deleted', async () => {
    const id = await insertLine();
    await expect(insertLine()).rejects.toMatchObject(UNIQUE);
    await db.updateTable('applicantProduct').set({ deletedAt: new Date() }).where('id', '=', id).execute();
    await insertLine();
  });

  it('enforces foreign keys, including the line carrying its application hirer', async () => {
    await expect(
      db.insertInto('applicant').values({ hirerId: 9999, financialProgramId: 1 }).execute(),
    ).rejects.toMatchObject(FOREIGN_KEY);
    await expect(insertLine({ vendorId: 9999 })).rejects.toMatchObject(FOREIGN_KEY);
    await expect(insertLine({ hirerId: graph.otherHirerId })).rejects.toMatchObject(FOREIGN_KEY);
    await expect(db.deleteFrom('hirer').where('id', '=', graph.hirerId).execute()).rejects.toMatchObject(
      FOREIGN_KEY,
    );
  });

  it('checks order-line values: condition, quantity, prepayment plan', async () => {
    await expect(insertLine({ condition: 'Broken' as 'New' })).rejects.toMatchObject(CHECK);
    await expect(insertLine({ quantity: 0 })).rejects.toMatchObject(CHECK);
    await expect(insertLine({ prepayment: JSON.stringify([2, 0]) })).rejects.toMatchObject(CHECK);
    await expect(insertLine({ prepayment: JSON.stringify([0, 3]) })).rejects.toMatchObject(CHECK);
  });

  it('keeps the payment ledger honest', async () => {
    const lineId = await insertLine();
    const transactionId = await insertSchedule(lineId);
    const payment = { applicantProductId: lineId, paidAt: '2025-02-10', createdBy: graph.userId };
    await db
      .insertInto('applicantProductPayment')
      .values({ ...payment, amount: '500.00' })
      .execute();
    // A payment edited down to 0 stays in the ledger (collections §5 'Amount cannot be negative').
    await db
      .insertInto('applicantProductPayment')
      .values({ ...payment, amount: 0 })
      .execute();
    await expect(
      db
        .insertInto('applicantProductPayment')
        .values({ ...payment, amount: '-10.00' })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    await expect(
      db
        .insertInto('applicantProductPayment')
        .values({ ...payment, amount: 0, kind: 'correction', applicantProductTransactionId: transactionId })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    await expect(
      db
        .insertInto('applicantProductPayment')
        .values({ ...payment, amount: '-10.00', kind: 'correction' })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    await db
      .insertInto('applicantProductPayment')
      .values({
        ...payment,
        amount: '-10.00',
        kind: 'correction',
        applicantProductTransactionId: transactionId,
      })
      .execute();
    await expect(
      db
        .updateTable('applicantProductTransaction')
        .set({ paidAmount: '8000.00' })
        .where('id', '=', transactionId)
        .execute(),
    ).rejects.toMatchObject(CHECK);
    // Money history is never cascaded away.
    await expect(db.deleteFrom('applicantProduct').where('id', '=', lineId).execute()).rejects.toMatchObject(
      FOREIGN_KEY,
    );
  });

  it('allows one pending reschedule per agreement and one decision per approver', async () => {
    const lineId = await insertLine();
    const transactionId = await insertSchedule(lineId);
    const request = {
      applicantProductId: lineId,
      applicantProductTransactionId: transactionId,
      createdBy: graph.userId,
    };
    await expect(
      db
        .insertInto('applicantProductReschedule')
        .values({ ...request, month: 13 })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    const first = await db
      .insertInto('applicantProductReschedule')
      .values({ ...request, month: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('applicantProductReschedule')
        .values({ ...request, month: 2 })
        .execute(),
    ).rejects.toMatchObject(UNIQUE);
    await db
      .insertInto('applicantProductRescheduleApproval')
      .values({ rescheduleId: first.id, userId: graph.userId, status: 'approve' })
      .execute();
    await expect(
      db
        .insertInto('applicantProductRescheduleApproval')
        .values({ rescheduleId: first.id, userId: graph.userId, status: 'reject' })
        .execute(),
    ).rejects.toMatchObject(UNIQUE);
    await db
      .updateTable('applicantProductReschedule')
      .set({ status: 'Rejected' })
      .where('id', '=', first.id)
      .execute();
    await db
      .insertInto('applicantProductReschedule')
      .values({ ...request, month: 2 })
      .execute();
  });

  it('restricts comment categories and duplicate guarantors', async () => {
    await expect(
      db
        .insertInto('applicantComment')
        .values({ applicantId: graph.applicantId, category: 'otherComment' as 'debtorComment', value: 'x' })
        .execute(),
    ).rejects.toMatchObject(CHECK);
    const file = await db
      .insertInto('storedFile')
      .values({ storageKey: 'k/1', originalName: 'ic.pdf', mimeType: 'application/pdf', sizeBytes: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const guarantor = { applicantId: graph.applicantId, identityNo: '800101-14-5678', fileId: file.id };
    await db
      .insertInto('applicantGuarantor')
      .values({ ...guarantor, name: 'Lee Chong Wei' })
      .execute();
    await expect(
      db
        .insertInto('applicantGuarantor')
        .values({ ...guarantor, name: 'LEE CHONG WEI' })
        .execute(),
    ).rejects.toMatchObject(UNIQUE);
  });
});
