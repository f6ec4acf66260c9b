import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  type ChargeKind,
  latestPayment,
  type MoneyEntry,
  PAYMENT_MESSAGES,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { badRequest } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import * as ledgerRepo from './ledger.repository';
import {
  type LockedAgreement,
  ledgerInSen,
  owedOf,
  recomputeInstalments,
  refuseMoneyEntry,
} from './ledger-basis.service';

/**
 * What enters an agreement's books besides a payment: a charge (recovery costs, a month's late charge) and the
 * recovery entries (disposal proceeds, write-off, rebate), each under the agreement's row lock.
 */

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
