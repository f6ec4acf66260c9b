import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../index';
import { createTestDb } from '../testing/index';
import { installReadModels } from './index';

/**
 * Migrations are frozen (issue 42): each carries the SQL it ran on its day, never today's read-model code. This
 * checks the other half: a fresh database, migrated, holds exactly the functions and triggers the read-model
 * modules spell today. It installs the modules' current text over the migrated database and compares every
 * definition before and after; a module edited without a migration that carries its new text fails here, named.
 */
interface Definitions {
  functions: Record<string, string>;
  triggers: Record<string, string>;
}

async function definitions(db: Db): Promise<Definitions> {
  // Functions of our schema, not an extension's (pg_trgm installs its own into public).
  const functions = await sql<{ name: string; definition: string }>`
    select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p
    where p.pronamespace = current_schema()::regnamespace and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`.execute(db);
  const triggers = await sql<{ name: string; definition: string }>`
    select t.tgrelid::regclass::text || '.' || t.tgname as name, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
    order by 1`.execute(db);
  return {
    functions: Object.fromEntries(functions.rows.map((row) => [row.name, row.definition])),
    triggers: Object.fromEntries(triggers.rows.map((row) => [row.name, row.definition])),
  };
}

describe('the read models a fresh database is migrated to (issue 42)', () => {
  let handle: DbHandle;
  let migrated: Definitions;
  let modules: Definitions;

  beforeAll(async () => {
    handle = await createTestDb({ seed: 'none' });
    migrated = await definitions(handle.db);
    await installReadModels(handle.db.withoutPlugins() as unknown as Kysely<unknown>);
    modules = await definitions(handle.db);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('has every trigger function of the read-model modules, each with the text the module spells today', () => {
    expect(Object.keys(migrated.functions).length).toBeGreaterThan(10);
    expect(migrated.functions).toEqual(modules.functions);
  });

  it('has every trigger of the read-model modules, on the table and events the module names', () => {
    expect(Object.keys(migrated.triggers).length).toBeGreaterThan(100);
    expect(migrated.triggers).toEqual(modules.triggers);
  });
});
