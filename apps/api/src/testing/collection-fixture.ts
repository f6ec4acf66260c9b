import { type Db, hashPassword, refreshAgreementSummary } from '@sewabeli/db';
import { addMonthsClamped, type CalendarDate, type Sen, senToRinggit } from '@sewabeli/domain';
import { firstResource, namedId, newApplication, newHirer } from './factories';

let serial = 0;

async function productOf(db: Db, brandId: number): Promise<number> {
  const found = await db.selectFrom('product').select('id').where('brandId', '=', brandId).executeTakeFirst();
  if (found) return found.id;
  return (
    await db
      .insertInto('product')
      .values({ brandId, name: 'ZX200 Excavator', cost: '500000.00', isNew: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export interface AgreementFixture {
  id: number;
  hirerId: number;
  instalmentIds: number[];
  totalPayable: Sen;
}

/**
 * A completed agreement straight into the tables: `months` instalments of `monthly` sen (the last one
 * `final`), the first due one month after `execution`, and no payments. Collections start from here.
 */
export async function insertAgreement(
  db: Db,
  options: {
    execution: CalendarDate;
    months: number;
    monthly: Sen;
    final?: Sen;
    hirerId?: number;
    hpNo?: string;
  },
): Promise<AgreementFixture> {
  serial += 1;
  const hirerId = options.hirerId ?? (await newHirer(db, `Syarikat Kutipan ${serial} Sdn Bhd`));
  const applicantId = await newApplication(db, hirerId);
  await db.updateTable('applicant').set({ progressId: 8 }).where('id', '=', applicantId).execute();
  const brandId = await namedId(db, 'brand', 'Hitachi');
  const productId = await productOf(db, brandId);
  const vendorId = await namedId(db, 'vendor', 'Jentera Ujian Sdn Bhd');
  const mode = await firstResource(db, 'REPAYMENT_MODE');
  const final = options.final ?? options.monthly;
  const totalPayable = options.monthly * (options.months - 1) + final;
  const { id } = await db
    .insertInto('applicantProduct')
    .values({
      applicantId,
      hirerId,
      brandId,
      productId,
      vendorId,
      condition: 'New',
      isNew: 1,
      cost: senToRinggit(totalPayable),
      loanAmount: senToRinggit(Math.round(totalPayable * 0.9)),
      tenure: Math.max(1, Math.min(5, Math.ceil(options.months / 12))),
      interestRate: 3.5,
      resourceId: mode.id,
      downpayment: 0,
      totalInterest: senToRinggit(totalPayable - Math.round(totalPayable * 0.9)),
      totalPayable: senToRinggit(totalPayable),
      monthlyInstallment: senToRinggit(options.monthly),
      finalInstallment: senToRinggit(final),
      marginFinance: 90,
      hpNo: options.hpNo ?? `T/HP/${Date.now().toString(36)}/${serial}`,
      agreementExecution: options.execution,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const instalments = await db
    .insertInto('applicantProductTransaction')
    .values(
      Array.from({ length: options.months }, (_, index) => ({
        applicantProductId: id,
        seq: index + 1,
        description: `Instalment ${index + 1}`,
        dueDate: addMonthsClamped(options.execution, index + 1),
        chargeAmount: senToRinggit(index === options.months - 1 ? final : options.monthly),
      })),
    )
    .returning('id')
    .execute();
  await refreshAgreementSummary(db, [id]);
  return { id, hirerId, instalmentIds: instalments.map((row) => row.id), totalPayable };
}

/** A user of the given role who can sign in with the demo password. */
export async function insertStaff(
  db: Db,
  username: string,
  roleName: string,
  password: string,
): Promise<number> {
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('name', '=', roleName)
    .executeTakeFirstOrThrow();
  const department = await db.selectFrom('department').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('user')
    .values({ name: `Staff ${username}`, roleId: role.id, departmentId: department.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('userAuth')
    .values({ userId: id, username, passwordHash: await hashPassword(password) })
    .execute();
  return id;
}
