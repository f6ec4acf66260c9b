import { type Sen, senToRinggit } from '@sewabeli/domain';
import {
  amountSen,
  type Cell,
  cellText,
  findHeading,
  isBlank,
  isSummaryLabel,
  rowLabel,
  rowsBelow,
  type Table,
  unreadable,
} from './table';

/** Debtors ageing (the customers' debts to the company) or creditors ageing (the company's debts to suppliers). */
export type AgeingKind = 'debtor' | 'creditor';

export const AGEING_BUCKETS = [
  'currentMonth',
  'month1',
  'month2',
  'month3',
  'month4',
  'month5AndAbove',
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The SRC report's ageing table (applicant_ageing): the sum of every account, per age. */
export type AgeingTotals = Record<AgeingBucket | 'total', Sen>;

export interface AgeingAnalysis {
  kind: 'ageing';
  ageingKind: AgeingKind;
  totals: AgeingTotals;
  /** Accounts (customer or supplier lines) summed. */
  accounts: number;
}

const COLUMNS = {
  name: [
    'name',
    'company',
    'customer',
    'customername',
    'debtor',
    'debtorname',
    'supplier',
    'suppliername',
    'creditor',
    'creditorname',
  ],
  currentMonth: ['current', 'currentmonth', '0month', '0months'],
  month1: ['1month', '1months', 'month1', '1mth'],
  month2: ['2month', '2months', 'month2', '2mths'],
  month3: ['3month', '3months', 'month3', '3mths'],
  month4: ['4month', '4months', 'month4', '4mths'],
  month5AndAbove: [
    '5monthsandabove',
    '5monthandabove',
    '5mthsandabove',
    '5monthsabove',
    '5months+',
    '5+months',
    'over5months',
    '5months',
    'month5',
  ],
  total: ['total', 'totalrm', 'balance'],
} as const;

export const AGEING_MESSAGES = {
  noHeading:
    'No heading row with Current, 1 Month, 2 Months, 3 Months, 4 Months and 5 Months & Above columns was found',
  noAccounts: 'No accounts were found under the ageing headings',
} as const;

const zeroTotals = (): AgeingTotals => ({
  currentMonth: 0,
  month1: 0,
  month2: 0,
  month3: 0,
  month4: 0,
  month5AndAbove: 0,
  total: 0,
});

function amountIn(cell: Cell, index: number): Sen {
  const sen = amountSen(cell);
  if (sen === null) throw unreadable(`${rowLabel(index)}: "${cellText(cell)}" is not an amount`);
  return sen;
}

/**
 * An ageing list: one line per customer (or supplier) with its balance by age. The lines are summed per age; a
 * line's Total, where the list has one, must equal the sum of its ages, and a Total line at the foot must equal
 * the sum of the lines, so that a misread column is caught rather than stored.
 */
export function readAgeing(table: Table, ageingKind: AgeingKind): AgeingAnalysis {
  const heading = findHeading(table, COLUMNS, AGEING_BUCKETS);
  if (!heading) throw unreadable(AGEING_MESSAGES.noHeading);
  const { at } = heading;
  const labelColumn = at.name ?? 0;
  const totals = zeroTotals();
  let stated: AgeingTotals | null = null;
  let accounts = 0;
  for (const { index, row } of rowsBelow(table, heading.index)) {
    const ages = AGEING_BUCKETS.map((bucket) => row[at[bucket]!] ?? null);
    if (ages.every(isBlank)) continue;
    const line = zeroTotals();
    AGEING_BUCKETS.forEach((bucket, i) => {
      line[bucket] = amountIn(ages[i]!, index);
      line.total += line[bucket];
    });
    if (at.total !== undefined && !isBlank(row[at.total] ?? null)) {
      const total = amountIn(row[at.total] ?? null, index);
      if (total !== line.total) {
        throw unreadable(
          `${rowLabel(index)}: the total ${senToRinggit(total)} is not the sum of its ages (${senToRinggit(line.total)})`,
        );
      }
    }
    if (isSummaryLabel(row[labelColumn] ?? null)) {
      stated = line;
      continue;
    }
    for (const key of Object.keys(totals) as (keyof AgeingTotals)[]) totals[key] += line[key];
    accounts++;
  }
  if (accounts === 0) throw unreadable(AGEING_MESSAGES.noAccounts);
  if (stated && stated.total !== totals.total) {
    throw unreadable(
      `The Total line (${senToRinggit(stated.total)}) is not the sum of the accounts (${senToRinggit(totals.total)})`,
    );
  }
  return { kind: 'ageing', ageingKind, totals, accounts };
}
