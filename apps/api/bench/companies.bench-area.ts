import { sql } from 'kysely';
import type { BenchArea } from './support';
import { trpcCase } from './support';

const rows = Number(process.env.BENCH_ROWS ?? 50_000);

/** The company list over BENCH_ROWS companies (default 50,000), each with a directorship. */
export const companies: BenchArea = {
  name: 'companies',
  async grow(db) {
    await sql`
      insert into hirer (name, code, registration_no, shortname, establish_year, resource_id, address, pic, pic_no, loan_limit)
      select
        (array['Binaan','Jentera','Logistik','Kargo','Teguh','Maju','Jaya','Sentosa','Bumi','Perdana'])[1 + g % 10]
          || ' ' || (array['Utara','Selatan','Timur','Barat','Tengah','Klang','Johor','Pulau','Kota','Lembah'])[1 + (g / 10) % 10]
          || ' ' || g || ' Sdn Bhd',
        'B-' || g,
        (2000 + g % 24)::text || lpad(g::text, 8, '0'),
        'CO' || g,
        1970 + g % 55,
        1 + g % 39,
        'Lot ' || g || ', Jalan Perusahaan, Shah Alam, Selangor',
        'Pengurus ' || g,
        '012-' || lpad((g % 10000000)::text, 7, '0'),
        (g % 50) * 100000
      from generate_series(1, ${rows}) as g`.execute(db);
    await sql`
      insert into hirer_contact (hirer_id, name, identity_no, phone)
      select h.id, 'Pengarah ' || h.id, '8001' || lpad(h.id::text, 8, '0'), '013-1234567'
      from hirer h where not exists (select 1 from hirer_contact c where c.hirer_id = h.id)`.execute(db);
    return `${rows.toLocaleString()} companies with a directorship each`;
  },
  cases: [
    trpcCase('companies: first page, sorted by name', 'hirer.list', { sortBy: 'name' }),
    trpcCase('companies: page 2000, sorted by name', 'hirer.list', { sortBy: 'name', page: 2000 }),
    trpcCase('companies: search all columns "teguh"', 'hirer.list', { search: 'teguh' }),
    trpcCase('companies: search name "jaya kota 4"', 'hirer.list', {
      search: 'jaya kota 4',
      searchField: 'name',
    }),
    trpcCase('companies: establish year desc, page 300', 'hirer.list', {
      sortBy: 'establishYear',
      sortDir: 'desc',
      page: 300,
    }),
    trpcCase('companies: search with no match', 'hirer.list', { search: 'zzzz-no-such-company' }),
  ],
};
