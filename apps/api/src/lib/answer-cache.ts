/**
 * Answers of hot reads kept under the data version they were read at (issue 17; the version is migration
 * 2026_11_28_0000_data_version, read by each request's session query). A request whose session query read version
 * V is answered from here only by an answer computed at V: every commit that changes a business table raises the
 * version, so the next request after it computes afresh. The answer is computed after the version was read and
 * is therefore at least as new as V; it is kept only while V is the version the latest request read.
 *
 * Concurrent requests for the same answer at the same version share one computation. Answers must not depend on
 * who asks (beyond the permission checked before) nor on the clock; a read that does puts that into its key.
 * Cached answers are shared: callers must not change them.
 */
export interface AnswerReading {
  /** The data version the request's session query read; null serves no cached answer (and keeps none). */
  version: number | null;
  /** The client asked for a fresh answer (Cache-Control: no-cache): computed, and kept for the next ones. */
  fresh: boolean;
}

interface Entry {
  version: number;
  answer: Promise<unknown>;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private current = 0;

  /** At most `capacity` answers, the least recently used leaving first. */
  constructor(private readonly capacity = 500) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answer kept under `key` at the reading's version, or undefined (nothing is computed). */
  peek(key: string, reading: AnswerReading): Promise<unknown> | undefined {
    if (reading.version === null || reading.fresh || reading.version !== this.current) return undefined;
    const kept = this.entries.get(key);
    return kept?.version === reading.version ? kept.answer : undefined;
  }

  answer<T>(key: string, reading: AnswerReading, compute: () => Promise<T>): Promise<T> {
    const { version } = reading;
    if (version === null) return compute();
    if (version !== this.current) {
      // Every answer kept so far was read at another version: none can be served again. An older version (a
      // request that read it before a commit, or a database restored from a backup) starts afresh too, so that no
      // answer outlives a version that may come round again over other data.
      this.entries.clear();
      this.current = version;
    }
    const kept = this.entries.get(key);
    if (kept && kept.version === version && !reading.fresh) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.answer as Promise<T>;
    }
    const answer = compute();
    const entry = { version, answer };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return answer;
  }
}

const shared = new WeakSet<object>();

/** Marks an answer as one the cache may hand to many requests (and so never changed once made). */
export function markShared<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null) shared.add(answer);
  return answer;
}

export const isShared = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && shared.has(answer);

/**
 * One way of writing answers as JSON bytes (a tRPC envelope, a legacy body): a shared answer is written once and
 * the bytes kept beside it while the answer lives, so that a kept answer costs its serialization only once; any
 * other answer is written each time.
 */
export function serializedOnce(serialize: (answer: unknown) => string): (answer: unknown) => Buffer {
  const written = new WeakMap<object, Buffer>();
  return (answer) => {
    if (!isShared(answer)) return Buffer.from(serialize(answer));
    let json = written.get(answer as object);
    if (json === undefined) {
      json = Buffer.from(serialize(answer));
      written.set(answer as object, json);
    }
    return json;
  };
}

/**
 * The key of a tRPC query's answer as given to a role: the procedure's checks (session, permission, input) depend
 * on nothing else of the caller, so an answer kept under it was given to that role for that input, and may be
 * given to the role again without running them (plugins/trpc-queries.ts).
 */
export const procedureAnswerKey = (path: string, roleName: string, input: unknown): string =>
  answerKey(`${path} ${roleName}`, input);

/** The cache key of a procedure's answer to an input (inputs parsed by a schema keep their keys' order). */
export const answerKey = (name: string, input: unknown): string => `${name} ${JSON.stringify(input ?? null)}`;

/** What a request's answers are read at: its session's data version, and whether the client asked for a fresh one. */
export function readingOf(req: {
  auth: { dataVersion: number | null } | null;
  headers: { 'cache-control'?: string | string[] };
}): AnswerReading {
  return { version: req.auth?.dataVersion ?? null, fresh: wantsFresh(req.headers['cache-control']) };
}

/** Cache-Control: no-cache (or no-store) on a request asks for an answer read from the database. */
export function wantsFresh(cacheControl: string | string[] | undefined): boolean {
  const value = Array.isArray(cacheControl) ? cacheControl.join(',') : (cacheControl ?? '');
  return /\bno-(cache|store)\b/i.test(value);
}
