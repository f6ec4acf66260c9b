import { describe, expect, it } from 'vitest';
import { recordIdOf } from './record-id';

describe('recordIdOf', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['-3', 0],
    ['1.5', 0],
    ['abc', 0],
    ['12abc', 0],
    ['1e3', 1000],
  ])('%j -> %j', (param, expected) => {
    expect(recordIdOf(param)).toBe(expected);
  });
});
