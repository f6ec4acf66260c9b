import {
  addDays,
  addMonthsClamped,
  calendarDateInKualaLumpur,
  firstDueDateAfter,
  instalmentSchedule,
  quoteFlatRate,
  ringgitToSen,
  senToRinggit,
  shiftSchedule,
} from '@sewabeli/domain';
import type { Db } from '../client';
import { hashPassword } from '../password';
import { refreshAgreementSummary } from '../read-models/summary';
import { DEMO_LATE_CHARGE_RATE } from './demo-programs';
import { storedPerformance } from './instalment-performance';
import { DEMO_PASSWORD } from './reference-data';

// The collection book of the demo (issue 12): beside the companies' prompt and late payers, a settled
// agreement, a partly paid one, a non-performing one (nothing paid for months), a rescheduled one (two
// Superadmin approvals moved its due dates) and an older late payer, over the last 24 months, so the
// Collection Overview shows every chart filled on first start; and one a few days behind (issue 32's reminder
// step). The figures, the schedule, the statuses and the reschedule's shift are the domain's (decisions.md §3, §5
// and §6).

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

const ringgit = senToRinggit;

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

  const executed = addDays(addMonthsClamped(today, -scenario.executedMonthsAgo), -(scenario.shiftDays ?? 0));
  // Financed at 80 % of a used asset's cost, nothing prepaid.
  const cost = Math.round(scenario.loanSen / 0.8);
  const quote = quoteFlatRate({
    cost,
    loanAmount: scenario.loanSen,
    interestRate: scenario.rate,
    tenureYears: scenario.years,
    prepayment: [0, 0],
  });
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
      cost: ringgit(cost),
      loanAmount: ringgit(scenario.loanSen),
      tenure: scenario.years,
      interestRate: scenario.rate,
      lateChargeRate: DEMO_LATE_CHARGE_RATE,
      resourceId: model.resourceId,
      downpayment: ringgit(quote.downpayment),
      totalInterest: ringgit(quote.totalInterest),
      totalPayable: ringgit(quote.totalPayable),
      monthlyInstallment: ringgit(quote.monthlyInstallment),
      finalInstallment: ringgit(quote.finalInstallment),
      marginFinance: quote.marginFinance,
      letterOffer: scenario.hpNo.replace('/HP/', '/LO/'),
      hpNo: scenario.hpNo,
      agentId: model.agentId,
      agreementExecution: executed,
      dueDate: firstDueDateAfter(executed),
      disbursementDate: addDays(executed, 3),
      createdAt: at,
      updatedAt: at,
      createdBy: people.collector,
      updatedBy: people.collector,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const schedule = instalmentSchedule(quote, firstDueDateAfter(executed)).map((row) => ({
    ...row,
    charge: row.chargeAmount,
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
        paymentPerformanceStatus: storedPerformance(
          { dueDate: row.dueDate, chargeAmount: row.charge, paidAmount: amount, paidAt: paidOn },
          today,
        ),
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
      .select(['id', 'seq', 'dueDate', 'chargeAmount', 'paidAmount', 'paidAt'])
      .where('applicantProductId', '=', agreementId)
      .orderBy('seq')
      .execute();
    const start = rows.find((row) => row.seq === scenario.reschedule?.fromSeq);
    if (!start) throw new Error(`${scenario.hpNo} has no instalment ${scenario.reschedule.fromSeq}`);
    const shifted = shiftSchedule(rows, start.id, scenario.reschedule.months);
    // The last first: a moved instalment never lands on a date a later one still holds.
    for (const [index, row] of [...rows.entries()].reverse()) {
      const after = shifted[index]?.dueDate ?? row.dueDate;
      if (after === row.dueDate) continue;
      await trx
        .updateTable('applicantProductTransaction')
        .set({
          dueDate: after,
          paymentPerformanceStatus: storedPerformance(
            {
              dueDate: after,
              chargeAmount: ringgitToSen(row.chargeAmount),
              paidAmount: ringgitToSen(row.paidAmount),
              paidAt: row.paidAt,
            },
            today,
          ),
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
    const today = calendarDateInKualaLumpur(new Date());
    for (const scenario of SCENARIOS) {
      await seedScenario(trx, scenario, { collector, admins: [first, second] }, today);
    }
    await refreshAgreementSummary(trx, 'all');
  });
}
