import { formatMoney } from '../format/format-money';
import { mulDivHalfUp, ratioPercent, type Sen, sumSen } from '../money/sen';

/** Origination §2: the ageing buckets of the debtors and creditors tables, oldest last. */
export const AGEING_BUCKETS = [
  { key: 'currentMonth', label: 'Current Month' },
  { key: 'month1', label: '1 Month' },
  { key: 'month2', label: '2 Months' },
  { key: 'month3', label: '3 Months' },
  { key: 'month4', label: '4 Months' },
  { key: 'month5AndAbove', label: '5 Months and above' },
] as const;

export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];
export type AgeingAmounts = Record<AgeingBucket, Sen>;

export interface AgeingLine {
  key: AgeingBucket | 'total';
  label: string;
  amount: Sen;
  /** RM thousands to 2 decimals, e.g. '1,234.57' for RM 1,234,567.00. */
  thousands: string;
  /** Share of the total in percent to 2 decimals; 0 when the total is 0. */
  percent: number;
}

/** The ageing total is the sum of its buckets, never a separately typed figure. */
export function ageingTotal(amounts: AgeingAmounts): Sen {
  return sumSen(AGEING_BUCKETS.map(({ key }) => amounts[key]));
}

/** RM thousands to 2 decimals (half-up): sen / 100 / 1000. */
export function senInThousands(amount: Sen): string {
  return formatMoney(mulDivHalfUp(amount, 1, 1000));
}

/** Origination §2: each bucket and the total, in RM thousands and as a percent of the total. */
export function ageingLines(amounts: AgeingAmounts): AgeingLine[] {
  const total = ageingTotal(amounts);
  const line = (key: AgeingLine['key'], label: string, amount: Sen): AgeingLine => ({
    key,
    label,
    amount,
    thousands: senInThousands(amount),
    percent: total === 0 ? 0 : ratioPercent(amount, total),
  });
  return [
    ...AGEING_BUCKETS.map(({ key, label }) => line(key, label, amounts[key])),
    line('total', 'Total', total),
  ];
}
