import { type CsvColumn, LOAN_BAR_UNIT_RINGGIT, loanBarColourOfSen, type Sen } from '@sewabeli/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' to 'Jan 2026', the axis and CSV label of a month. */
export function monthLabel(month: string): string {
  const [year = '', index = '1'] = month.split('-');
  return `${MONTHS[Number(index) - 1] ?? index} ${year}`;
}

/** Chart colours (shade 8 of the theme) of the spec's loan bar bands. */
export const LOAN_BAR_SHADES = { red: 'red.8', orange: 'orange.8', blue: 'blue.8' } as const;

export interface LoanBar {
  month: string;
  label: string;
  /** Ringgit, for the chart's axis. */
  'Loan Amount': number;
  sen: Sen;
  count: number;
  colour: keyof typeof LOAN_BAR_SHADES;
}

/** 'Overview Loan amount': one bar per month, coloured by the month's total in RM million. */
export function loanBars(months: readonly { month: string; loanAmount: Sen; count: number }[]): LoanBar[] {
  return months.map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    'Loan Amount': m.loanAmount / 100,
    sen: m.loanAmount,
    count: m.count,
    colour: loanBarColourOfSen(m.loanAmount),
  }));
}

/** The chart's colour of a bar from its value in ringgit (recharts hands the value, not the row). */
export function loanBarShade(ringgit: number): string {
  return LOAN_BAR_SHADES[loanBarColourOfSen(Math.round(ringgit * 100))];
}

const million = (n: number) => `RM ${n / LOAN_BAR_UNIT_RINGGIT}M`;

/** The legend of the bands, in the unit of docs/decisions.md. */
export const LOAN_BAR_LEGEND = [
  { colour: LOAN_BAR_SHADES.red, text: `under ${million(5_000_000)}` },
  { colour: LOAN_BAR_SHADES.orange, text: `${million(5_000_000)} to ${million(10_000_000)}` },
  { colour: LOAN_BAR_SHADES.blue, text: `above ${million(10_000_000)}` },
] as const;

const ringgit = (sen: Sen) => (sen / 100).toFixed(2);

/** 'Top 5 Model' as CSV: the model and asset type are names people typed, written by the domain's one writer. */
export const TOP_MODEL_CSV_COLUMNS: readonly CsvColumn<{
  name: string;
  brand: string;
  count: number;
  units: number;
  sen: Sen;
}>[] = [
  { header: 'Model', value: (row) => row.name },
  { header: 'Asset Type', value: (row) => row.brand },
  { header: 'Approved Loans', value: (row) => row.count },
  { header: 'Units', value: (row) => row.units },
  { header: 'Loan Amount (RM)', value: (row) => ringgit(row.sen) },
];

/** 'Top 5 Client' as CSV. */
export const TOP_CLIENT_CSV_COLUMNS: readonly CsvColumn<{ name: string; count: number; sen: Sen }>[] = [
  { header: 'Client', value: (row) => row.name },
  { header: 'Approved Loans', value: (row) => row.count },
  { header: 'Loan Amount (RM)', value: (row) => ringgit(row.sen) },
];
