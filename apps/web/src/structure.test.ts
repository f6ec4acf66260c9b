import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 42: the web app's house rules, read from the tree (the API's live in apps/api/src/architecture.test.ts).
const SRC = dirname(fileURLToPath(import.meta.url));
const FEATURES = join(SRC, 'features');
const MAX_LINES = 400;
const MAX_FILES_PER_FOLDER = 20;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sources = walk(SRC).filter((file) => /\.tsx?$/.test(file));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The feature folder a file sits in (`features/<area>/...`), or null. */
function featureOf(file: string): string | null {
  const path = relative(FEATURES, file);
  return path.startsWith('..') ? null : (path.split(sep)[0] ?? null);
}

/** The relative modules a file imports (static, dynamic and re-exports). */
function importsOf(text: string): string[] {
  const found = text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((match) => match[1] as string);
}

/** `from -> to` for every import that crosses from one feature folder into another. */
function featureEdges(files: readonly { file: string; text: string }[]): Set<string> {
  const edges = new Set<string>();
  for (const { file, text } of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const spec of importsOf(text)) {
      const to = featureOf(resolve(dirname(file), spec));
      if (to && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

/** The pairs of feature folders that import each other. */
function twoWay(edges: ReadonlySet<string>): string[] {
  return [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`);
}

describe('the shape of apps/web/src (issue 42)', () => {
  it('the rule finds a two-way import between feature folders', () => {
    const edges = featureEdges([
      { file: join(FEATURES, 'a', 'pages', 'A.tsx'), text: "import { b } from '../../b/hooks/b';" },
      { file: join(FEATURES, 'b', 'hooks', 'b.ts'), text: "export { a } from '../../a/pages/A';" },
      { file: join(FEATURES, 'c', 'C.tsx'), text: "const x = import('../b/hooks/b');" },
    ]);
    expect(twoWay(edges)).toEqual(['a <-> b']);
  });

  it('no two feature folders import each other: what both need lives below them (components, lib)', () => {
    const files = sources
      .filter((file) => !isTest(file))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(twoWay(featureEdges(files))).toEqual([]);
  });

  it(`no source file is over ${MAX_LINES} lines (split by purpose)`, () => {
    const long = sources
      .filter((file) => !isTest(file))
      .map((file) => ({
        file: relative(SRC, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it(`no folder holds over ${MAX_FILES_PER_FOLDER} files (group them by sub-feature or purpose)`, () => {
    const crowded = [SRC, ...walkDirs(SRC)]
      .map((dir) => ({
        dir: relative(SRC, dir) || '.',
        files: readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).length,
      }))
      .filter(({ files }) => files > MAX_FILES_PER_FOLDER);
    expect(crowded).toEqual([]);
  });
});

function walkDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [join(dir, entry.name), ...walkDirs(join(dir, entry.name))]);
}
