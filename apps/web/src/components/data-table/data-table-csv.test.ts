import type { ListPage, ListQuery } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { collectAllRows, csvFileName, tableCsv } from './data-table-csv';

const baseQuery: ListQuery = {
  page: 3,
  pageSize: 10,
  search: 'ab',
  searchField: 'name',
  sortBy: 'name',
  sortDir: 'desc',
};

// Issue 40: the OWASP CSV injection payloads, as a company or a note could hold them.
const OWASP_PAYLOADS: readonly [string, string][] = [
  ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
  ['-1+1', "'-1+1"],
  ['+1', "'+1"],
  ['@SUM(1+1)', "'@SUM(1+1)"],
  ['\t=1', "'\t=1"],
  ['\r=1', `"'\r=1"`],
  ['=HYPERLINK("http://x.example","y")', `"'=HYPERLINK(""http://x.example"",""y"")"`],
];

describe('tableCsv: what the table on screen exports', () => {
  type Row = { name: string; price: number; note: string | null; id: number };
  const columns = [
    { key: 'name', header: 'Name' },
    { key: 'price', header: 'Price (RM)', csv: (r: Row) => r.price.toFixed(2) },
    { key: 'note', header: 'Note' },
    { key: 'id', header: 'Actions', noExport: true },
  ];

  it('writes the headers then one CRLF line per row, the exported columns only', () => {
    const rows: Row[] = [
      { name: 'Lori, 10 tan', price: 1500.5, note: null, id: 1 },
      { name: 'Excavator', price: -12.5, note: 'used', id: 2 },
    ];
    expect(tableCsv(columns, rows)).toBe(
      'Name,Price (RM),Note\r\n"Lori, 10 tan",1500.50,\r\nExcavator,-12.50,used\r\n',
    );
  });

  it('writes only the header line when there are no rows', () => {
    expect(tableCsv(columns, [])).toBe('Name,Price (RM),Note\r\n');
  });

  it.each(OWASP_PAYLOADS)('a cell holding %j arrives as the text %j', (payload, written) => {
    const csv = tableCsv(columns, [{ name: payload, price: 1, note: payload, id: 1 }]);
    expect(csv).toBe(`Name,Price (RM),Note\r\n${written},1.00,${written}\r\n`);
  });
});

describe('collectAllRows', () => {
  function fakeServer(total: number) {
    const calls: ListQuery[] = [];
    const fetchPage = async (q: ListQuery): Promise<ListPage<number>> => {
      calls.push(q);
      const start = (q.page - 1) * q.pageSize;
      const rows = Array.from(
        { length: Math.max(0, Math.min(q.pageSize, total - start)) },
        (_, i) => start + i,
      );
      return { rows, total, page: q.page, pageSize: q.pageSize };
    };
    return { calls, fetchPage };
  }

  it('fetches every page of the same filter and sort, from page 1, in pages of 100', async () => {
    const server = fakeServer(250);
    const result = await collectAllRows(server.fetchPage, baseQuery);
    expect(result.rows).toHaveLength(250);
    expect(result.rows[249]).toBe(249);
    expect(result.truncated).toBe(false);
    expect(server.calls.map((c) => c.page)).toEqual([1, 2, 3]);
    for (const call of server.calls) {
      expect(call).toMatchObject({
        pageSize: 100,
        search: 'ab',
        searchField: 'name',
        sortBy: 'name',
        sortDir: 'desc',
      });
    }
  });

  it('stops at the cap and says so', async () => {
    const server = fakeServer(1_000);
    const result = await collectAllRows(server.fetchPage, baseQuery, 250);
    expect(result.rows).toHaveLength(250);
    expect(result.total).toBe(1_000);
    expect(result.truncated).toBe(true);
    expect(server.calls).toHaveLength(3);
  });

  it('makes one call for an empty list', async () => {
    const server = fakeServer(0);
    const result = await collectAllRows(server.fetchPage, baseQuery);
    expect(result).toEqual({ rows: [], total: 0, truncated: false });
    expect(server.calls).toHaveLength(1);
  });
});

describe('csvFileName', () => {
  it('stamps the date and keeps the name file-system safe', () => {
    expect(csvFileName('Resource categories', new Date(2024, 0, 5))).toBe('Resource-categories-20240105.csv');
    expect(csvFileName('../../etc', new Date(2024, 11, 31))).toBe('etc-20241231.csv');
  });
});
