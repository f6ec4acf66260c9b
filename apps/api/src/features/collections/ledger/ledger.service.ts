import { type Db, refreshAgreementSummary } from '@sewabeli/db';
import {
  type AgreementBalance,
  agreementBalance,
  allocateLedger,
  amountOwed,
  type CalendarDate,
  type ChargeKind,
  type EditPaymentInput,
  editPaymentIssues,
  futureDateIssue,
  LEGACY_MONEY_ENTRY,
  latestPayment,
  lostRaceMessage,
  type MoneyEntry,
  NOT_LATEST_PAYMENT,
  PAYMENT_MESSAGES,
  type PaymentDating,
  type PaymentInput,
  paymentIssues,
  paymentPerformanceStatus,
  ringgitToSen,
  type Sen,
  senToRinggit,
  type TransactionEditInput,
  transactionCorrection,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { todayInKualaLumpur } from '../../../lib/today';
import { auditRowOf, recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import * as repo from '../collection.repository';
import * as ledgerRepo from './ledger.repository';

export const COLLECTION_NOT_FOUND = 'Collection not found';
export const INSTALMENT_NOT_FOUND = 'Installment not found';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different payment';

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
function owedOf(agreement: LockedAgreement): Sen {
  return amountOwed(ringgitToSen(agreement.totalPayable), [{ amount: ringgitToSen(agreement.charges) }]);
}

type LedgerEntryInSen = Awaited<ReturnType<typeof ledgerInSen>>[number];

async function ledgerInSen(db: Db, agreementId: number) {
  return (await ledgerRepo.ledgerOf(db, agreementId)).map(entryInSen);
}

function entryInSen(entry: ledgerRepo.BasisEntry) {
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

export interface PaymentResult {
  id: number;
  /** True when an Idempotency-Key replay answered the first payment and nothing new was recorded. */
  replayed: boolean;
}

/**
 * Make Payment (collections §5, decisions §6): amount > 0, a valid date not before the latest payment, not
 * above the outstanding balance; one ledger entry, instalments re-derived, audited, all under the agreement's
 * row lock. With an Idempotency-Key a replay answers the first result and records nothing.
 */
export async function makePayment(
  db: Db,
  actor: SessionUser,
  input: PaymentInput & MoneyEntry,
  idempotencyKey?: string | null,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<PaymentResult> {
  refuseMoneyEntry(input, today);
  try {
    return await withLockedAgreement(db, input.applicantProductId, (trx, agreement) =>
      recordPayment(trx, actor, agreement, input, idempotencyKey ?? null, today),
    );
  } catch (error) {
    // Two first tries with one key on different agreements: the unique index lets one through.
    if (idempotencyKey && isUniqueViolation(error)) {
      const first = await ledgerRepo.findByIdempotencyKey(db, idempotencyKey);
      if (first && samePayment(first, input)) return { id: first.id, replayed: true };
      throw conflict(IDEMPOTENCY_KEY_REUSED);
    }
    throw error;
  }
}

function samePayment(
  first: { applicantProductId: number; amount: string; paidAt: string },
  input: PaymentInput,
): boolean {
  return (
    first.applicantProductId === input.applicantProductId &&
    ringgitToSen(first.amount) === input.amount &&
    first.paidAt === input.paidAt
  );
}

/**
 * Make Payment's rules and writes, inside the transaction that holds the agreement's row lock
 * (`withLockedAgreement`): the one way a payment enters the ledger, for Make Payment and for a bank statement's
 * 'Post matched' (issue 31), which records several in one agreement's transaction. A refusal throws before
 * anything is written, so the caller's transaction stays usable. A bank credit (`dating` 'bank value date', issue
 * 40) may be dated before the latest entry: the instalments are re-derived from the whole ledger in (date, id)
 * order below, as for every entry.
 */
export async function recordPayment(
  trx: Db,
  actor: SessionUser,
  agreement: LockedAgreement,
  input: PaymentInput & MoneyEntry,
  idempotencyKey: string | null,
  today: CalendarDate,
  dating: PaymentDating = 'entered',
): Promise<PaymentResult> {
  refuseMoneyEntry(input, today);
  const basis = await ledgerRepo.paymentBasisOf(trx, agreement.id);
  const ledger = basis.ledger.map(entryInSen);
  // A replay on this agreement: its ledger holds the key (read under the agreement's lock).
  const first = idempotencyKey ? ledger.find((entry) => entry.idempotencyKey === idempotencyKey) : undefined;
  if (first) {
    const recorded = {
      applicantProductId: agreement.id,
      amount: senToRinggit(first.amount),
      paidAt: first.paidAt,
    };
    if (!samePayment(recorded, input)) throw conflict(IDEMPOTENCY_KEY_REUSED);
    return { id: first.id, replayed: true };
  }
  const issues = paymentIssues(input, { payments: ledger, totalPayable: owedOf(agreement) }, dating);
  if (issues[0]) throw badRequest(issues[0]);
  // The entry and its audit row in one statement; a key already used on another agreement writes neither here: a
  // different payment.
  const id = await ledgerRepo.insertAuditedLedgerEntryOnce(
    trx,
    {
      applicantProductId: agreement.id,
      amount: senToRinggit(input.amount),
      paidAt: input.paidAt,
      kind: 'payment',
      method: input.method,
      reference: input.reference,
      idempotencyKey,
      createdBy: actor.id,
    },
    auditRowOf({
      userId: actor.id,
      action: 'create',
      entity: 'applicant_product_payment',
      entityId: null,
      after: { ...input, kind: 'payment', idempotencyKey },
    }),
  );
  if (id === undefined) throw conflict(IDEMPOTENCY_KEY_REUSED);
  // The ledger read above with the new entry, in ledger order (date, then id), as ledgerOf would answer it.
  const after = [
    ...ledger,
    {
      id,
      amount: input.amount,
      paidAt: input.paidAt,
      kind: 'payment' as const,
      method: input.method,
      reference: input.reference,
      instalmentId: null,
      idempotencyKey,
    },
  ].sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id - b.id);
  await recomputeInstalments(trx, agreement.id, today, { ledger: after, instalments: basis.instalments });
  return { id, replayed: false };
}

/**
 * Issue 26, before anything is read or written: no entry dated after today in Kuala Lumpur. (The reference a
 * method requires is the tRPC input's rule, withMoneyEntry; the legacy REST bodies record 'other' without one.)
 */
function refuseMoneyEntry(entry: { paidAt: CalendarDate }, today: CalendarDate): void {
  const issue = futureDateIssue(entry.paidAt, today);
  if (issue) throw badRequest(issue);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * Issue 28: an edit of what was the latest payment when the screen was read, after someone recorded a later one,
 * lost a race: 409 saying who recorded it ('A later payment was recorded a moment ago by …'). An id that was never
 * the latest stays a 400.
 */
async function notLatestRefusal(
  trx: Db,
  agreementId: number,
  ledger: readonly { id: number; amount: number; paidAt: string; kind: string }[],
  editedId: number,
) {
  const latest = latestPayment(ledger);
  if (!latest || latest.id <= editedId || !ledger.some((row) => row.id === editedId))
    return badRequest(NOT_LATEST_PAYMENT);
  const recorded = (await ledgerRepo.ledgerOf(trx, agreementId)).find((row) => row.id === latest.id);
  const change = { name: recorded?.createdByName ?? null, at: recorded?.createdAt ?? null };
  return conflict(
    `${lostRaceMessage('A later payment', 'recorded', change, new Date())}: ${NOT_LATEST_PAYMENT.toLowerCase()}`,
  );
}

/** Edit Latest Payment: only the latest entry, a payment, and the ledger's rules still hold afterwards. */
export async function editLatestPayment(
  db: Db,
  actor: SessionUser,
  /** Without a method (the legacy REST body) the entry keeps how its money came. */
  input: EditPaymentInput & Partial<MoneyEntry>,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  refuseMoneyEntry(input, today);
  await withLockedAgreement(db, input.applicantProductId, async (trx, agreement) => {
    const ledger = await ledgerInSen(trx, agreement.id);
    const issues = editPaymentIssues(
      { id: input.id, amount: input.amount, paidAt: input.paidAt },
      { payments: ledger, totalPayable: owedOf(agreement) },
    );
    if (issues[0] === NOT_LATEST_PAYMENT) throw await notLatestRefusal(trx, agreement.id, ledger, input.id);
    if (issues[0]) throw badRequest(issues[0]);
    const entry = ledger.find((row) => row.id === input.id);
    if (entry?.kind !== 'payment') throw badRequest(NOT_LATEST_PAYMENT);
    const before = {
      id: entry.id,
      amount: senToRinggit(entry.amount),
      paidAt: entry.paidAt,
      method: entry.method,
      reference: entry.reference,
    };
    const after = {
      amount: senToRinggit(input.amount),
      paidAt: input.paidAt,
      method: input.method ?? entry.method ?? LEGACY_MONEY_ENTRY.method,
      reference: input.method ? (input.reference ?? null) : entry.reference,
    };
    await ledgerRepo.reviseLedgerEntry(trx, before, after, actor.id);
    await recomputeInstalments(trx, agreement.id, today);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicant_product_payment',
      entityId: entry.id,
      before,
      after,
    });
  });
}

/**
 * The Edit Transaction modal (a Superadmin's correction): the difference between the new and the current
 * paid amount becomes a ledger entry targeted at the instalment; nothing is overwritten.
 */
export async function correctInstalment(
  db: Db,
  actor: SessionUser,
  input: TransactionEditInput,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  const future = futureDateIssue(input.paidAt, today);
  if (future) throw badRequest(future);
  const instalment = await repo.findInstalment(db, input.id);
  if (!instalment) throw notFound(INSTALMENT_NOT_FOUND);
  await withLockedAgreement(db, instalment.applicantProductId, async (trx, agreement) => {
    const current = await repo.findInstalment(trx, input.id);
    if (!current) throw notFound(INSTALMENT_NOT_FOUND);
    const correction = transactionCorrection(
      { chargeAmount: ringgitToSen(current.chargeAmount), paidAmount: ringgitToSen(current.paidAmount) },
      input.paidAmount,
    );
    if (correction === null) return;
    if ('message' in correction) throw badRequest(correction.message);
    const ledger = await ledgerInSen(trx, agreement.id);
    // A correction dated before the latest entry would rewrite history the later entries were allocated on
    // (and could take back money that was not yet there): it is dated like a payment, not before the last one.
    const latest = latestPayment(ledger);
    if (latest && input.paidAt < latest.paidAt) throw badRequest(PAYMENT_MESSAGES.dateBeforeLast);
    const received = ledger.reduce((sum, entry) => sum + entry.amount, 0);
    if (received + correction.amount > owedOf(agreement)) throw badRequest(PAYMENT_MESSAGES.aboveOutstanding);
    const id = await ledgerRepo.insertLedgerEntry(trx, {
      applicantProductId: agreement.id,
      applicantProductTransactionId: current.id,
      amount: senToRinggit(correction.amount),
      paidAt: input.paidAt,
      kind: 'correction',
      // A correction adjusts what was recorded; no money came with it (issue 26, decisions.md).
      ...LEGACY_MONEY_ENTRY,
      createdBy: actor.id,
    });
    await recomputeInstalments(trx, agreement.id, today);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'applicant_product_payment',
      entityId: id,
      before: { instalmentId: current.id, paidAmount: current.paidAmount },
      after: { instalmentId: current.id, paidAmount: senToRinggit(input.paidAmount), kind: 'correction' },
    });
  });
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

/**
 * Issue 32: a charge added to what the hirer owes (the allowed recovery costs), inside the transaction that holds
 * the agreement's row lock; the summary is refreshed with it and the charge audited. Issue 41: a month's late
 * charge too, written by the month-end posting (no person: `actor` null); one already posted for that agreement
 * and month is left as it is and the answer is null (nothing refreshed, nothing audited).
 */
export async function recordCharge(
  trx: Db,
  actor: SessionUser | null,
  agreement: LockedAgreement,
  charge: {
    kind: ChargeKind;
    amount: Sen;
    incurredOn: CalendarDate;
    description: string;
    recoveryCaseId: number | null;
  },
  today: CalendarDate,
): Promise<number | null> {
  const id = await ledgerRepo.insertCharge(trx, {
    applicantProductId: agreement.id,
    kind: charge.kind,
    amount: senToRinggit(charge.amount),
    incurredOn: charge.incurredOn,
    description: charge.description,
    recoveryCaseId: charge.recoveryCaseId,
    createdBy: actor?.id ?? null,
  });
  if (id === null) return null;
  // The locked agreement as this transaction now sees it: a ledger entry after the charge is capped with it.
  agreement.charges = senToRinggit(ringgitToSen(agreement.charges) + charge.amount);
  await recomputeInstalments(trx, agreement.id, today);
  await recordAudit(trx, {
    userId: actor?.id ?? null,
    action: 'create',
    entity: 'applicant_product_charge',
    entityId: id,
    after: { ...charge, amount: senToRinggit(charge.amount), ...(actor ? {} : { by: 'month-end posting' }) },
  });
  return id;
}

export interface RecoveryEntry {
  /** Issue 41: 'rebate', the statutory rebate of the unearned term charges at a disposal (non-cash). */
  kind: 'disposal' | 'write_off' | 'rebate';
  amount: Sen;
  paidAt: CalendarDate;
  /** How the proceeds came (a disposal); null for a write-off, where no money came. */
  money: MoneyEntry | null;
}

/**
 * Issue 32: a disposal's proceeds or an approved write-off into the ledger, inside the transaction that holds the
 * agreement's row lock (`withLockedAgreement`), under the ledger's rules: not dated after today nor before the
 * latest entry, more than 0; a write-off never above what is outstanding (a disposal may be: the surplus is
 * refund due). Then the instalments are re-derived, the summary refreshed and the entry audited.
 */
export async function recordRecoveryEntry(
  trx: Db,
  actor: SessionUser,
  agreement: LockedAgreement,
  entry: RecoveryEntry,
  today: CalendarDate,
): Promise<number> {
  refuseMoneyEntry(entry, today);
  if (!(entry.amount > 0)) throw badRequest(PAYMENT_MESSAGES.amountPositive);
  const ledger = await ledgerInSen(trx, agreement.id);
  const latest = latestPayment(ledger);
  if (latest && entry.paidAt < latest.paidAt) throw badRequest(PAYMENT_MESSAGES.dateBeforeLast);
  const outstanding = owedOf(agreement) - ledger.reduce((sum, row) => sum + row.amount, 0);
  if (entry.kind !== 'disposal' && entry.amount > outstanding)
    throw badRequest(PAYMENT_MESSAGES.aboveOutstanding);
  const id = await ledgerRepo.insertLedgerEntry(trx, {
    applicantProductId: agreement.id,
    amount: senToRinggit(entry.amount),
    paidAt: entry.paidAt,
    kind: entry.kind,
    method: entry.money?.method ?? null,
    reference: entry.money?.reference ?? null,
    createdBy: actor.id,
  });
  await recomputeInstalments(trx, agreement.id, today);
  await recordAudit(trx, {
    userId: actor.id,
    action: 'create',
    entity: 'applicant_product_payment',
    entityId: id,
    after: { kind: entry.kind, amount: senToRinggit(entry.amount), paidAt: entry.paidAt, ...entry.money },
  });
  return id;
}
