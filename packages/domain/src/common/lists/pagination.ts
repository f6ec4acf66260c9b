/** Origination §9 / collections §9 / clients §9 page sizes and page links. */
export const LIST_PAGE_SIZE = 10;
export const MASTER_GRID_PAGE_SIZE = 20;
export const OVERDUE_CLIENTS_PAGE_SIZE = 5;
export const MAX_PAGE_LINKS = 10;

/** How many pages `total` rows make; 0 for none (an empty list shows no page links). */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * Up to 10 page links around the current page: the window is centred where it can be and slides against
 * either end, so page 1 shows 1..10 and the last page shows the last ten; none without pages.
 */
export function pageLinks(page: number, totalPages: number, maxLinks = MAX_PAGE_LINKS): number[] {
  if (totalPages <= 0 || maxLinks <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const count = Math.min(maxLinks, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 'Showing x to y of n entries' with thousands grouped ('of 1,234 entries'); 'Showing 0 to 0 of 0 entries' when empty. */
export function entriesShownText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 entries';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `Showing ${grouped(from)} to ${grouped(to)} of ${grouped(total)} entries`;
}

export const NO_RECORD_FOUND = 'No Record Found';
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this ?';
export const DELETE_PRODUCT_CONFIRMATION = 'Are you sure you want to delete the product ?';
