import { buildCsv } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import {
  MONTHS_OVERDUE_CSV_COLUMNS,
  OVERDUE_CLIENTS_CSV_COLUMNS,
  OVERDUE_REASON_CSV_COLUMNS,
} from './overview-csv';

const CALC = "-2+3+cmd|' /C calc'!A0";
const DEFUSED = "'-2+3+cmd|' /C calc'!A0";

describe('Collection Overview chart CSVs: names people typed arrive as text (issue 40)', () => {
  it('Overdue Reason', () => {
    expect(buildCsv(OVERDUE_REASON_CSV_COLUMNS, [{ name: CALC, value: 1234.5 }])).toBe(
      `Reason,Overdue (RM)\r\n${DEFUSED},1234.50\r\n`,
    );
  });

  it('Months Overdue by Clients', () => {
    expect(buildCsv(MONTHS_OVERDUE_CSV_COLUMNS, [{ name: '=1+1', 'Months Overdue': 3 }])).toBe(
      "Client,Months Overdue\r\n'=1+1,3\r\n",
    );
  });

  it('Overdue Clients', () => {
    const rows = [{ name: '@SUM(1+1)', totalOverdue: 123_450, totalOverdueMonths: 2, agreementIds: [1, 2] }];
    expect(buildCsv(OVERDUE_CLIENTS_CSV_COLUMNS, rows)).toBe(
      "Client,Total Overdue (RM),Months Overdue,Agreements\r\n'@SUM(1+1),1234.50,2,2\r\n",
    );
  });
});
