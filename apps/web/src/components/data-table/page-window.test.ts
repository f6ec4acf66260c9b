import { describe, expect, it } from 'vitest';
import { entriesSummary, pageWindow, totalPages } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('never shows more than 10 links and keeps the current page inside', () => {
    for (let pages = 1; pages <= 40; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const links = pageWindow(current, pages);
        expect(links.length).toBe(Math.min(10, pages));
        expect(links).toContain(current);
        expect(links[0]).toBeGreaterThanOrEqual(1);
        expect(links.at(-1)).toBeLessThanOrEqual(pages);
      }
    }
  });
  it('slides the window with the current page', () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(15, 30)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('entriesSummary', () => {
  it.each([
    [1, 10, 0, 'Showing 0 to 0 of 0 entries'],
    [1, 10, 7, 'Showing 1 to 7 of 7 entries'],
    [2, 10, 25, 'Showing 11 to 20 of 25 entries'],
    [3, 10, 25, 'Showing 21 to 25 of 25 entries'],
    [1, 10, 1234, 'Showing 1 to 10 of 1,234 entries'],
  ])('page %i size %i total %i', (page, size, total, text) => {
    expect(entriesSummary(page, size, total)).toBe(text);
  });
});

describe('totalPages', () => {
  it('rounds up', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });
});
