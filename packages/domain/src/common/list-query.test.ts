import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, listQuerySchema, MAX_PAGE_SIZE } from './list-query';

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
