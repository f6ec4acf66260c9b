import type { Db } from '@sewabeli/db';
import {
  type InstalmentSplitRow,
  type InterestMethod,
  type LineQuote,
  type PrepaymentPlan,
  quoteLine,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import * as repo from './product.repository';

/** Lines as the step shows them (sen): a stored row read back with its quote. */

export interface ProductLine {
  id: number;
  applicantId: number;
  brandId: number;
  brandName: string;
  productId: number;
  productName: string;
  vendorId: number;
  vendorName: string;
  condition: string;
  quantity: number;
  /** Per unit. */
  jpjFee: Sen;
  manufactureYear: number | null;
  /** Per unit. */
  cost: Sen;
  /** Per unit. */
  loanAmount: Sen;
  tenure: number;
  months: number;
  interestRate: number;
  insuranceRate: number;
  prepayment: PrepaymentPlan;
  resourceId: number;
  paymentMethod: string;
  /** Line totals from here on (quantity x per unit), decisions §3. */
  downpayment: Sen;
  totalInterest: Sen;
  totalPayable: Sen;
  monthlyInstallment: Sen;
  finalInstallment: Sen;
  prepaymentAmount: Sen;
  insurancePremium: Sen;
  insuranceSst: Sen;
  marginFinance: number;
  effectiveRate: number | null;
  /** Issue 14: the line's interest method, taken from its program when added. */
  interestMethod: InterestMethod;
  /** Reducing-balance lines: each instalment's interest and principal (line totals); null for flat lines. */
  split: InstalmentSplitRow[] | null;
  createdAt: Date;
}

/** The quote of a stored line by its own method, or null when its stored inputs no longer quote. */
export function storedLineQuote(line: {
  interestMethod: InterestMethod;
  cost: Sen;
  loanAmount: Sen;
  interestRate: number;
  tenure: number;
  prepayment: PrepaymentPlan;
  quantity: number;
}): LineQuote | null {
  try {
    return quoteLine(line.interestMethod, {
      cost: line.cost,
      loanAmount: line.loanAmount,
      interestRate: line.interestRate,
      tenureYears: line.tenure,
      prepayment: line.prepayment,
      quantity: line.quantity,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** A reducing-balance line's interest/principal split of each instalment; flat lines have none to show. */
export function reducingSplitOf(line: Parameters<typeof storedLineQuote>[0]): InstalmentSplitRow[] | null {
  if (line.interestMethod !== 'reducing_balance') return null;
  const quote = storedLineQuote(line);
  return quote?.method === 'reducing_balance' ? quote.split : null;
}

export function lineOf(row: repo.LineRow): ProductLine {
  const line: Omit<ProductLine, 'split'> = {
    id: row.id,
    applicantId: row.applicantId,
    brandId: row.brandId,
    brandName: row.brandName,
    productId: row.productId,
    productName: row.productName,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    condition: row.condition,
    quantity: row.quantity,
    jpjFee: ringgitToSen(row.jpjFee),
    manufactureYear: row.manufactureYear,
    cost: ringgitToSen(row.cost),
    loanAmount: ringgitToSen(row.loanAmount),
    tenure: row.tenure,
    months: row.tenure * 12,
    interestRate: Number(row.interestRate),
    insuranceRate: Number(row.insuranceRate),
    prepayment: [row.prepayment[0], row.prepayment[1]],
    resourceId: row.resourceId,
    paymentMethod: row.paymentMethod,
    downpayment: ringgitToSen(row.downpayment),
    totalInterest: ringgitToSen(row.totalInterest),
    totalPayable: ringgitToSen(row.totalPayable),
    monthlyInstallment: ringgitToSen(row.monthlyInstallment),
    finalInstallment: ringgitToSen(row.finalInstallment),
    prepaymentAmount: ringgitToSen(row.prepaymentAmount),
    insurancePremium: ringgitToSen(row.insurancePremium),
    insuranceSst: ringgitToSen(row.insuranceSst),
    marginFinance: Number(row.marginFinance),
    effectiveRate: row.effectiveRate === null ? null : Number(row.effectiveRate),
    interestMethod: row.interestMethod,
    createdAt: row.createdAt,
  };
  return { ...line, split: reducingSplitOf(line) };
}

export async function linesOf(db: Db, applicantId: number): Promise<ProductLine[]> {
  return (await repo.linesOf(db, applicantId)).map(lineOf);
}
