import { describe, expect, it } from 'vitest';
import { parseDmy } from './DmyDateInput';

describe('decisions §2 DD-MM-YYYY date entry', () => {
  it.each([
    ['23-11-2026', '2026-11-23'],
    ['1-2-2024', '2024-02-01'],
    ['29/02/2024', '2024-02-29'],
    ['29-02-2023', null],
    ['2026-11-23', null],
    ['', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseDmy(text)).toBe(expected);
  });
});
