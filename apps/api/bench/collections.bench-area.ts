import { growBook } from './book';
import type { BenchArea } from './support';
import { restCase, trpcCase } from './support';

const copies = Number(process.env.BENCH_BOOK_COPIES ?? 300);
const pastYear = { startDate: '2025-11-24', endDate: '2026-11-23' };

/** Collections (issue 12): the list, one profile and every overview call over the grown book. */
export const collections: BenchArea = {
  name: 'collections',
  async grow(db) {
    const { agreements, instalments } = await growBook(db, copies);
    return `${agreements.toLocaleString()} agreements, ${instalments.toLocaleString()} instalments (demo book x ${copies + 1})`;
  },
  cases: [
    trpcCase('collections: pending, first page', 'collection.list', { status: 'pending' }),
    trpcCase('collections: all, page 200 by HP No', 'collection.list', {
      status: 'all',
      sortBy: 'hpNo',
      page: 200,
    }),
    trpcCase('collections: overdue months desc', 'collection.list', {
      status: 'all',
      sortBy: 'overdueMonths',
      sortDir: 'desc',
    }),
    trpcCase('collections: search company "bumi"', 'collection.list', {
      status: 'all',
      search: 'bumi',
      searchField: 'hirerName',
    }),
    trpcCase('collections: search all "PC200"', 'collection.list', { status: 'all', search: 'PC200' }),
    trpcCase('collections: a profile', 'collection.byId', { id: 1 }, 'profile'),
    trpcCase('overview: figures, past 12 months', 'collection.overview.figures', pastYear, 'analytics'),
    trpcCase('overview: late reasons', 'collection.overview.reasons', pastYear, 'analytics'),
    trpcCase('overview: overdue clients', 'collection.overview.clients', pastYear, 'analytics'),
    trpcCase('overview: clients by months', 'collection.overview.clientsByMonths', pastYear, 'analytics'),
    trpcCase('overview: monthly collection', 'collection.overview.monthly', pastYear, 'analytics'),
    trpcCase(
      'overview: detail of a month',
      'collection.overview.detail',
      { ...pastYear, month: '2026-06' },
      'analytics',
    ),
    restCase(
      'REST GET /api/applicantProduct/all (collections)',
      '/api/applicantProduct/all?page=1&pageSize=10',
    ),
  ],
};
