import type { Db } from '@sewabeli/db';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';

/** pg-boss keeps its tables in a schema of its own, created and migrated by pg-boss at start. */
export const JOB_SCHEMA = 'pgboss';

/** A queue's retry policy: `attempts` runs in all, each retry after `retryDelaySeconds * 2^n` (with jitter). */
export interface QueueDefinition {
  name: string;
  attempts: number;
  retryDelaySeconds: number;
}

/** Where a queue's jobs go once their last attempt failed. */
export const deadLetterQueueOf = (queue: string) => `${queue}.dead`;

/**
 * Runs a script of several statements (PGlite's `exec`). PGlite's prepared queries take one statement, and
 * pg-boss sends its schema and maintenance as one multi-statement script.
 */
export interface SqlScriptRunner {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's SQL goes through the app's Kysely instance (no plugins: pg-boss reads snake_case columns), so that
 * it shares the pool on PostgreSQL and waits its turn on PGlite's single connection. A script without
 * parameters runs whole under that same turn through `script` when one is given (PGlite).
 */
export function jobSqlExecutor(db: Db, script?: SqlScriptRunner): PgBoss.Db {
  const plain = db.withoutPlugins();
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (script && values.length === 0)
        return plain.connection().execute(async () => (await script.exec(text)).at(-1) ?? { rows: [] });
      if (values.length > 0) {
        const result = await plain.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values));
        return { rows: [...result.rows] };
      }
      // A script (pg-boss's schema, queues, maintenance: BEGIN; ...; COMMIT) on one pooled connection: when one of
      // its statements fails, the transaction it opened is rolled back before the connection goes back to the
      // pool, else every later query on it would answer 'current transaction is aborted'.
      return plain.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text));
          return { rows: [...result.rows] };
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

// Sending only runs pg-boss's insert through the executor it is given: one unstarted instance serves every send.
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('enqueueJob sends through the caller’s database')),
  },
});

/**
 * Puts a job on a queue in the caller's database or transaction, so that the job exists exactly when its cause
 * does. The queue's retry policy and dead-letter queue come from its definition (see JobQueue.start).
 */
export async function enqueueJob(db: Db, queue: string, payload: object): Promise<string> {
  const id = await sender.send(queue, payload, { db: jobSqlExecutor(db) });
  if (!id) throw new Error(`The job was not queued: does the queue '${queue}' exist?`);
  return id;
}

export interface JobQueueOptions {
  queues: readonly QueueDefinition[];
  /** Multi-statement scripts on PGlite (the database handle's client). */
  script?: SqlScriptRunner;
  /**
   * true in a process that runs workers: pg-boss's maintenance (expiring jobs whose worker died, archiving) and
   * its cron clock run too. false: the schema and queues are made ready for sending, nothing more.
   */
  maintain: boolean;
  /** How often pg-boss's maintenance and cron clock look (seconds); tests shorten them. */
  maintenanceIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

export interface JobQueue {
  /** pg-boss itself, for the workers (its `work()`) and tests. */
  readonly boss: PgBoss;
  /** Creates or migrates pg-boss's schema and every queue with its dead-letter queue. */
  start(): Promise<void>;
  /** Sends `data` to `queue` on a cron expression, in Kuala Lumpur's time (replaces that queue's schedule). */
  schedule(queue: string, cron: string, data?: object): Promise<void>;
  /** Stops pg-boss: no more fetching, the jobs in hand finish (30 s at most), then its timers stop. */
  stop(): Promise<void>;
}

export const SCHEDULE_TIME_ZONE = 'Asia/Kuala_Lumpur';

export function createJobQueue(db: Db, options: JobQueueOptions): JobQueue {
  const interval = options.maintenanceIntervalSeconds;
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: jobSqlExecutor(db, options.script),
    migrate: true,
    supervise: options.maintain,
    schedule: options.maintain,
    ...(interval
      ? {
          maintenanceIntervalSeconds: interval,
          monitorStateIntervalSeconds: interval,
          cronMonitorIntervalSeconds: interval,
          cronWorkerIntervalSeconds: interval,
        }
      : {}),
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  return {
    boss,
    async start() {
      await boss.start();
      for (const queue of options.queues) {
        const deadLetter = deadLetterQueueOf(queue.name);
        const policy = {
          name: queue.name,
          retryLimit: queue.attempts - 1,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          deadLetter,
        };
        // Two processes starting at once may both find a queue missing and both create it: the loser (a unique
        // violation or a deadlock between the two) waits a moment and finds it made by the other.
        const ensure = async (name: string, create: () => Promise<void>): Promise<boolean> => {
          for (let attempt = 1; ; attempt++) {
            if (await boss.getQueue(name)) return false;
            try {
              await create();
              return true;
            } catch (error) {
              if (attempt >= 5) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
            }
          }
        };
        await ensure(deadLetter, () => boss.createQueue(deadLetter));
        if (!(await ensure(queue.name, () => boss.createQueue(queue.name, policy))))
          await boss.updateQueue(queue.name, policy);
      }
    },
    async schedule(queue, cron, data) {
      await boss.schedule(queue, cron, data, { tz: SCHEDULE_TIME_ZONE });
    },
    async stop() {
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
    },
  };
}
