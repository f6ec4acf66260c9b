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
    expect(header).toBe('Paid At,Amount (RM),Type,Cash,Method,Reference,Created By,Updated By');
    expect(line).toMatch(/^01-03-2026,1500\.00,[^,]+,Yes,N\/A,TT 123,,$/);
  });

  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['-1+1', "'-1+1"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
  ])('a reference or a user name holding %j arrives as %j', (payload, written) => {
    const line = ledgerCsv([entry({ reference: payload, createdBy: payload })]).split('\r\n')[1];
    expect(line?.endsWith(`,${written},${written},`)).toBe(true);
  });
});
