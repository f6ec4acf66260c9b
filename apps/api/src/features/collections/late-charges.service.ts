import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  isUnderHirePurchaseAct,
  lateCharges,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import * as repo from './collection.repository';
import * as ledgerRepo from './ledger.repository';

/**
 * Issue 41: the late-payment charges an agreement has accrued by a day, as the collection profile and the
 * early-settlement quote show them. Read only: the figures are packages/domain's lateCharges on the schedule and
 * the ledger the profile already reads; nothing is posted (the charges are non-cash until a later step posts and
 * collects them), and the allocation, the ledger and the stored summaries are not touched.
 */
export interface LateChargesView {
  asOf: CalendarDate;
  /** The agreement's own rate, percent p.a.; null: it charges none. */
  agreementRate: number | null;
  /** The rate applied: the agreement's, capped for goods under the Act. */
  ratePercent: number | null;
  capPercent: number;
  capped: boolean;
  underHirePurchaseAct: boolean;
  total: Sen;
  instalments: {
    id: number;
    seq: number;
    dueDate: CalendarDate;
    unpaidAmount: Sen;
    daysOverdue: number;
    charge: Sen;
  }[];
}

export interface LateChargeAgreement {
  id: number;
  lateChargeRate: string | null;
  brandName: string;
  productName: string;
}

type InstalmentRow = Pick<
  Awaited<ReturnType<typeof repo.instalmentsOf>>[number],
  'id' | 'seq' | 'dueDate' | 'chargeAmount'
>;
type LedgerRow = Pick<
  Awaited<ReturnType<typeof ledgerRepo.ledgerOf>>[number],
  'id' | 'amount' | 'paidAt' | 'applicantProductTransactionId'
>;

export async function lateChargesOf(
  db: Db,
  agreement: LateChargeAgreement,
  asOf: CalendarDate,
  capPercent: number,
  /** The schedule and ledger when the caller has just read them. */
  known?: { instalments: readonly InstalmentRow[]; ledger: readonly LedgerRow[] },
): Promise<LateChargesView> {
  const [instalments, ledger] = known
    ? [known.instalments, known.ledger]
    : await Promise.all([repo.instalmentsOf(db, agreement.id), ledgerRepo.ledgerOf(db, agreement.id)]);
  const agreementRate = agreement.lateChargeRate === null ? null : Number(agreement.lateChargeRate);
  const underHirePurchaseAct = isUnderHirePurchaseAct({
    assetTypeName: agreement.brandName,
    assetName: agreement.productName,
  });
  const result = lateCharges({
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
    ratePercent: agreementRate,
    capPercent,
    underHirePurchaseAct,
    asOf,
  });
  return {
    asOf,
    agreementRate,
    ratePercent: result.ratePercent,
    capPercent,
    capped: result.capped,
    underHirePurchaseAct,
    total: result.total,
    instalments: result.instalments.map((row) => ({
      id: Number(row.id),
      seq: row.seq ?? 0,
      dueDate: row.dueDate,
      unpaidAmount: row.unpaidAmount,
      daysOverdue: row.daysOverdue,
      charge: row.charge,
    })),
  };
}
