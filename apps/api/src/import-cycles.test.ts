import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No static import cycle in the four source trees (docs/architecture.md, "Import cycles"). A static import is an
 * `import ... from`, `export ... from` or a bare `import '...'`; `import type` is erased at build time and a dynamic
 * `import()` (the lazy routes) loads later, so neither can close a cycle. Tests are leaves and are left out.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TREES = ['apps/web/src', 'apps/api/src', ...packageTrees()];
const WORKSPACE: Record<string, string> = {
  '@sewabeli/domain': 'packages/domain/src/index.ts',
  '@sewabeli/db': 'packages/db/src/index.ts',
  '@sewabeli/db/testing': 'packages/db/src/testing/index.ts',
  '@sewabeli/client': 'packages/client/src/index.ts',
};

function packageTrees(): string[] {
  return readdirSync(path.join(root, 'packages'))
    .map((name) => `packages/${name}/src`)
    .filter((dir) => existsSync(path.join(root, dir)));
}

const isTest = (file: string) => /\.(test|bench)\.tsx?$|\.test-support\.tsx?$|\.d\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isTest(file));
}

const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s*from\s+)?['"]([^'"]+)['"]/gm;

function resolve(file: string, from: string): string | null {
  if (from in WORKSPACE) return WORKSPACE[from] ?? null;
  if (!from.startsWith('.')) return null;
  const base = path.join(path.dirname(file), from).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(path.join(root, c))) ?? null;
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(STATIC)]
        .filter((m) => !m[1])
        .map((m) => resolve(file, m[2] ?? ''))
        .filter((t): t is string => t !== null && t !== file);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** One cycle per strongly connected component (Tarjan), each printed as a path that returns to its start. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => shortestLoop(graph, component));
}

/** The shortest path from the component's first file back to itself, inside the component. */
function shortestLoop(graph: Map<string, string[]>, component: string[]): string[] {
  const inside = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(previous.get(loop[0] ?? '') ?? start);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

describe('import cycles (docs/architecture.md)', () => {
  it('no static import cycle in apps/web, apps/api and packages/*', () => {
    const graph = importGraph(TREES.flatMap(sourceFiles));
    expect(graph.size).toBeGreaterThan(500);
    expect(findCycles(graph).map((loop) => loop.join(' -> '))).toEqual([]);
  });

  it('finds a cycle and prints it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
