import { describe, expect, it } from 'vitest';
import {
  attachFileSchema,
  calendarDateField,
  idField,
  idOnlySchema,
  idParamField,
  MAX_MONEY_SEN,
  MAX_ROW_ID,
  MONEY_TOO_LARGE,
  optionalId,
  optionalText,
  rateField,
  requiredText,
  senField,
  TEXT_ILL_FORMED,
  TEXT_NUL,
  textProblem,
} from './fields';

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

describe('the edge rules for ids, text and money', () => {
  it('an id fits an integer key', () => {
    expect(idField().safeParse(MAX_ROW_ID).success).toBe(true);
    expect(idField().safeParse(MAX_ROW_ID + 1).success).toBe(false);
    expect(idParamField().safeParse('2147483648').success).toBe(false);
    expect(idParamField().safeParse('12').data).toBe(12);
  });

  it('text has no NUL and no lone surrogate', () => {
    expect(textProblem('a\u0000b')).toBe(TEXT_NUL);
    expect(textProblem('x\ud800')).toBe(TEXT_ILL_FORMED);
    expect(textProblem('\udc00y')).toBe(TEXT_ILL_FORMED);
    expect(textProblem('emoji \ud83d\ude00 ok')).toBeUndefined();
    expect(requiredText('Name is required').safeParse('a\u0000b').error?.issues[0]?.message).toBe(TEXT_NUL);
  });

  it('money fits its column', () => {
    expect(senField().safeParse(MAX_MONEY_SEN).success).toBe(true);
    expect(senField().safeParse(MAX_MONEY_SEN + 1).error?.issues[0]?.message).toBe(MONEY_TOO_LARGE);
  });
});

describe('decisions.md §8 attaching an upload', () => {
  it('attaching a file needs a file id', () => {
    expect(attachFileSchema.parse({ id: 1, fileId: 2 })).toEqual({ id: 1, fileId: 2 });
    expect(attachFileSchema.safeParse({ id: 1 }).error?.issues[0]?.message).toBe('Please choose a file');
  });
});
