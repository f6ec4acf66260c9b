import type { Sen } from '@sewabeli/domain';
import {
  amountSen,
  type Cell,
  cellText,
  dateOf,
  findHeading,
  isBlank,
  isBlankRow,
  isSummaryLabel,
  monthOf,
  rowLabel,
  rowsBelow,
  type Table,
  unreadable,
} from './table';

/** A month of the SRC report's credit information table (applicant_credit_info). */
export interface CreditInfoMonth {
  /** 'YYYY-MM-01'. */
  month: string;
  withdrawal: Sen;
  deposit: Sen;
}

export interface BankStatementAnalysis {
  kind: 'bankStatement';
  /** Months in calendar order. */
  months: CreditInfoMonth[];
  /** Transaction lines (or summary months) read. */
  lines: number;
}

const COLUMNS = {
  date: ['date', 'transactiondate', 'txndate', 'trxdate', 'valuedate', 'postingdate'],
  month: ['month', 'period'],
  withdrawal: ['withdrawal', 'withdrawals', 'withdrawalrm', 'debit', 'debits', 'debitrm', 'dr'],
  deposit: ['deposit', 'deposits', 'depositrm', 'credit', 'credits', 'creditrm', 'cr'],
} as const;

export const BANK_STATEMENT_MESSAGES = {
  noHeading: 'No heading row with Date (or Month), Withdrawal and Deposit columns was found',
  noLines: 'No transactions were found under the Date, Withdrawal and Deposit headings',
} as const;

function amountIn(cell: Cell, index: number, what: string): Sen {
  const sen = amountSen(cell);
  if (sen === null) throw unreadable(`${rowLabel(index)}: "${cellText(cell)}" is not an amount`);
  if (sen < 0) throw unreadable(`${rowLabel(index)}: a ${what} cannot be negative`);
  return sen;
}

/**
 * A bank statement as monthly withdrawals and deposits. Two layouts: transaction lines (Date, Withdrawal,
 * Deposit; summed per calendar month) or a monthly summary (Month, Withdrawal, Deposit). Lines without a date are
 * balance brought forward, totals or wrapped descriptions, and are skipped.
 */
export function readBankStatement(table: Table): BankStatementAnalysis {
  const byDate = findHeading(table, COLUMNS, ['date', 'withdrawal', 'deposit']);
  const heading = byDate ?? findHeading(table, COLUMNS, ['month', 'withdrawal', 'deposit']);
  if (!heading) throw unreadable(BANK_STATEMENT_MESSAGES.noHeading);
  const when = (byDate ? heading.at.date : heading.at.month)!;
  const totals = new Map<string, CreditInfoMonth>();
  let lines = 0;
  for (const { index, row } of rowsBelow(table, heading.index)) {
    if (isBlankRow(row)) continue;
    const whenCell = row[when] ?? null;
    if (isBlank(whenCell) || isSummaryLabel(whenCell)) continue;
    const month = byDate ? monthOfDate(whenCell) : monthOf(whenCell);
    if (!month) {
      throw unreadable(
        `${rowLabel(index)}: "${cellText(whenCell)}" is not a ${byDate ? 'date (DD-MM-YYYY)' : 'month (MM-YYYY)'}`,
      );
    }
    const withdrawal = amountIn(row[heading.at.withdrawal!] ?? null, index, 'withdrawal');
    const deposit = amountIn(row[heading.at.deposit!] ?? null, index, 'deposit');
    const total = totals.get(month) ?? { month, withdrawal: 0, deposit: 0 };
    total.withdrawal += withdrawal;
    total.deposit += deposit;
    totals.set(month, total);
    lines++;
  }
  if (lines === 0) throw unreadable(BANK_STATEMENT_MESSAGES.noLines);
  const months = [...totals.values()].sort((a, b) => a.month.localeCompare(b.month));
  return { kind: 'bankStatement', months, lines };
}

function monthOfDate(cell: Cell): string | null {
  const date = dateOf(cell);
  return date ? `${date.slice(0, 7)}-01` : null;
}
