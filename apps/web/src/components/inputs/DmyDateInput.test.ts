import { describe, expect, it } from 'vitest';
import { parseDmy, typedDateIssue } from './DmyDateInput';

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

describe('issue 41: a date typed over a prefilled one is taken or refused visibly', () => {
  it.each([
    ['12-12-2026', null],
    ['', null],
    ['  ', null],
    ['07-12-202612-12-2026', "'07-12-202612-12-2026' is not a date: please enter it as DD-MM-YYYY"],
    ['31-02-2026', "'31-02-2026' is not a date: please enter it as DD-MM-YYYY"],
    ['12-12-26', "'12-12-26' is not a date: please enter it as DD-MM-YYYY"],
  ])('%s -> %s', (text, issue) => {
    expect(typedDateIssue(text)).toBe(issue);
  });
});
