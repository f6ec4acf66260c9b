import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, listPageSchema, listQuerySchema, MAX_PAGE_SIZE } from './list-query';

describe('origination.md §9 / clients-and-reference-data.md §9 lists: page size 10', () => {
  it('fills the defaults', () => {
    expect(listQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      search: '',
      searchField: 'all',
      sortDir: 'asc',
    });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('keeps a full query and trims the search', () => {
    expect(
      listQuerySchema.parse({
        page: 3,
        pageSize: 20,
        search: '  acme ',
        searchField: 'hirer',
        sortBy: 'createdAt',
        sortDir: 'desc',
      }),
    ).toEqual({
      page: 3,
      pageSize: 20,
      search: 'acme',
      searchField: 'hirer',
      sortBy: 'createdAt',
      sortDir: 'desc',
    });
  });

  it.each([
    [{ page: 0 }],
    [{ pageSize: MAX_PAGE_SIZE + 1 }],
    [{ pageSize: 1.5 }],
    [{ sortDir: 'up' }],
    [{ search: 'x'.repeat(201) }],
  ])('refuses %j', (query) => {
    expect(listQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('the answer of every list procedure', () => {
  const page = listPageSchema(z.object({ id: z.number() }));

  it('is a page of typed rows with the count of every match', () => {
    expect(page.parse({ rows: [{ id: 7 }], total: 31, page: 4, pageSize: 10 })).toEqual({
      rows: [{ id: 7 }],
      total: 31,
      page: 4,
      pageSize: 10,
    });
  });

  it.each([
    [{ rows: [{ id: 'x' }], total: 1, page: 1, pageSize: 10 }],
    [{ rows: [], page: 1, pageSize: 10 }],
  ])('refuses a row of the wrong shape or a missing total: %j', (answer) => {
    expect(page.safeParse(answer).success).toBe(false);
  });
});
