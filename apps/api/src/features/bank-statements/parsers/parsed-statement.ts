import { ringgitToSen, type Sen, type StatementLine } from '@sewabeli/domain';

/** What every statement parser answers (issue 31): the lines, and the account the file says it is of. */
export interface ParsedStatement {
  accountNumber: string | null;
  lines: StatementLine[];
}

/** A file that does not read as its format; the message is shown to the person importing. */
export class StatementFormatError extends Error {}

/** '1.234,56' (comma) or '1,234.56' (dot) into sen, the sign kept; a blank is null. */
export function amountOf(text: string | undefined | null, decimalStyle: 'dot' | 'comma'): Sen | null {
  let value = (text ?? '').trim().replace(/\s|RM|MYR/gi, '');
  if (value === '' || value === '-') return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  const suffix = /(CR|DR|-)$/i.exec(value);
  if (suffix) {
    negative = suffix[1]?.toUpperCase() !== 'CR';
    value = value.slice(0, -suffix[0].length);
  }
  value = decimalStyle === 'comma' ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  try {
    const sen = ringgitToSen(value);
    return negative ? -sen : sen;
  } catch {
    throw new StatementFormatError(`Not an amount: '${text}'`);
  }
}

/** A signed amount as a line: positive is money in. */
export function signedLine(amount: Sen, rest: Omit<StatementLine, 'amount' | 'direction'>): StatementLine {
  return { ...rest, amount: Math.abs(amount), direction: amount < 0 ? 'debit' : 'credit' };
}

/** Each line's balance after it, from the opening balance, where the format gives no running balance. */
export function withRunningBalance(lines: StatementLine[], opening: Sen | null): StatementLine[] {
  if (opening === null) return lines;
  let balance = opening;
  return lines.map((line) => {
    balance += line.direction === 'credit' ? line.amount : -line.amount;
    return { ...line, balance: line.balance ?? balance };
  });
}
