import type { Db } from '@sewabeli/db';
import { type CalendarDate, chargePayments, lateCharges, ringgitToSen, type Sen } from '@sewabeli/domain';
import * as letters from './arrears-letter.repository';

/**
 * Issue 41: the late-payment charges accrued to the letter's date and not paid, by the domain's rules on the
 * agreement's schedule and ledger: the accrual to the day (posted months and the part not yet posted alike) less
 * what the money beyond the instalments has paid of the posted ones; null when the agreement charges none.
 */
export async function lateChargesOn(
  db: Db,
  agreement: {
    id: number;
    totalPayable: string;
    lateChargeRate: string | null;
    underHirePurchaseAct: boolean;
  },
  on: CalendarDate,
  capPercent: number,
): Promise<Sen | null> {
  if (agreement.lateChargeRate === null) return null;
  const [instalments, ledger, charges] = await Promise.all([
    letters.instalmentsOf(db, agreement.id),
    letters.ledgerOf(db, agreement.id),
    letters.chargesOf(db, agreement.id),
  ]);
  const paid = chargePayments(
    ringgitToSen(agreement.totalPayable),
    ledger.reduce((sum, entry) => sum + ringgitToSen(entry.amount), 0),
    charges.map((charge) => ({ ...charge, amount: ringgitToSen(charge.amount) })),
  )
    .filter((charge) => charge.kind === 'late_charge')
    .reduce((sum, charge) => sum + charge.paid, 0);
  const accrued = lateCharges({
    instalments: instalments.map((row) => ({
      id: row.id,
      seq: row.seq,
      dueDate: row.dueDate,
      chargeAmount: ringgitToSen(row.chargeAmount),
    })),
    payments: ledger.map((entry) => ({
      id: entry.id,
      amount: ringgitToSen(entry.amount),
      paidAt: entry.paidAt,
      instalmentId: entry.applicantProductTransactionId,
    })),
    ratePercent: Number(agreement.lateChargeRate),
    capPercent,
    underHirePurchaseAct: agreement.underHirePurchaseAct,
    asOf: on,
  }).total;
  return Math.max(0, accrued - paid);
}
