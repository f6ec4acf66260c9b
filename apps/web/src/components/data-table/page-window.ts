/** Spec: lists show at most 10 page links. */
export const MAX_PAGE_LINKS = 10;

export function totalPages(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The page numbers to show as links: a window of at most `maxLinks` pages that keeps `current` near its middle. */
export function pageWindow(current: number, pages: number, maxLinks: number = MAX_PAGE_LINKS): number[] {
  if (pages <= 0 || maxLinks <= 0) return [];
  const count = Math.min(maxLinks, pages);
  const page = Math.min(Math.max(current, 1), pages);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** 'Showing X to Y of Z entries' (X = Y = 0 when the list is empty). */
export function entriesSummary(page: number, pageSize: number, total: number): string {
  const from = total > 0 ? Math.min((page - 1) * pageSize + 1, total) : 0;
  const to = total > 0 ? Math.min(page * pageSize, total) : 0;
  const n = (value: number) => value.toLocaleString('en-MY');
  return `Showing ${n(from)} to ${n(to)} of ${n(total)} entries`;
}
