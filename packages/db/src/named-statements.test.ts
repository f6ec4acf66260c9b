import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { nameStatement, statementNameOf } from './named-statements';
import { createTestDb } from './testing/index';

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ seed: 'none' });
  });
  afterAll(() => handle.close());

  const preparedOnConnection = (text: string) =>
    handle.db.connection().execute(async (conn) => {
      const first = await sql.raw<{ n: number }>(text).execute(conn);
      const again = await sql.raw<{ n: number }>(text).execute(conn);
      const { rows } = await sql<{
        name: string;
      }>`select name from pg_prepared_statements where statement = ${text}`.execute(conn);
      return { first: first.rows, again: again.rows, names: rows.map((row) => row.name) };
    });

  it('parses a registered text once per connection under its name, and answers as before', async () => {
    const text = 'select 41 + 1 as n';
    nameStatement(text);
    const { first, again, names } = await preparedOnConnection(text);
    expect(first).toEqual([{ n: 42 }]);
    expect(again).toEqual([{ n: 42 }]);
    expect(names).toEqual([statementNameOf(text)]);
  });

  it('leaves every other text unnamed', async () => {
    const { first, names } = await preparedOnConnection('select 40 + 2 as n');
    expect(first).toEqual([{ n: 42 }]);
    expect(names).toEqual([]);
  });
});
