import { roundTo } from '../money/sen';

const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/** Chart labels: 950, 1.2k, 3.4M, 1.1B (one decimal, '.0' dropped; B is the largest unit the spec names). */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return 'N/A';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const plain = roundTo(abs, 1);
  if (plain < 1000) return `${sign}${String(plain)}`;
  let index = abs >= 1e9 ? 0 : abs >= 1e6 ? 1 : 2;
  let scaled = roundTo(abs / UNITS[index]!.size, 1);
  // 999,960 would read 1000k: carry into the next unit instead.
  if (scaled >= 1000 && index > 0) {
    index -= 1;
    scaled = roundTo(abs / UNITS[index]!.size, 1);
  }
  return `${sign}${String(scaled)}${UNITS[index]!.suffix}`;
}
