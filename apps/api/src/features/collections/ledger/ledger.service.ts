import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
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
  ringgitToSen,
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
import {
  entryInSen,
  INSTALMENT_NOT_FOUND,
  type LockedAgreement,
  ledgerInSen,
  owedOf,
  recomputeInstalments,
  refuseMoneyEntry,
  withLockedAgreement,
} from './ledger-basis.service';

/** Payments into the ledger: Make Payment, a bank statement's posting, Edit Latest Payment, a correction. */

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different payment';

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
