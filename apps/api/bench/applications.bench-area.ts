import { sql } from 'kysely';
import type { BenchArea } from './support';
import { restCase, trpcCase } from './support';

const applications = Number(process.env.BENCH_APPLICATIONS ?? 10_000);

/**
 * The Application list (origination §2) over BENCH_APPLICATIONS applications (default 10,000) spread over the
 * companies and every progress (about a fifth completed, seq 8, so not listed), with the created dates spread
 * over two years.
 */
export const applicationList: BenchArea = {
  name: 'applications',
  async grow(db) {
    await sql`
      insert into applicant (hirer_id, financial_program_id, purpose, progress_id, lock_status, created_at, updated_at)
      select
        h.ids[1 + g % array_length(h.ids, 1)],
        p.ids[1 + g % array_length(p.ids, 1)],
        'Bench application ' || g,
        1 + g % 9,
        case when 1 + g % 9 in (6, 7, 8) then 1 else 0 end,
        now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
        now()
      from generate_series(1, ${applications}) as g,
        (select array_agg(id order by id) as ids from hirer where deleted_at is null) as h,
        (select array_agg(id order by id) as ids from financial_program where deleted_at is null) as p`.execute(
      db,
    );
    await sql`analyze`.execute(db);
    return `${applications.toLocaleString()} applications over every progress`;
  },
  cases: [
    trpcCase('applications: first page, newest first', 'application.list', {
      sortBy: 'createdAt',
      sortDir: 'desc',
    }),
    trpcCase('applications: page 500, newest first', 'application.list', {
      sortBy: 'createdAt',
      sortDir: 'desc',
      page: 500,
    }),
    trpcCase('applications: sorted by hirer', 'application.list', { sortBy: 'hirerName' }),
    trpcCase('applications: search hirer "binaan"', 'application.list', {
      search: 'binaan',
      searchField: 'hirerName',
    }),
    trpcCase('applications: search progress "score"', 'application.list', {
      search: 'score',
      searchField: 'progress',
    }),
    trpcCase('applications: search created date "03-2026"', 'application.list', {
      search: '03-2026',
      searchField: 'createdAt',
    }),
    trpcCase('applications: search all, no match', 'application.list', {
      search: 'zzzz-no-such-application',
    }),
    restCase('applications: legacy GET /applicant/all, the whole list', '/api/applicant/all', 'whole'),
  ],
};
