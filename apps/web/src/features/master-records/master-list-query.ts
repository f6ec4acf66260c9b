import { MASTER_PAGE_SIZE, type MasterListQuery } from '@sewabeli/domain';

/**
 * The Master List as it opens: all years, no search, the newest first. The screen starts from it, and the menu's
 * click starts its read before the screen has rendered (issue 29).
 */
export const MASTER_OPENING_QUERY = {
  search: '',
  searchField: 'all',
  tags: [],
  page: 1,
  pageSize: MASTER_PAGE_SIZE,
  sortBy: 'createdAt',
  sortDir: 'desc',
} as const satisfies MasterListQuery;
