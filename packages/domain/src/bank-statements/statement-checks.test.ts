import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankAccountLabel,
  foreignEntryReason,
  STATEMENT_CHECK_MESSAGES,
  statementCurrencyIssue,
  statementDate,
} from './statement-checks';

const account = {
  label: bankAccountLabel({ name: 'Collections', bank: 'Maybank', accountNumber: '514011223344' }),
  currency: 'MYR',
};

describe('issue 40: a statement in another currency than its account', () => {
  it.each([
    ['a ringgit statement', ['MYR', 'MYR'], null],
    ['a ringgit statement written loosely', [' myr', 'MYR '], null],
    [
      'a balance without a currency, then one in USD',
      [' ', 'USD'],
      'This statement is in USD; the account Collections (Maybank 514011223344) is in MYR',
    ],
    ['a file that names no currency (CSV)', [], null],
    [
      'a camt.053 statement in USD',
      ['USD', 'USD'],
      'This statement is in USD; the account Collections (Maybank 514011223344) is in MYR',
    ],
    [
      'an MT940 opening in ringgit closing in euro',
      ['MYR', 'eur'],
      'This statement is in EUR; the account Collections (Maybank 514011223344) is in MYR',
    ],
  ] as const)('%s', (_case, currencies, issue) => {
    expect(statementCurrencyIssue(currencies, account)).toBe(issue);
  });

  it.each([
    ['EUR', 'In EUR, not ringgit: not posted'],
    ['usd', 'In USD, not ringgit: not posted'],
    ['MYR', null],
    [' myr ', null],
    ['  ', null],
    [null, null],
    ['', null],
  ] as const)('an entry in %s: %s', (currency, reason) => {
    expect(foreignEntryReason(currency, 'MYR')).toBe(reason);
  });

  it('any three-letter code other than the account’s is refused, and names itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}$/), (currency) => {
        const issue = statementCurrencyIssue([currency], account);
        if (currency === 'MYR') expect(issue).toBeNull();
        else expect(issue).toContain(`This statement is in ${currency};`);
        expect(foreignEntryReason(currency, 'MYR') === null).toBe(currency === 'MYR');
      }),
    );
  });
});

describe('issue 40: a date read from a statement', () => {
  const today = '2026-12-07';
  it.each([
    [
      '30 February',
      { year: 2026, month: 2, day: 30 },
      3,
      undefined,
      STATEMENT_CHECK_MESSAGES.notDate(3, '30-02-2026'),
    ],
    ['month 13', { year: 2026, month: 13, day: 1 }, 4, undefined, 'Line 4: 01-13-2026 is not a date'],
    [
      'a fraction of a day',
      { year: 2026, month: 1, day: 1.5 },
      4,
      '1.5/1/2026',
      'Line 4: 1.5/1/2026 is not a date',
    ],
    [
      'a fraction of a month',
      { year: 2026, month: 1.5, day: 1 },
      4,
      '1/1.5/2026',
      'Line 4: 1/1.5/2026 is not a date',
    ],
    [
      'a fraction of a year',
      { year: 2026.5, month: 1, day: 1 },
      4,
      '1/1/2026.5',
      'Line 4: 1/1/2026.5 is not a date',
    ],
    [
      'a date as the file wrote it',
      { year: 2026, month: 2, day: 29 },
      2,
      '29/02/2026',
      'Line 2: 29/02/2026 is not a date',
    ],
    ['after today', { year: 2099, month: 1, day: 1 }, 7, undefined, 'Line 7: 01-01-2099 is after today'],
    ['tomorrow', { year: 2026, month: 12, day: 8 }, 5, undefined, 'Line 5: 08-12-2026 is after today'],
    [
      'before 1970',
      { year: 1969, month: 12, day: 31 },
      9,
      undefined,
      'Line 9: 31-12-1969 is before 01-01-1970',
    ],
  ] as const)('%s', (_case, parts, line, written, issue) => {
    expect(statementDate(parts, { line, written }, today)).toEqual({ issue });
  });

  it.each([
    [{ year: 2026, month: 12, day: 7 }, '2026-12-07'],
    [{ year: 1970, month: 1, day: 1 }, '1970-01-01'],
    [{ year: 2024, month: 2, day: 29 }, '2024-02-29'],
  ])('%o reads as %s', (parts, date) => {
    expect(statementDate(parts, { line: 1 }, today)).toEqual({ date });
  });

  it('every day from 1970 to today reads, every later day is refused', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (instant) => {
          const date = instant.toISOString().slice(0, 10);
          const [year, month, day] = date.split('-').map(Number) as [number, number, number];
          const answer = statementDate({ year, month, day }, { line: 1 }, today);
          expect('date' in answer).toBe(date <= today);
        },
      ),
    );
  });
});
