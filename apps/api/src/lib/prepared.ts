import { type Db, nameStatement } from '@sewabeli/db';
import type { Compilable, CompiledQuery } from 'kysely';

const slotKey = Symbol('prepared-slot');
type Slot = { [slotKey]: string };

const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && slotKey in value;

/**
 * A query built and compiled once per database, for the hottest paths (every request resolves its session, every
 * payment locks its agreement and writes its ledger entry):
 * `build` receives stand-ins for the named parameters, and each call only substitutes the values. Building and
 * compiling the same Kysely query on every request cost about a fifth of the server's CPU under load. On
 * PostgreSQL it is also a named statement, parsed and planned once per connection.
 */
export function prepared<Args extends Record<string, unknown>, Row>(
  build: (db: Db, args: { [K in keyof Args]: Args[K] }) => Compilable<Row>,
  names: readonly (keyof Args & string)[],
): (db: Db, args: Args) => Promise<Row[]> {
  // By the database's adapter, which its transactions share: a query prepared on the pool serves them too.
  const cache = new WeakMap<object, CompiledQuery<Row>>();
  return async (db, args) => {
    const key = db.getExecutor().adapter;
    let compiled = cache.get(key);
    if (!compiled) {
      const stand = Object.fromEntries(names.map((name) => [name, { [slotKey]: name }])) as unknown as Args;
      compiled = build(db, stand).compile();
      nameStatement(compiled.sql);
      cache.set(key, compiled);
    }
    const parameters = compiled.parameters.map((value) => (isSlot(value) ? args[value[slotKey]] : value));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}

/**
 * Runs a query built on each call as a named statement on PostgreSQL: for a hot query whose text recurs with only
 * its values changing (the legacy list pages), so that PostgreSQL parses and plans it once per connection.
 */
export async function executeNamed<Row>(db: Db, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  nameStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}
