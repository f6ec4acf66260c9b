import type pg from 'pg';

/**
 * SQL texts that PostgreSQL parses and plans once per connection (named prepared statements) instead of on every
 * call: the hot queries that every request pays (the session lookup, a list's page). Parsing and planning a
 * five-table join cost PostgreSQL more than running it. A statement is named by the text itself, so two callers
 * of the same text share it; the registry is bounded, as each name holds a plan in every connection.
 */
const names = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

/** Asks for `sql` to be a named statement on PostgreSQL (no effect on PGlite, which plans in process). */
export function nameStatement(sql: string): void {
  if (names.size < MAX_NAMED_STATEMENTS && !names.has(sql)) names.set(sql, `sewabeli_${names.size + 1}`);
}

export function statementNameOf(sql: string): string | undefined {
  return names.get(sql);
}

/**
 * Makes the pool's clients send the registered texts as named statements: pg parses a name once per connection
 * and afterwards only binds and executes it. Every other query goes through as it came.
 */
export function nameStatementsOf(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      if (!name) return query(text, ...rest);
      const [values, callback] = typeof rest[0] === 'function' ? [undefined, rest[0]] : rest;
      return callback ? query({ name, text, values }, callback) : query({ name, text, values });
    }) as typeof client.query;
  });
}
