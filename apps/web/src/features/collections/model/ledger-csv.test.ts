import { describe, expect, it } from 'vitest';
import { type LedgerEntry, ledgerCsv } from './ledger-csv';

const entry = (over: Partial<LedgerEntry>): LedgerEntry =>
  ({
    paidAt: '2026-03-01',
    amount: 150_000,
    kind: 'payment',
    cash: true,
    method: null,
    reference: null,
    createdBy: null,
    updatedBy: null,
    ...over,
  }) as LedgerEntry;

describe('ledgerCsv: the Transaction Records export (issue 40)', () => {
  it('writes the headers and an entry in ringgit', () => {
    const [header, line] = ledgerCsv([entry({ reference: 'TT 123' })]).split('\r\n');
    expect(header).toBe(
      'Paid At,Amount (RM),Type,Cash,Method,Reference,Bank Value Date,Bank Booking Date,Created By,Updated By',
    );
    expect(line).toMatch(/^01-03-2026,1500\.00,[^,]+,Yes,N\/A,TT 123,N\/A,N\/A,,$/);
  });

  it('names the bank’s value and booking dates of a payment from a statement (issue 40)', () => {
    const line = ledgerCsv([
      entry({ bankStatement: { valueDate: '2026-02-27', bookingDate: '2026-03-01' } }),
      entry({ bankStatement: { valueDate: '2026-02-27', bookingDate: null } }),
    ]).split('\r\n');
    expect(line[1]).toContain(',27-02-2026,01-03-2026,');
    expect(line[2]).toContain(',27-02-2026,N/A,');
  });

  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['-1+1', "'-1+1"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
  ])('a reference or a user name holding %j arrives as %j', (payload, written) => {
    const line = ledgerCsv([entry({ reference: payload, createdBy: payload })]).split('\r\n')[1];
    expect(line?.endsWith(`,${written},N/A,N/A,${written},`)).toBe(true);
  });
});
