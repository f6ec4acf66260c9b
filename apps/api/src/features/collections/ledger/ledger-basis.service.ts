import { type Db, refreshAgreementSummary } from '@sewabeli/db';
import {
  type AgreementBalance,
  agreementBalance,
  allocateLedger,
  amountOwed,
  type CalendarDate,
  futureDateIssue,
  paymentPerformanceStatus,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { badRequest, notFound } from '../../../lib/errors';
import * as repo from '../collection.repository';
import * as ledgerRepo from './ledger.repository';

/**
 * What every ledger writer stands on: the agreement held under its row lock, the ledger in sen, the money-entry
 * date rule, and the instalments derived again from the ledger after each change.
 */

export const COLLECTION_NOT_FOUND = 'Collection not found';
export const INSTALMENT_NOT_FOUND = 'Installment not found';

export type LockedAgreement = NonNullable<Awaited<ReturnType<typeof repo.lockCollection>>>;

/** Runs `work` in one transaction holding the agreement's row lock: ledger changes never interleave. */
export function withLockedAgreement<T>(
  db: Db,
  agreementId: number,
  work: (trx: Db, agreement: LockedAgreement) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const agreement = await repo.lockCollection(trx, agreementId);
    if (!agreement) throw notFound(COLLECTION_NOT_FOUND);
    return work(trx, agreement);
  });
}

/**
 * Issue 32: what the hirer owes on the locked agreement: its total payable plus the charges added to it (the
 * allowed recovery costs, read with the lock and kept by recordCharge). Every ledger rule that caps an entry at
 * the outstanding balance reads this.
 */
export function owedOf(agreement: LockedAgreement): Sen {
  return amountOwed(ringgitToSen(agreement.totalPayable), [{ amount: ringgitToSen(agreement.charges) }]);
}

export type LedgerEntryInSen = Awaited<ReturnType<typeof ledgerInSen>>[number];

export async function ledgerInSen(db: Db, agreementId: number) {
  return (await ledgerRepo.ledgerOf(db, agreementId)).map(entryInSen);
}

export function entryInSen(entry: ledgerRepo.BasisEntry) {
  return {
    id: entry.id,
    amount: ringgitToSen(entry.amount),
    paidAt: entry.paidAt,
    kind: entry.kind,
    method: entry.method,
    reference: entry.reference,
    instalmentId: entry.applicantProductTransactionId,
    idempotencyKey: entry.idempotencyKey,
  };
}

/**
 * Decisions §6: the instalments' paid amounts, dates and performance are derived from the ledger by the
 * domain's allocation and stored in the same transaction as the ledger change that moved them, and so is the
 * agreement's summary (paid, outstanding, unpaid due dates; issue 15) that the lists and the overview read.
 * Every ledger or schedule writer (payment, edit, correction, reschedule, Complete, settlement) ends here.
 */
export async function recomputeInstalments(
  db: Db,
  agreementId: number,
  today: CalendarDate,
  /** The ledger and schedule as this transaction holds them, when the caller has just read them. */
  known?: { ledger: readonly LedgerEntryInSen[]; instalments: readonly ledgerRepo.BasisInstalment[] },
): Promise<void> {
  const [instalments, ledger] = known
    ? [known.instalments, known.ledger]
    : await Promise.all([repo.instalmentsOf(db, agreementId), ledgerInSen(db, agreementId)]);
  const { allocations } = allocateLedger(
    instalments.map((row) => ({
      id: row.id,
      seq: row.seq,
      dueDate: row.dueDate,
      chargeAmount: ringgitToSen(row.chargeAmount),
    })),
    ledger,
  );
  const allocationOf = new Map(allocations.map((allocation) => [allocation.id, allocation]));
  for (const row of instalments) {
    const allocation = allocationOf.get(row.id);
    const paidAmount = allocation?.paidAmount ?? 0;
    const paidAt = allocation?.paidAt ?? null;
    const chargeAmount = ringgitToSen(row.chargeAmount);
    const performance =
      row.dueDate > today && paidAmount < chargeAmount
        ? null
        : paymentPerformanceStatus({ dueDate: row.dueDate, chargeAmount, paidAmount, paidAt }, today);
    if (
      ringgitToSen(row.paidAmount) === paidAmount &&
      row.paidAt === paidAt &&
      row.paymentPerformanceStatus === performance
    )
      continue;
    await repo.updateInstalmentDerivation(db, row.id, {
      paidAmount: senToRinggit(paidAmount),
      paidAt,
      paymentPerformanceStatus: performance,
    });
  }
  await refreshAgreementSummary(db, [agreementId]);
}

/**
 * Issue 26, before anything is read or written: no entry dated after today in Kuala Lumpur. (The reference a
 * method requires is the tRPC input's rule, withMoneyEntry; the legacy REST bodies record 'other' without one.)
 */
export function refuseMoneyEntry(entry: { paidAt: CalendarDate }, today: CalendarDate): void {
  const issue = futureDateIssue(entry.paidAt, today);
  if (issue) throw badRequest(issue);
}

/**
 * Issue 32: the agreement's balance with cash and non-cash apart, the charges counted, and any refund due (a
 * disposal's surplus): the domain's agreementBalance over the stored ledger and charges.
 */
export async function agreementBalanceOf(
  db: Db,
  agreement: { id: number; totalPayable: string },
): Promise<AgreementBalance> {
  const [ledger, charges] = await Promise.all([
    ledgerRepo.ledgerOf(db, agreement.id),
    ledgerRepo.chargesTotal(db, agreement.id),
  ]);
  return agreementBalance(
    ringgitToSen(agreement.totalPayable),
    ledger.map((entry) => ({ amount: ringgitToSen(entry.amount), kind: entry.kind })),
    [{ amount: ringgitToSen(charges) }],
  );
}
