import { senToRinggit } from '../money/ringgit';

/** '1,234.50'. Display never throws: a fractional sen is rounded half-up, a non-number shows 'N/A'. */
export function formatMoney(sen: number): string {
  if (!Number.isFinite(sen)) return 'N/A';
  const whole = sen < 0 ? -Math.round(-sen) : Math.round(sen);
  const [units = '0', cents = '00'] = senToRinggit(whole).split('.');
  const negative = units.startsWith('-');
  const digits = negative ? units.slice(1) : units;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

/** 'RM 1,234.50', or 'N/A' for a missing amount (spec: unknown values show N/A). */
export function formatRM(sen: number | null | undefined): string {
  if (sen === null || sen === undefined || !Number.isFinite(sen)) return 'N/A';
  return `RM ${formatMoney(sen)}`;
}
