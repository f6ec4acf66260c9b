import { performance } from 'node:perf_hooks';
import type { Db } from '@sewabeli/db';
import type { FastifyInstance } from 'fastify';
import { trpc } from '../src/testing/test-app';

/** What every area's cases get: the app as the browser reaches it, its database and a signed-in header. */
export interface BenchContext {
  app: FastifyInstance;
  db: Db;
  auth: Record<string, string>;
}

/** One timed call; answers the row total it reports (or null) and throws on a non-200. */
export interface BenchCase {
  label: string;
  call: (context: BenchContext) => Promise<number | null>;
}

/** An area of the product: grows its tables to the bench size, then names the calls to time. */
export interface BenchArea {
  name: string;
  /** Grows the database to the bench size; answers a one-line description of what it made. */
  grow: (db: Db) => Promise<string>;
  cases: BenchCase[];
}

const RUNS = 15;

/** A tRPC query case: the procedure and input as the browser sends them. */
export function trpcCase(label: string, procedure: string, input: unknown): BenchCase {
  return {
    label,
    async call({ app, auth }) {
      const res = await trpc(app, 'query', procedure, input, auth);
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.error)}`);
      const data = res.data as { total?: unknown } | unknown[];
      if (Array.isArray(data)) return data.length;
      return typeof data?.total === 'number' ? data.total : null;
    },
  };
}

/** A legacy REST GET case. */
export function restCase(label: string, url: string): BenchCase {
  return {
    label,
    async call({ app, auth }) {
      const res = await app.inject({ method: 'GET', url, headers: auth });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return null;
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.floor(sorted.length * p)] ?? 0;

/** Runs each case RUNS times and prints median and p90 (the first call of each case warms it up). */
export async function timeCases(context: BenchContext, area: BenchArea): Promise<void> {
  console.log('case'.padEnd(48), 'median ms', ' p90 ms', '      rows');
  for (const benchCase of area.cases) {
    let rows: number | null = await benchCase.call(context);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      rows = await benchCase.call(context);
      times.push(performance.now() - start);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      benchCase.label.padEnd(48),
      percentile(sorted, 0.5).toFixed(1).padStart(9),
      percentile(sorted, 0.9).toFixed(1).padStart(7),
      (rows === null ? '' : String(rows)).padStart(10),
    );
  }
}
