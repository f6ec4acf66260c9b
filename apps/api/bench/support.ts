import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Db } from '@sewabeli/db';
import type { FastifyInstance } from 'fastify';

/** What every area's cases get: the app listening on HTTP as the browser reaches it, its database, a session. */
export interface BenchContext {
  app: FastifyInstance;
  db: Db;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  auth: Record<string, string>;
}

/**
 * The node flags `pnpm start` runs the compiled server with (apps/api/package.json), so that the benches that
 * start it in its own process measure that process: the heap limit, say, changes how far V8 lets the heap grow
 * before it collects (issue 15's memory: a peak of 265 to 316 MB under the default limit of 4 GB, 186 MB under 512).
 */
export function startFlags(): string[] {
  const packageJson = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'package.json');
  const start: string = JSON.parse(readFileSync(packageJson, 'utf8')).scripts.start;
  const flags = /node ((?:--\S+ )*)dist\/server\.mjs/.exec(start)?.[1];
  if (flags === undefined) throw new Error(`no 'node ... dist/server.mjs' in the start script: ${start}`);
  // BENCH_SERVER_FLAGS adds node flags to the servers the bench starts (`--cpu-prof --cpu-prof-dir=...` to profile).
  return [...flags.split(' '), ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ')].filter(Boolean);
}

/**
 * Issue 15's budgets: the p95 (ms) a case of each kind must stay within. `whole` is a legacy call that answers a
 * whole table at once as the spec has it (GET /applicant/all: 10,000 rows, 3.5 MB of JSON); the screens page, and
 * the legacy call pages too when asked (`?page`), which is timed as a list. `import` (issue 31) is a 10,000-line bank
 * statement imported, parsed and matched against the book.
 */
export const BUDGETS = {
  list: 50,
  profile: 50,
  analytics: 300,
  payment: 50,
  whole: 500,
  import: 10_000,
} as const;
export type BudgetKind = keyof typeof BUDGETS;

/** One timed call; answers the row total it reports (or null) and throws on a non-200. */
export interface BenchCase {
  label: string;
  budget: BudgetKind;
  call: (context: BenchContext) => Promise<number | null>;
  /** Timed calls of a heavy case (a whole statement import); default BENCH_RUNS (at least 20). */
  runs?: number;
}

/** An area of the product: grows its tables to the bench size, then names the calls to time. */
export interface BenchArea {
  name: string;
  /** Grows the database to the bench size; answers a one-line description of what it made. */
  grow: (db: Db) => Promise<string>;
  cases: BenchCase[];
}

/** An input given as is, or worked out once from the grown database (an id to open, say). */
export type BenchInput = unknown | ((db: Db) => Promise<unknown>);

function resolvedOnce(input: BenchInput): (db: Db) => Promise<unknown> {
  let value: Promise<unknown> | undefined;
  return (db) => {
    value ??=
      typeof input === 'function' ? (input as (db: Db) => Promise<unknown>)(db) : Promise.resolve(input);
    return value;
  };
}

/** One HTTP call with the bench's session; throws on a non-200. */
export async function send(
  context: BenchContext,
  label: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${context.baseUrl}${url}`, {
    ...init,
    headers: { ...context.auth, ...(init.headers as Record<string, string> | undefined) },
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const rowsOf = (data: unknown): number | null => {
  if (Array.isArray(data)) return data.length;
  const total = (data as { total?: unknown } | null)?.total;
  return typeof total === 'number' ? total : null;
};

/** A tRPC query case over HTTP: the procedure and input as the browser sends them. */
export function trpcCase(
  label: string,
  procedure: string,
  input: BenchInput,
  budget: BudgetKind = 'list',
): BenchCase {
  const inputOf = resolvedOnce(input);
  return {
    label,
    budget,
    async call(context) {
      const payload = encodeURIComponent(JSON.stringify({ json: await inputOf(context.db) }));
      const { body } = await send(context, label, `/trpc/${procedure}?input=${payload}`);
      return rowsOf((body as { result?: { data?: { json?: unknown } } }).result?.data?.json);
    },
  };
}

/** A tRPC mutation case over HTTP; `input` is asked for afresh before every call (a new payment, say). */
export function trpcMutationCase(
  label: string,
  procedure: string,
  input: (db: Db, call: number) => Promise<unknown>,
  budget: BudgetKind,
): BenchCase {
  let calls = 0;
  return {
    label,
    budget,
    async call(context) {
      const body = JSON.stringify({ json: await input(context.db, calls++) });
      await send(context, label, `/trpc/${procedure}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      return null;
    },
  };
}

/** A legacy REST GET case (`url` may be worked out from the database once). */
export function restCase(
  label: string,
  url: string | ((db: Db) => Promise<string>),
  budget: BudgetKind = 'list',
): BenchCase {
  const urlOf = resolvedOnce(url);
  return {
    label,
    budget,
    async call(context) {
      const { body } = await send(context, label, String(await urlOf(context.db)));
      return rowsOf(body);
    },
  };
}

export interface CaseResult {
  area: string;
  label: string;
  budget: BudgetKind;
  p50: number;
  p95: number;
  calls: number;
  rows: number | null;
  pass: boolean;
}

const RUNS = Math.max(20, Number(process.env.BENCH_RUNS ?? 20));
/** Calls after which a case whose fastest call took over GIVE_UP_FACTOR x its budget stops (a sure FAIL). */
const GIVE_UP_AFTER = 3;
const GIVE_UP_FACTOR = 4;
const percentile = (sorted: number[], p: number) => sorted[Math.ceil(sorted.length * p) - 1] ?? 0;

/** Runs each case RUNS times (at least 20, or its own `runs`, after one warm-up call) and answers its p50 and p95. */
export async function timeCases(context: BenchContext, area: BenchArea): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const benchCase of area.cases) {
    const times: number[] = [];
    let rows: number | null = null;
    let failure: string | null = null;
    try {
      rows = await benchCase.call(context);
      for (let i = 0; i < (benchCase.runs ?? RUNS); i++) {
        const start = performance.now();
        rows = await benchCase.call(context);
        times.push(performance.now() - start);
        // A case far over its budget is judged on its first calls, so that the run ends on a loaded machine.
        if (times.length >= GIVE_UP_AFTER && Math.min(...times) > GIVE_UP_FACTOR * BUDGETS[benchCase.budget])
          break;
      }
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = failure ? Number.NaN : percentile(sorted, 0.95);
    const result = {
      area: area.name,
      label: benchCase.label,
      budget: benchCase.budget,
      p50: failure ? Number.NaN : percentile(sorted, 0.5),
      p95,
      calls: times.length,
      rows,
      pass: !failure && p95 <= BUDGETS[benchCase.budget],
    };
    console.log(
      `  ${result.label.padEnd(58)} p50 ${result.p50.toFixed(1).padStart(7)}  p95 ${p95.toFixed(1).padStart(7)}`,
      failure ? `  ERROR ${failure.slice(0, 300)}` : '',
    );
    results.push(result);
  }
  return results;
}

/** The table of every case with its budget and verdict (Markdown, so docs/performance.md can show it as is). */
export function budgetTable(results: readonly CaseResult[]): string {
  const lines = [
    '| case | budget p95 ms | p50 ms | p95 ms | calls | rows | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.area}: ${r.label} | ${BUDGETS[r.budget]} (${r.budget}) | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.calls} | ${
          r.rows === null ? '' : r.rows.toLocaleString('en-US')
        } | ${r.pass ? 'PASS' : 'FAIL'} |`,
    ),
  ];
  return lines.join('\n');
}
