import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A migration carries the SQL it ran on its day (issue 42): it imports kysely and the migrations' own files
 * (ddl.ts, frozen/), never the read models, the seeds or anything else that changes with today's code.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?[^'";]*?\s*from\s+'([^']+)'/gm;

describe('frozen migrations (issue 42)', () => {
  it('import only kysely and files inside src/migrations', () => {
    const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const outside = files.flatMap((file) =>
      [...readFileSync(path.join(here, file), 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? '')
        .filter((from) =>
          from.startsWith('.') ? path.join(path.dirname(file), from).startsWith('..') : from !== 'kysely',
        )
        .map((from) => `${file} imports '${from}'`),
    );
    expect(outside).toEqual([]);
  });
});
