import { buildCsv } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import {
  LOAN_BAR_LEGEND,
  loanBarShade,
  loanBars,
  monthLabel,
  TOP_CLIENT_CSV_COLUMNS,
  TOP_MODEL_CSV_COLUMNS,
} from './dashboard-model';

describe('dashboard chart model', () => {
  it('labels months for the axis and the CSV', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('colours a month by its total in RM million: red under 5, orange 5 to 10, blue above', () => {
    const bars = loanBars([
      { month: '2026-01', loanAmount: 499_999_999, count: 3 },
      { month: '2026-02', loanAmount: 500_000_000, count: 4 },
      { month: '2026-03', loanAmount: 1_000_000_000, count: 5 },
      { month: '2026-04', loanAmount: 1_000_000_001, count: 6 },
    ]);
    expect(bars.map((b) => b.colour)).toEqual(['red', 'orange', 'orange', 'blue']);
    expect(bars[0]).toMatchObject({ label: 'Jan 2026', 'Loan Amount': 4_999_999.99, count: 3 });
    expect(bars.map((b) => loanBarShade(b['Loan Amount']))).toEqual([
      'red.8',
      'orange.8',
      'orange.8',
      'blue.8',
    ]);
  });

  it('says the unit of the bands', () => {
    expect(LOAN_BAR_LEGEND.map((l) => l.text)).toEqual(['under RM 5M', 'RM 5M to RM 10M', 'above RM 10M']);
  });
});

describe('dashboard chart CSVs: names people typed arrive as text (issue 40)', () => {
  it('Top 5 Model', () => {
    const rows = [{ name: "=cmd|' /C calc'!A0", brand: '-1+1', count: 2, units: 3, sen: 40_000_000 }];
    expect(buildCsv(TOP_MODEL_CSV_COLUMNS, rows)).toBe(
      "Model,Asset Type,Approved Loans,Units,Loan Amount (RM)\r\n'=cmd|' /C calc'!A0,'-1+1,2,3,400000.00\r\n",
    );
  });

  it('Top 5 Client', () => {
    const rows = [{ name: "-2+3+cmd|' /C calc'!A0", count: 1, sen: 12_345 }];
    expect(buildCsv(TOP_CLIENT_CSV_COLUMNS, rows)).toBe(
      "Client,Approved Loans,Loan Amount (RM)\r\n'-2+3+cmd|' /C calc'!A0,1,123.45\r\n",
    );
  });
});
