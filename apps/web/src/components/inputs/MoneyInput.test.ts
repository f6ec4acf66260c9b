import { describe, expect, it } from 'vitest';
import { moneyText, senOfText } from './MoneyInput';

describe('the money input (issue 29)', () => {
  it.each<[number | null, string]>([
    [null, ''],
    [0, '0.00'],
    [5, '0.05'],
    [123_450, '1,234.50'],
    [100_000_000_000, '1,000,000,000.00'],
  ])('shows %j sen as %j', (sen, text) => {
    expect(moneyText(sen)).toBe(text);
    if (sen !== null) expect(senOfText(text)).toBe(sen);
  });

  it.each(['abc', '12.345', '-5', ''])('reads %j as no amount (the field says why)', (text) => {
    expect(senOfText(text)).toBeNull();
  });
});
