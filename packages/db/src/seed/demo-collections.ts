import type { Db } from '../client';
import { hashPassword } from '../password';
import { refreshAgreementSummary } from '../read-models/summary';
import { DEMO_LATE_CHARGE_RATE } from './demo-programs';
import { DEMO_PASSWORD } from './reference-data';

// The collection book of the demo (issue 12): beside the companies' prompt and late payers, a settled
// agreement, a partly paid one, a non-performing one (nothing paid for months), a rescheduled one (two
// Superadmin approvals moved its due dates) and an older late payer, over the last 24 months, so the
// Collection Overview shows every chart filled on first start; and one a few days behind (issue 32's reminder
// step). The seed cannot use @sewabeli/domain; the
// maths is decisions.md §3 and the statuses §6, as in demo-clients.ts.

/** A second Superadmin: reschedules need two distinct approvers (decisions §6). */
export const DEMO_SECOND_SUPERADMIN = {
  username: 'azlina.hassan',
  name: 'Nor Azlina binti Hassan',
  email: 'azlina.hassan@sewabeli.my',
  phone: '012-6628140',
} as const;

/**
 * Issue 41: a third Superadmin, so that a reschedule or write-off a Superadmin requests can always find the two
 * other approvers it needs.
 */
export const DEMO_THIRD_SUPERADMIN = {
  username: 'hafiz.rahman',
  name: 'Mohd Hafiz bin Rahman',
  email: 'hafiz.rahman@sewabeli.my',
  phone: '019-3327716',
} as const;

type DemoSuperadmin = typeof DEMO_SECOND_SUPERADMIN | typeof DEMO_THIRD_SUPERADMIN;

interface Scenario {
  hpNo: string;
  company: string;
  executedMonthsAgo: number;
  /** Days before the month's anniversary the agreement was executed: its instalments fall due that many days before today's date. */
  shiftDays?: number;
  years: number;
  loanSen: number;
  rate: number;
  /** How many of the due instalments are paid, and how. */
  paid: (seq: number, dueCount: number) => 'prompt' | 'late' | 'partial' | null;
  reason?: string;
  reschedule?: { fromSeq: number; months: number };
}

const SCENARIOS: readonly Scenario[] = [
  {
    hpNo: 'SB/HP/2024/0901',
    company: 'Binaan Teguh Jaya Sdn Bhd',
    executedMonthsAgo: 23,
    years: 1,
    loanSen: 9_600_000,
    rate: 4,
    paid: () => 'prompt',
  },
  {
    hpNo: 'SB/HP/2025/0902',
    company: 'Logistik Utara Prima Sdn Bhd',
    executedMonthsAgo: 9,
    years: 2,
    loanSen: 18_000_000,
    rate: 4.5,
    paid: (seq, due) => (seq <= due - 3 ? 'late' : seq === due - 2 ? 'partial' : null),
    reason: 'Insufficient funds',
  },
  {
    hpNo: 'SB/HP/2025/0903',
    company: 'Jentera Bumi Rental Sdn Bhd',
    executedMonthsAgo: 13,
    years: 3,
    loanSen: 32_000_000,
    rate: 3.9,
    paid: (seq) => (seq <= 6 ? 'prompt' : null),
    reason: 'Debtors unable to liquidate the payments',
  },
  {
    hpNo: 'SB/HP/2025/0904',
    company: 'Kuari Bukit Beruntung Sdn Bhd',
    executedMonthsAgo: 10,
    years: 3,
    loanSen: 26_400_000,
    rate: 3.6,
    paid: (seq) => (seq <= 6 ? 'prompt' : null),
    reschedule: { fromSeq: 7, months: 3 },
  },
  {
    hpNo: 'SB/HP/2024/0905',
    company: 'Teras Kenderaan Komersial Sdn Bhd',
    executedMonthsAgo: 20,
    years: 4,
    loanSen: 24_000_000,
    rate: 4.2,
    paid: (seq, due) => (seq <= due - 5 ? 'late' : null),
    reason: 'Maintaining cash for future development',
  },
  {
    // Issue 32: paid on time until the instalment that fell due about 12 days ago, so the day's pass proposes the
    // ladder's first step (an e-mail reminder, 7 to 29 days past due) whenever the demo starts.
    hpNo: 'SB/HP/2025/0906',
    company: 'Infra Lebuhraya Bina Sdn Bhd',
    executedMonthsAgo: 12,
    shiftDays: 12,
    years: 3,
    loanSen: 21_000_000,
    rate: 3.8,
    paid: (seq, due) => (seq < due ? 'prompt' : null),
    reason: 'Awaiting payment from the main contractor',
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
const todayInKualaLumpur = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

function addMonths(date: string, months: number, anchor?: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(anchor ?? d, last))}`;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ringgit = (sen: number) => `${Math.trunc(sen / 100)}.${pad(sen % 100)}`;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

async function demoSuperadmin(trx: Db, person: DemoSuperadmin): Promise<number> {
  const found = await trx
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', person.username)
    .executeTakeFirst();
  if (found) return found.userId;
  const role = await trx
    .selectFrom('role')
    .select('id')
    .where('name', '=', 'Superadmin')
    .executeTakeFirstOrThrow();
  const department = await trx
    .selectFrom('department')
    .select('id')
    .where('name', '=', 'Management')
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('user')
    .values({
      name: person.name,
      email: person.email,
      phone: person.phone,
      roleId: role.id,
      departmentId: department.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('userAuth')
    .values({
      userId: id,
      username: person.username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .execute();
  return id;
}

async function userId(trx: Db, username: string): Promise<number | null> {
  const row = await trx
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.userId ?? null;
}

async function seedScenario(
  trx: Db,
  scenario: Scenario,
  people: { collector: number; admins: [number, number] },
  today: string,
) {
  if (
    await trx.selectFrom('applicantProduct').select('id').where('hpNo', '=', scenario.hpNo).executeTakeFirst()
  )
    return;
  const hirer = await trx
    .selectFrom('hirer')
    .select('id')
    .where('name', '=', scenario.company)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  // A completed agreement of the company lends the references (program, asset, vendor, modes).
  const model = hirer
    ? await trx
        .selectFrom('applicantProduct')
        .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
        .selectAll('applicantProduct')
        .select(['applicant.financialProgramId', 'applicant.financialProgramTierId'])
        .where('applicantProduct.hirerId', '=', hirer.id)
        .where('applicantProduct.agreementExecution', 'is not', null)
        .orderBy('applicantProduct.id')
        .executeTakeFirst()
    : undefined;
  if (!hirer || !model) return;

  const executed = addDays(addMonths(today, -scenario.executedMonthsAgo), -(scenario.shiftDays ?? 0));
  const months = scenario.years * 12;
  const interest = Math.round((scenario.loanSen * scenario.rate * scenario.years) / 100);
  const payable = scenario.loanSen + interest;
  const monthly = Math.round(payable / months);
  const final = payable - monthly * (months - 1);
  const at = new Date(`${executed}T14:00:00+08:00`);

  const applicant = await trx
    .insertInto('applicant')
    .values({
      hirerId: hirer.id,
      purpose: `Collections demo agreement ${scenario.hpNo}`,
      financialProgramId: model.financialProgramId,
      financialProgramTierId: model.financialProgramTierId,
      progressId: 8,
      lockStatus: 1,
      completedAt: at,
      createdAt: at,
      updatedAt: at,
      createdBy: people.collector,
      updatedBy: people.collector,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: agreementId } = await trx
    .insertInto('applicantProduct')
    .values({
      applicantId: applicant.id,
      hirerId: hirer.id,
      brandId: model.brandId,
      productId: model.productId,
      vendorId: model.vendorId,
      condition: 'Used',
      isNew: 0,
      quantity: 1,
      cost: ringgit(Math.round(scenario.loanSen / 0.8)),
      loanAmount: ringgit(scenario.loanSen),
      tenure: scenario.years,
      interestRate: scenario.rate,
      lateChargeRate: DEMO_LATE_CHARGE_RATE,
      resourceId: model.resourceId,
      downpayment: ringgit(Math.round(scenario.loanSen / 0.8) - scenario.loanSen),
      totalInterest: ringgit(interest),
      totalPayable: ringgit(payable),
      monthlyInstallment: ringgit(monthly),
      finalInstallment: ringgit(final),
      marginFinance: 80,
      letterOffer: scenario.hpNo.replace('/HP/', '/LO/'),
      hpNo: scenario.hpNo,
      agentId: model.agentId,
      agreementExecution: executed,
      dueDate: addMonths(executed, 1),
      disbursementDate: addDays(executed, 3),
      createdAt: at,
      updatedAt: at,
      createdBy: people.collector,
      updatedBy: people.collector,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const anchor = Number(addMonths(executed, 1).slice(8));
  const schedule = Array.from({ length: months }, (_, index) => ({
    seq: index + 1,
    dueDate: addMonths(executed, index + 1, anchor),
    charge: index === months - 1 ? final : monthly,
  }));
  const dueCount = schedule.filter((row) => row.dueDate <= today).length;
  for (const row of schedule) {
    const how = row.dueDate <= today ? scenario.paid(row.seq, dueCount) : null;
    const paidAt =
      how === 'prompt'
        ? addDays(row.dueDate, -2)
        : how === 'late' || how === 'partial'
          ? addDays(row.dueDate, 12)
          : null;
    const paidOn = paidAt !== null && paidAt <= today ? paidAt : null;
    const amount = paidOn === null ? 0 : how === 'partial' ? Math.round(row.charge * 0.4) : row.charge;
    const unpaidPastDue = amount < row.charge && row.dueDate < today;
    const judgedOn = amount >= row.charge && paidOn ? paidOn : today;
    const transaction = await trx
      .insertInto('applicantProductTransaction')
      .values({
        applicantProductId: agreementId,
        seq: row.seq,
        description: `Instalment ${row.seq}`,
        dueDate: row.dueDate,
        chargeAmount: ringgit(row.charge),
        paidAmount: ringgit(amount),
        paidAt: amount > 0 ? paidOn : null,
        note: (unpaidPastDue || how === 'late') && scenario.reason ? scenario.reason : null,
        paymentPerformanceStatus:
          row.dueDate > today && amount < row.charge
            ? null
            : daysBetween(row.dueDate, judgedOn) > 7
              ? 'Bad'
              : 'Good',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (amount > 0 && paidOn) {
      await trx
        .insertInto('applicantProductPayment')
        .values({
          applicantProductId: agreementId,
          amount: ringgit(amount),
          paidAt: paidOn,
          kind: 'payment',
          createdBy: people.collector,
          updatedBy: people.collector,
        })
        .execute();
    }
    if (scenario.reschedule?.fromSeq === row.seq) {
      const requested = new Date(`${addDays(row.dueDate, -20)}T10:00:00+08:00`);
      const { id: rescheduleId } = await trx
        .insertInto('applicantProductReschedule')
        .values({
          applicantProductId: agreementId,
          applicantProductTransactionId: transaction.id,
          month: scenario.reschedule.months,
          status: 'Approved',
          decidedAt: new Date(requested.getTime() + 2 * 86_400_000),
          createdBy: people.collector,
          createdAt: requested,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('applicantProductRescheduleApproval')
        .values(
          people.admins.map((admin, index) => ({
            rescheduleId,
            userId: admin,
            status: 'approve' as const,
            submittedAt: new Date(requested.getTime() + (index + 1) * 86_400_000),
          })),
        )
        .execute();
    }
  }

  if (scenario.reschedule) {
    // The approved payment holiday: the starting instalment and every later one move forward (decisions §6).
    const reschedule = await trx
      .selectFrom('applicantProductReschedule')
      .select('id')
      .where('applicantProductId', '=', agreementId)
      .executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('applicantProductTransaction')
      .select(['id', 'seq', 'dueDate'])
      .where('applicantProductId', '=', agreementId)
      .where('seq', '>=', scenario.reschedule.fromSeq)
      .orderBy('seq', 'desc')
      .execute();
    for (const row of rows) {
      const after = addMonths(row.dueDate, scenario.reschedule.months, anchor);
      await trx
        .updateTable('applicantProductTransaction')
        .set({
          dueDate: after,
          paymentPerformanceStatus: after > today ? null : daysBetween(after, today) > 7 ? 'Bad' : 'Good',
        })
        .where('id', '=', row.id)
        .execute();
      await trx
        .insertInto('applicantProductRescheduleShift')
        .values({
          rescheduleId: reschedule.id,
          applicantProductTransactionId: row.id,
          dueDateBefore: row.dueDate,
          dueDateAfter: after,
        })
        .execute();
    }
  }
}

/** Runs after seedDemoClients (it borrows the companies and their agreements' references). Idempotent. */
export async function seedDemoCollections(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const second = await demoSuperadmin(trx, DEMO_SECOND_SUPERADMIN);
    await demoSuperadmin(trx, DEMO_THIRD_SUPERADMIN);
    const first = await userId(trx, 'superadmin');
    const collector = (await userId(trx, 'collection.officer')) ?? first;
    if (first === null || collector === null) return;
    const today = todayInKualaLumpur();
    for (const scenario of SCENARIOS) {
      await seedScenario(trx, scenario, { collector, admins: [first, second] }, today);
    }
    await refreshAgreementSummary(trx, 'all');
  });
}
