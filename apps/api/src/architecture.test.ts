import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The dependency direction of docs/conventions.md, checked on every import of the source tree: a rule broken
 * here fails `pnpm test` with the file and the import.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

interface Import {
  file: string;
  from: string;
  typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'";]*?\s*from\s+'([^']+)'/gm;

function importsOf(dir: string): Import[] {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)].map((match) => ({
      file,
      from: match[3] ?? '',
      typeOnly: Boolean(match[2]),
    })),
  );
}

const show = (imports: Import[]) => imports.map((i) => `${i.file} imports '${i.from}'`);

/** The feature folder an import inside apps/api/src/features lands in, or null for one outside features. */
function targetFeature(file: string, from: string): string | null {
  if (!from.startsWith('.')) return null;
  const target = path.relative(
    path.join(root, 'apps/api/src/features'),
    path.resolve(root, path.dirname(file), from),
  );
  return target.startsWith('..') ? null : (target.split(path.sep)[0] ?? null);
}

describe('dependency direction (docs/conventions.md)', () => {
  it('packages/domain is pure: zod and its own modules only (tests may add their tools)', () => {
    const outside = importsOf('packages/domain/src').filter(
      (i) => !/\.test(-support)?\.ts$/.test(i.file) && !i.from.startsWith('.') && i.from !== 'zod',
    );
    expect(show(outside)).toEqual([]);
  });

  it('the web app takes only types from the API', () => {
    const runtime = importsOf('apps/web/src').filter(
      (i) => (i.from.startsWith('@sewabeli/api') || i.from.includes('apps/api')) && !i.typeOnly,
    );
    expect(show(runtime)).toEqual([]);
  });

  it("an API area never reaches into another area's repository (the audit trail's recordAudit excepted)", () => {
    const crossing = importsOf('apps/api/src/features').filter((i) => {
      const own = i.file.split('/')[4];
      const target = targetFeature(i.file, i.from);
      return (
        target !== null &&
        target !== own &&
        /\.repository$/.test(i.from) &&
        !/\.test\.ts$/.test(i.file) &&
        !i.from.endsWith('audit/audit.repository')
      );
    });
    expect(show(crossing)).toEqual([]);
  });

  it('only repositories, migrations and seeds write SQL: services and routers use repositories', () => {
    const sqlInServices = importsOf('apps/api/src/features').filter(
      (i) => /\.(service|router|rest)\.ts$/.test(i.file) && i.from === 'kysely' && !i.typeOnly,
    );
    expect(show(sqlInServices)).toEqual([]);
  });
});

/**
 * Issue 42: a source file over 400 lines or a folder over 20 files is split by purpose (docs/conventions.md). Tests
 * count as files in their folder but not against the line limit. What others were still splitting when the rule
 * came is listed with its reason; the list only shrinks.
 */
const MAX_LINES = 400;
const MAX_FILES = 20;
const LARGE_FILES_ALLOWED: Record<string, string> = {
  'packages/db/src/seed/demo-clients.ts': 'demo data rows, not logic',
  'packages/db/src/seed/demo-collections.ts': 'demo data rows, not logic',
  'packages/db/src/seed/demo-programs.ts': 'demo data rows, not logic',
  'packages/db/src/seed/large-book.ts': 'the seeds are being rewritten to call the domain (issue 42, jobs)',
  'apps/api/src/features/collections/analytics.repository.ts':
    'its rule SQL is moving to the read models (issue 42, rm)',
  'apps/api/src/features/collections/collection.repository.ts':
    'its rule SQL is moving to the read models (issue 42, rm)',
  'apps/api/src/features/bank-statements/bank-statement.repository.ts':
    'its arrears sum is moving to the read models (issue 42, rm)',
  'apps/api/src/features/agreements/documents/agreement-layout.ts':
    'moving to the PDF layout module (issue 42, ties)',
};
const LARGE_TREES_ALLOWED: Record<string, string> = {
  'apps/web/src/': 'the web app is being split (issue 42, web)',
  'packages/domain/src/': "the domain's schemas are moving beside their rules (issue 42, dom)",
};
const FULL_FOLDERS_ALLOWED: Record<string, string> = {
  'packages/db/src/migrations': 'a timestamped sequence: split by nothing but time, exempt for good',
};
const SIZED_TREES = [
  'apps/api/src',
  'apps/web/src',
  'packages/client/src',
  'packages/db/src',
  'packages/domain/src',
];
const allowedTree = (file: string) => Object.keys(LARGE_TREES_ALLOWED).some((tree) => file.startsWith(tree));

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('files and folders stay small (docs/conventions.md, issue 42)', () => {
  const files = SIZED_TREES.flatMap(filesUnder);

  it(`every non-test source file has at most ${MAX_LINES} lines`, () => {
    const long = files
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|bench)\.tsx?$/.test(file))
      .filter((file) => !(file in LARGE_FILES_ALLOWED) && !allowedTree(file))
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it(`every folder holds at most ${MAX_FILES} files`, () => {
    const perFolder = new Map<string, number>();
    for (const file of files) perFolder.set(path.dirname(file), (perFolder.get(path.dirname(file)) ?? 0) + 1);
    const full = [...perFolder]
      .filter(
        ([folder, count]) =>
          count > MAX_FILES && !(folder in FULL_FOLDERS_ALLOWED) && !allowedTree(`${folder}/`),
      )
      .map(([folder, count]) => `${folder}: ${count} files`);
    expect(full).toEqual([]);
  });

  it('the allow-lists name only what is still over the limit', () => {
    const stale = Object.keys(LARGE_FILES_ALLOWED).filter(
      (file) =>
        !files.includes(file) ||
        readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 <= MAX_LINES,
    );
    expect(stale).toEqual([]);
  });
});
