import {
  type CalendarDate,
  ringgitToSen,
  type Sen,
  type StatementLine,
  statementDate,
} from '@sewabeli/domain';

/**
 * What every statement parser answers (issue 31): the lines, the account the file says it is of, and (issue 40) the
 * currencies it says the account and its balances are kept in (none for CSV).
 */
export interface ParsedStatement {
  accountNumber: string | null;
  currencies: string[];
  lines: StatementLine[];
}

/** A file that does not read as its format; the message is shown to the person importing. */
export class StatementFormatError extends Error {}

/** A date of the file, checked by the domain's rule (a real day, 1970 .. today), or the file is refused. */
export function checkedDate(
  parts: { year: number; month: number; day: number },
  where: { line: number; written?: string },
  today: CalendarDate,
): CalendarDate {
  const answer = statementDate(parts, where, today);
  if ('issue' in answer) throw new StatementFormatError(answer.issue);
  return answer.date;
}

/** The 1-based line of the file on which `offset` stands. */
export function lineAt(content: string, offset: number): number {
  let line = 1;
  for (let i = content.indexOf('\n'); i !== -1 && i < offset; i = content.indexOf('\n', i + 1)) line += 1;
  return line;
}

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
