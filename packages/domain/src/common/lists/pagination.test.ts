import { describe, expect, it } from 'vitest';
import {
  entriesShownText,
  LIST_PAGE_SIZE,
  MASTER_GRID_PAGE_SIZE,
  MAX_PAGE_LINKS,
  OVERDUE_CLIENTS_PAGE_SIZE,
  pageCount,
  pageLinks,
} from './pagination';

describe('origination.md §9 / collections-and-programs.md §9 / clients-and-reference-data.md §9 pages', () => {
  it('page sizes 20 (master grid), 10 (lists), 5 (overdue clients); up to 10 page links', () => {
    expect([MASTER_GRID_PAGE_SIZE, LIST_PAGE_SIZE, OVERDUE_CLIENTS_PAGE_SIZE, MAX_PAGE_LINKS]).toEqual([
      20, 10, 5, 10,
    ]);
  });

  it.each([
    [0, 10, 0],
    [10, 10, 1],
    [11, 10, 2],
    [57, 10, 6],
  ])('%s rows at %s a page make %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [1, 3, [1, 2, 3]],
    [1, 25, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [12, 25, [8, 9, 10, 11, 12, 13, 14, 15, 16, 17]],
    [25, 25, [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]],
    [99, 25, [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]],
    [1, 0, []],
  ])('page %s of %s shows links %j', (page, total, links) => {
    expect(pageLinks(page, total)).toEqual(links);
  });

  it.each([
    [1, 10, 57, 'Showing 1 to 10 of 57 entries'],
    [6, 10, 57, 'Showing 51 to 57 of 57 entries'],
    [1, 10, 0, 'Showing 0 to 0 of 0 entries'],
    [1, 10, 1234, 'Showing 1 to 10 of 1,234 entries'],
    [124, 10, 1_234_567, 'Showing 1,231 to 1,240 of 1,234,567 entries'],
  ])('page %s size %s of %s: %s', (page, size, total, text) => {
    expect(entriesShownText(page, size, total)).toBe(text);
  });

  // The web's former copy (page-window.ts) disagreed: it showed no links and 0 pages for an empty list, and
  // grouped thousands. What the screens showed is kept; this is now the only copy.
  it('never shows more than 10 links and keeps the current page inside', () => {
    for (let pages = 1; pages <= 40; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const links = pageLinks(current, pages);
        expect(links.length).toBe(Math.min(10, pages));
        expect(links).toContain(current);
        expect(links[0]).toBeGreaterThanOrEqual(1);
        expect(links.at(-1)).toBeLessThanOrEqual(pages);
      }
    }
  });
});
