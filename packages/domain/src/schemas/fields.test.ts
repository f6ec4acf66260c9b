import { describe, expect, it } from 'vitest';
import { calendarDateField, idOnlySchema, optionalId, optionalText, rateField, senField } from './fields';

describe('decisions.md §2 shared field rules: money in sen, dates YYYY-MM-DD, rates in percent', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [123_450, true],
    [1.5, false],
    [-1, false],
    ['100', false],
  ])('sen %j accepted: %s', (value, ok) => {
    expect(senField().safeParse(value).success).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    ['2024-02-29', true],
    ['2024-02-30', false],
    [null, false],
  ])('date %j accepted: %s', (value, ok) => {
    expect(calendarDateField().safeParse(value).success).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    [3.5, true],
    [0, true],
    [100, true],
    [100.01, false],
  ])('rate %j accepted: %s', (value, ok) => {
    expect(rateField().safeParse(value).success).toBe(ok);
  });

  it('optional text and ids normalise to null', () => {
    expect(optionalText().parse('  ')).toBeNull();
    expect(optionalText().parse(undefined)).toBeNull();
    expect(optionalText().parse(' a ')).toBe('a');
    expect(optionalId().parse(undefined)).toBeNull();
    expect(optionalId().parse(4)).toBe(4);
    expect(idOnlySchema.safeParse({ id: -1 }).success).toBe(false);
  });
});
