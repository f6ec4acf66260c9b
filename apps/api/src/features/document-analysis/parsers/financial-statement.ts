import type { Sen } from '@sewabeli/domain';
import {
  amountSen,
  type Cell,
  cellText,
  dateOf,
  decimalOf,
  HEADING_SEARCH_ROWS,
  isBlank,
  labelKey,
  rowLabel,
  rowsBelow,
  type Table,
  unreadable,
  yearOf,
} from './table';

/** One financial year of the SRC report's financial analysis (applicant_financial_analysis). */
export interface FinancialYear {
  year: number;
  turnover: Sen | null;
  pbt: Sen | null;
  npat: Sen | null;
  /** Tangible net worth. */
  netWorth: Sen | null;
  currentRatio: number | null;
  gearingRatio: number | null;
  leverageRatio: number | null;
  /** 'YYYY-MM-DD'. */
  dateFye: string | null;
}

export interface FinancialStatementAnalysis {
  kind: 'financialStatement';
  /** Oldest year first. */
  years: FinancialYear[];
}

type Field = Exclude<keyof FinancialYear, 'year'>;

const LABELS: Record<Field, readonly string[]> = {
  turnover: ['turnover', 'revenue', 'sales', 'totalrevenue'],
  pbt: ['profitbeforetax', 'pbt', 'profitlossbeforetax'],
  npat: ['netprofitaftertax', 'npat', 'profitaftertax', 'pat', 'profitlossaftertax', 'netprofit'],
  netWorth: ['tangiblenetworth', 'tnw', 'networth', 'shareholdersfunds'],
  currentRatio: ['currentratio'],
  gearingRatio: ['gearingratio', 'gearing'],
  leverageRatio: ['leverageratio', 'leverage'],
  dateFye: ['financialyearend', 'fye', 'fyedate', 'dateoffye', 'yearend'],
};

const MONEY: readonly Field[] = ['turnover', 'pbt', 'npat', 'netWorth'];
const RATIOS: readonly Field[] = ['currentRatio', 'gearingRatio', 'leverageRatio'];

export const FINANCIAL_STATEMENT_MESSAGES = {
  noHeading: 'No heading row with financial years (for example 2024, FY2024) was found',
  noFigures:
    'No figures (Turnover, Profit Before Tax, Net Profit After Tax, Tangible Net Worth, ratios or Financial Year End) were found under the year headings',
} as const;

function fieldOf(cell: Cell): Field | null {
  const key = labelKey(cell);
  for (const field of Object.keys(LABELS) as Field[]) {
    if (LABELS[field].includes(key)) return field;
  }
  return null;
}

function figureOf(field: Field, cell: Cell, index: number): Sen | number | string | null {
  if (isBlank(cell) || cellText(cell) === '-') return null;
  const value = MONEY.includes(field)
    ? amountSen(cell)
    : RATIOS.includes(field)
      ? decimalOf(cell)
      : dateOf(cell);
  if (value === null) {
    const what = MONEY.includes(field) ? 'an amount' : RATIOS.includes(field) ? 'a ratio' : 'a date';
    throw unreadable(`${rowLabel(index)}: "${cellText(cell)}" is not ${what}`);
  }
  return value;
}

/**
 * Financial highlights laid out as a person writes them: labels down the first column, one column per financial
 * year. Unknown lines are skipped; a year without a line stays empty for staff to fill.
 */
export function readFinancialStatement(table: Table): FinancialStatementAnalysis {
  const limit = Math.min(table.rows.length, HEADING_SEARCH_ROWS);
  let headingIndex = -1;
  let yearColumns: { column: number; year: number }[] = [];
  for (let index = 0; index < limit && headingIndex < 0; index++) {
    const row = table.rows[index]!;
    const years = row
      .map((cell, column) => ({ column, year: column === 0 ? null : yearOf(cell) }))
      .filter((entry): entry is { column: number; year: number } => entry.year !== null);
    if (years.length > 0) {
      headingIndex = index;
      yearColumns = years;
    }
  }
  if (headingIndex < 0) throw unreadable(FINANCIAL_STATEMENT_MESSAGES.noHeading);
  const years = new Map<number, FinancialYear>(
    yearColumns.map(({ year }) => [
      year,
      {
        year,
        turnover: null,
        pbt: null,
        npat: null,
        netWorth: null,
        currentRatio: null,
        gearingRatio: null,
        leverageRatio: null,
        dateFye: null,
      },
    ]),
  );
  let figures = 0;
  for (const { index, row } of rowsBelow(table, headingIndex)) {
    const field = fieldOf(row[0] ?? null);
    if (!field) continue;
    for (const { column, year } of yearColumns) {
      const value = figureOf(field, row[column] ?? null, index);
      if (value === null) continue;
      Object.assign(years.get(year)!, { [field]: value });
      figures++;
    }
  }
  if (figures === 0) throw unreadable(FINANCIAL_STATEMENT_MESSAGES.noFigures);
  return { kind: 'financialStatement', years: [...years.values()].sort((a, b) => a.year - b.year) };
}
