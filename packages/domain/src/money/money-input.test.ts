import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONEY_INPUT_MESSAGES as M,
  MAX_MONEY_SEN,
  moneyInputIssue,
  readMoneyInput,
  senAmountIssue,
} from './money-input';
import { senToRinggit } from './ringgit';

const COST = {
  required: 'Please enter the cost of equipment',
  positive: 'Please enter the cost of equipment',
};

describe('issue 29: one rule for every typed amount', () => {
  it.each<[string | number | null | undefined, number | null]>([
    ['1234.50', 123450],
    ['1,234.5', 123450],
    ['1,234,567.89', 123456789],
    ['  12 ', 1200],
    ['.5', 50],
    ['5.', 500],
    ['0', 0],
    ['-0', 0],
    ['1.230', 123],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [1234.5, 123450],
    [0.1, 10],
    [0, 0],
    ['999999999999.99', MAX_MONEY_SEN],
  ])('readMoneyInput(%j) is %j sen', (value, sen) => {
    expect(readMoneyInput(value)).toEqual({ sen });
  });

  it.each<[string | number, string]>([
    ['abc', M.invalid],
    ['12abc', M.invalid],
    ['RM 5', M.invalid],
    ['.', M.invalid],
    ['-', M.invalid],
    ['1.2.3', M.invalid],
    ['1,23', M.invalid],
    ['1 000', M.invalid],
    ['1e3', M.invalid],
    [Number.NaN, M.invalid],
    [Number.POSITIVE_INFINITY, M.invalid],
    ['12.345', M.decimals],
    ['0.001', M.decimals],
    [1.005, M.decimals],
    [1e-7, M.decimals],
    ['-5', M.negative],
    ['-0.01', M.negative],
    ['-12.345', M.negative],
    [-3, M.negative],
    ['1000000000000', M.tooLarge],
    [1e21, M.tooLarge],
  ])('readMoneyInput(%j) answers %j', (value, issue) => {
    expect(readMoneyInput(value)).toEqual({ issue });
  });

  it.each<[string, string | null]>([
    ['', COST.required],
    ['0', COST.positive],
    ['0.00', COST.positive],
    ['abc', M.invalid],
    ['1.999', M.decimals],
    ['-1', M.negative],
    ['0.01', null],
    ['90,000.00', null],
  ])('cost of equipment %j: %j', (text, issue) => {
    expect(moneyInputIssue(text, COST)).toBe(issue);
  });

  it('an optional amount may be empty or 0', () => {
    expect(moneyInputIssue('')).toBeNull();
    expect(moneyInputIssue('0')).toBeNull();
    expect(moneyInputIssue('x')).toBe(M.invalid);
  });

  it.each<[unknown, string | null]>([
    [undefined, COST.required],
    [null, COST.required],
    [0, COST.positive],
    ['100', M.invalid],
    [true, M.invalid],
    [Number.NaN, M.invalid],
    [-1, M.negative],
    [12.5, M.decimals],
    [MAX_MONEY_SEN + 1, M.tooLarge],
    [1, null],
  ])('senAmountIssue(%j) for the cost answers %j', (value, issue) => {
    expect(senAmountIssue(value, COST)).toBe(issue);
  });

  it('any amount in sen reads back from its ringgit text, with or without separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY_SEN }), (sen) => {
        const plain = senToRinggit(sen);
        const grouped = plain.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');
        expect(readMoneyInput(plain)).toEqual({ sen });
        expect(readMoneyInput(grouped)).toEqual({ sen });
        expect(senAmountIssue(sen)).toBeNull();
      }),
    );
  });

  it('a third decimal that is not zero is never rounded away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 9 }), (sen, third) => {
        expect(readMoneyInput(`${senToRinggit(sen)}${third}`)).toEqual({ issue: M.decimals });
      }),
    );
  });

  it('a minus before any amount above zero is refused as negative, never taken as its size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MONEY_SEN }), (sen) => {
        expect(moneyInputIssue(`-${senToRinggit(sen)}`)).toBe(M.negative);
        expect(senAmountIssue(-sen)).toBe(M.negative);
      }),
    );
  });

  it('minus zero is zero, and the largest amount a money column holds is an amount (mutation testing, issue 30)', () => {
    // A negative number too large for plain digits ('-1e+21') is still negative, not 'not an amount'.
    expect(readMoneyInput(-1e21)).toEqual({ issue: M.negative });
    expect(readMoneyInput('-0')).toEqual({ sen: 0 });
    expect(readMoneyInput('-0.00')).toEqual({ sen: 0 });
    expect(readMoneyInput('-.0')).toEqual({ sen: 0 });
    expect(readMoneyInput(senToRinggit(MAX_MONEY_SEN))).toEqual({ sen: MAX_MONEY_SEN });
    expect(senAmountIssue(MAX_MONEY_SEN)).toBeNull();
    expect(senAmountIssue(MAX_MONEY_SEN + 1)).toBe(M.tooLarge);
  });

  it('text holding a letter is never an amount', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'abcxyzRM$e'), fc.string(), (before, letter, after) => {
        expect(readMoneyInput(`${before}${letter}${after}`).issue).toBeDefined();
      }),
    );
  });
});
