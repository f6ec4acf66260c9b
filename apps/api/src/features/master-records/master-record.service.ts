import type { Db } from '@sewabeli/db';
import {
  disclosedSplit,
  INSURANCE_DATES_MESSAGE,
  type InstalmentSplitRow,
  insuranceDatesInOrder,
  isUnderHirePurchaseAct,
  lateChargeRateIssue,
  MASTER_STALE_MESSAGE,
  type MasterFilter,
  type MasterListQuery,
  type MasterRecordUpdateInput,
  type MasterSortKey,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './master-record.repository';

export const MASTER_RECORD_NOT_FOUND = 'Master record not found';
export const AGENT_INVALID = 'Please select an insurance agent';
export const REPAYMENT_MODE_INVALID = 'Please select a mode of repayment';

const rate = (value: string | null) => (value === null ? null : Number(value));
const sen = (value: string): Sen => ringgitToSen(value);

/** A master record for the screens: money in sen (decisions.md §2), rates as numbers, dates as stored. */
export function toMasterRecord(row: repo.MasterRecordRow) {
  return {
    ...row,
    unitCost: sen(row.unitCost),
    unitLoanAmount: sen(row.unitLoanAmount),
    cost: sen(row.cost),
    loanAmount: sen(row.loanAmount),
    downpayment: sen(row.downpayment),
    totalInterest: sen(row.totalInterest),
    totalPayable: sen(row.totalPayable),
    monthlyInstallment: sen(row.monthlyInstallment),
    finalInstallment: sen(row.finalInstallment),
    prepaymentAmount: sen(row.prepaymentAmount),
    insurancePremium: sen(row.insurancePremium),
    marginFinance: Number(row.marginFinance),
    interestRate: Number(row.interestRate),
    insuranceRate: Number(row.insuranceRate),
    effectiveRate: rate(row.effectiveRate),
    lateChargeRate: rate(row.lateChargeRate),
    prepayment: row.prepayment as [number, number],
  };
}
export type MasterRecord = ReturnType<typeof toMasterRecord>;

export async function summary(db: Db, filter: MasterFilter) {
  const row = await repo.summariseMasterRecords(db, filter);
  return {
    total: row.total,
    averageInterest: rate(row.averageInterest),
    totalCost: sen(row.totalCost),
    totalLoan: sen(row.totalLoan),
  };
}

export async function listMasterRecords(db: Db, query: MasterListQuery) {
  const [rows, tiles] = await Promise.all([repo.listMasterRecords(db, query), summary(db, query)]);
  return {
    rows: rows.map(toMasterRecord),
    total: tiles.total,
    page: query.page,
    pageSize: query.pageSize,
    summary: tiles,
  };
}

const EXPORT_BATCH = 1000;

/** Every record of the filter, in batches, for the CSV export and the legacy whole-book answer. */
export async function* eachMasterRecord(
  db: Db,
  filter: MasterFilter,
  sortBy: MasterSortKey = 'createdAt',
  sortDir: 'asc' | 'desc' = 'desc',
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<MasterRecord> {
  let offset = 0;
  while (offset < limit) {
    const size = Math.min(EXPORT_BATCH, limit - offset);
    const rows = await repo.masterRecordBatch(db, filter, sortBy, sortDir, offset, size);
    for (const row of rows) yield toMasterRecord(row);
    if (rows.length < size) return;
    offset += rows.length;
  }
}

/** The master profile: the record and, for a reducing-balance agreement, each instalment's split (issue 14). */
export async function getMasterRecord(
  db: Db,
  id: number,
): Promise<MasterRecord & { split: InstalmentSplitRow[] | null; underHirePurchaseAct: boolean }> {
  const row = await repo.findMasterRecord(db, id);
  if (!row) throw notFound(MASTER_RECORD_NOT_FOUND);
  const record = toMasterRecord(row);
  const split = disclosedSplit(record.interestMethod, {
    cost: record.unitCost,
    loanAmount: record.unitLoanAmount,
    interestRate: record.interestRate,
    tenureYears: record.tenure,
    prepayment: record.prepayment,
    quantity: record.quantity,
  });
  return {
    ...record,
    split,
    underHirePurchaseAct: isUnderHirePurchaseAct({ assetTypeName: record.brand, assetName: record.model }),
  };
}

const columnOf = (field: MasterRecordUpdateInput['field']): repo.MasterColumn =>
  field === 'chasis' ? 'chassis' : field;

const normalise = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A stored numeric(7,4) rate reads '8.0000'; the screen showed 8. */
const sameValue = (field: MasterRecordUpdateInput['field'], stored: unknown, shown: unknown) =>
  field === 'lateChargeRate'
    ? normalise(stored) === null || normalise(shown) === null
      ? normalise(stored) === normalise(shown)
      : Number(stored) === Number(shown)
    : normalise(stored) === normalise(shown);

/**
 * Issue 41: the agreement's late-payment rate, never above the cap (configuration) when its goods are under the
 * Hire-Purchase Act (read from the asset, as the arrears ladder does); goods outside the Act follow the agreement.
 */
async function checkLateChargeRate(db: Db, input: MasterRecordUpdateInput, lateChargeCap: number) {
  if (input.field !== 'lateChargeRate') return;
  const row = await repo.findMasterRecord(db, input.id);
  if (!row) throw notFound(MASTER_RECORD_NOT_FOUND);
  const underAct = isUnderHirePurchaseAct({ assetTypeName: row.brand, assetName: row.model });
  const issue = lateChargeRateIssue(input.value, lateChargeCap, underAct);
  if (issue) throw badRequest(issue);
}

async function checkSelection(db: Db, input: MasterRecordUpdateInput) {
  if (input.value === null) return;
  if (input.field === 'agentId' && !(await repo.resourceInCategory(db, input.value, 'INSURANCE_AGENT'))) {
    throw badRequest(AGENT_INVALID);
  }
  if (input.field === 'resourceId' && !(await repo.resourceInCategory(db, input.value, 'REPAYMENT_MODE'))) {
    throw badRequest(REPAYMENT_MODE_INVALID);
  }
}

/**
 * The insurance period as it will be stored: the dates this save changes, the others as stored (read from the row
 * already locked). Judged once, after every field, so the order of the changes does not matter.
 */
async function checkInsurancePeriod(db: Db, id: number, changes: readonly MasterRecordUpdateInput[]) {
  const dates = ['insuranceStartDate', 'insuranceEndDate'] as const;
  if (!changes.some((change) => (dates as readonly string[]).includes(change.field))) return;
  const [start, end] = await Promise.all(
    dates.map(async (field) => {
      const changed = changes.find((change) => change.field === field);
      if (changed) return changed.value as string | null;
      return ((await repo.lockMasterColumn(db, id, field))?.value ?? null) as string | null;
    }),
  );
  if (!insuranceDatesInOrder(start ?? null, end ?? null)) throw badRequest(INSURANCE_DATES_MESSAGE);
}

/**
 * Writes one field of a master record (origination §2 Master Profile, PUT /applicantProduct/). With `expected`
 * (the screens always send it) the change is refused when the stored value is no longer the one the screen
 * showed, so a double click on a flag never skips a state. Audited with before and after.
 */
export async function changeMasterRecord(
  db: Db,
  user: SessionUser,
  input: MasterRecordUpdateInput & { expected?: string | number | null },
  lateChargeCap: number,
): Promise<{ value: string | number | null }> {
  await changeMasterRecordFields(db, user, { id: input.id, changes: [input] }, lateChargeCap);
  return { value: input.value };
}

/**
 * Issue 29: the fields of one edit modal in one transaction, judged whole before anything is written: each
 * against the value the screen showed, selections against their category, the insurance period as it will be
 * stored. One refusal and nothing is stored. One audit row with every field's before and after.
 */
export async function changeMasterRecordFields(
  db: Db,
  user: SessionUser,
  input: {
    id: number;
    changes: readonly (MasterRecordUpdateInput & { expected?: string | number | null })[];
  },
  lateChargeCap: number,
): Promise<{ values: Record<string, string | number | null> }> {
  return db.transaction().execute(async (trx) => {
    const before: Record<string, string | number | null> = {};
    const after: Record<string, string | number | null> = {};
    for (const change of input.changes) {
      if (change.field === 'resourceId' && change.value === null) throw badRequest(REPAYMENT_MODE_INVALID);
      const current = await repo.lockMasterColumn(trx, input.id, columnOf(change.field));
      if (!current) throw notFound(MASTER_RECORD_NOT_FOUND);
      if (change.expected !== undefined && !sameValue(change.field, current.value, change.expected)) {
        throw conflict(MASTER_STALE_MESSAGE);
      }
      await checkSelection(trx, change);
      await checkLateChargeRate(trx, change, lateChargeCap);
      before[change.field] = current.value;
      after[change.field] = change.value;
    }
    await checkInsurancePeriod(trx, input.id, input.changes);
    for (const change of input.changes) {
      await repo.writeMasterColumn(trx, input.id, columnOf(change.field), change.value, user.id);
    }
    await recordAudit(trx, {
      userId: user.id,
      action: 'update',
      entity: 'applicant_product',
      entityId: input.id,
      before,
      after,
    });
    return { values: after };
  });
}

/** Instalments as the legacy wire carries them: ringgit numbers. */
export async function transactions(db: Db, id: number) {
  const rows = await repo.listTransactions(db, id);
  return rows.map((row) => ({
    ...row,
    chargeAmount: Number(row.chargeAmount),
    paidAmount: Number(row.paidAmount),
  }));
}
