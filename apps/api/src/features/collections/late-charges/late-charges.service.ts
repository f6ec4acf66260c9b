import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  chargePayments,
  isUnderHirePurchaseAct,
  type LateChargeInput,
  lateCharges,
  monthOf,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import * as repo from '../collection.repository';
import * as lateRepo from '../late-charge.repository';
import * as ledgerRepo from '../ledger/ledger.repository';

/**
 * Issue 41: the late-payment charges an agreement has accrued by a day, as the collection profile, the letters and
 * the early-settlement quote show them: packages/domain's lateCharges on the schedule and the ledger the profile
 * already reads, beside the months the month-end posting has posted (late-charge-posting.service) and what paid
 * them (the domain's chargePayments: instalments first, charges after). Nothing here writes.
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
  /** Accrued to asOf by the rule (posted or not). */
  total: Sen;
  /**
   * Issue 41: the months posted as charges (non-cash income until paid; money beyond the instalments pays them,
   * oldest first), and what has accrued beyond them and is not posted yet (never below zero).
   */
  posted: {
    id: number;
    month: string;
    incurredOn: CalendarDate;
    postedAt: Date;
    amount: Sen;
    paid: Sen;
    outstanding: Sen;
  }[];
  postedTotal: Sen;
  postedPaid: Sen;
  postedOutstanding: Sen;
  notPosted: Sen;
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
  totalPayable: string;
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

/** The domain's late-charge input for an agreement, its schedule and its ledger as stored (rate, cap, goods). */
export function lateChargeInputOf(
  agreement: LateChargeAgreement,
  instalments: readonly InstalmentRow[],
  ledger: readonly LedgerRow[],
  capPercent: number,
): Omit<LateChargeInput, 'asOf'> {
  return {
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
    ratePercent: agreement.lateChargeRate === null ? null : Number(agreement.lateChargeRate),
    capPercent,
    underHirePurchaseAct: underAct(agreement),
  };
}

const underAct = (agreement: LateChargeAgreement) =>
  isUnderHirePurchaseAct({ assetTypeName: agreement.brandName, assetName: agreement.productName });

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
  const input = lateChargeInputOf(agreement, instalments, ledger, capPercent);
  const result = lateCharges({ ...input, asOf });
  const charges = await lateRepo.chargesOf(db, agreement.id);
  const createdAt = new Map(charges.map((charge) => [charge.id, charge.createdAt]));
  const posted = chargePayments(
    ringgitToSen(agreement.totalPayable),
    ledger.reduce((sum, entry) => sum + ringgitToSen(entry.amount), 0),
    charges.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      amount: ringgitToSen(charge.amount),
      incurredOn: charge.incurredOn,
    })),
  )
    .filter((charge) => charge.kind === 'late_charge')
    .map((charge) => ({
      id: charge.id,
      month: monthOf(charge.incurredOn),
      incurredOn: charge.incurredOn,
      postedAt: createdAt.get(charge.id) as Date,
      amount: charge.amount,
      paid: charge.paid,
      outstanding: charge.outstanding,
    }));
  const sum = (pick: (row: (typeof posted)[number]) => Sen) =>
    posted.reduce((total, row) => total + pick(row), 0);
  const postedTotal = sum((row) => row.amount);
  return {
    asOf,
    agreementRate: input.ratePercent,
    ratePercent: result.ratePercent,
    capPercent,
    capped: result.capped,
    underHirePurchaseAct: input.underHirePurchaseAct,
    total: result.total,
    posted,
    postedTotal,
    postedPaid: sum((row) => row.paid),
    postedOutstanding: sum((row) => row.outstanding),
    notPosted: Math.max(0, result.total - postedTotal),
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
