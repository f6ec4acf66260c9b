import { assertSen, type Sen } from './sen';

const RINGGIT_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Parses ringgit typed by a person or sent by the legacy JSON ('1,234.5', 1234.5, '-3') into integer sen,
 * half-up on the third decimal. Commas are accepted as thousands separators; anything else throws.
 */
export function ringgitToSen(value: string | number): Sen {
  let text: string;
  if (typeof value === 'number') {
    // String() gives the shortest decimal that round-trips, so 1.005 rounds as the person wrote it.
    // Stryker disable next-line EqualityOperator: at exactly 1e-6 both forms read 0.000001.
    text = Math.abs(value) < 1e-6 ? value.toFixed(8) : String(value);
    if (text.includes('e')) throw new RangeError(`Amount out of range: ${value}`);
  } else {
    text = value.trim().replace(/(\d),(?=\d{3}(?:\D|$))/g, '$1');
  }
  const match = RINGGIT_TEXT.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(value)}`);
  // The whole-number group always takes part (perhaps empty); the fraction only after a point.
  const whole = match[2]!;
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') throw new RangeError(`Not an amount: ${String(value)}`);
  const padded = `${fraction}000`;
  let sen = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) sen += 1;
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Amount out of range: ${String(value)}`);
  return match[1] === '-' && sen !== 0 ? -sen : sen;
}

/** Integer sen to ringgit text with 2 decimals ('1234.50'), for numeric(14,2) columns and the legacy JSON. */
export function senToRinggit(sen: Sen): string {
  assertSen(sen);
  const abs = Math.abs(sen);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return sen < 0 ? `-${text}` : text;
}
