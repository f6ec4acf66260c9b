import type { ListPage, ListQuery } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { buildCsv, collectAllRows, csvCell, csvFileName } from './data-table-csv';

const baseQuery: ListQuery = {
  page: 3,
  pageSize: 10,
  search: 'ab',
  searchField: 'name',
  sortBy: 'name',
  sortDir: 'desc',
};

describe('csvCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['plain', 'plain'],
    [1234.5, '1234.5'],
    [-12, '-12'],
    [true, 'Yes'],
    [false, 'No'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+60123456789', "'+60123456789"],
    ['@cmd', "'@cmd"],
    [new Date('2024-03-01T00:00:00Z'), '2024-03-01'],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('buildCsv', () => {
  it('writes the headers then one CRLF line per row', () => {
    const rows = [
      { name: 'Lori, 10 tan', price: 1500.5, note: null },
      { name: 'Excavator', price: 0, note: 'used' },
    ];
    const csv = buildCsv(
      [
        { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Price (RM)', value: (r) => r.price },
        { header: 'Note', value: (r) => r.note },
      ],
      rows,
    );
    expect(csv).toBe('Name,Price (RM),Note\r\n"Lori, 10 tan",1500.5,\r\nExcavator,0,used\r\n');
  });

  it('writes only the header line when there are no rows', () => {
    expect(buildCsv([{ header: 'Name', value: (r: { n: string }) => r.n }], [])).toBe('Name\r\n');
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
