import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { deadLetterQueueOf, JOB_SCHEMA, type JobQueue, type QueueDefinition } from './job-queue';

/**
 * Issue 40: an error no retry can cure (a statement file that can never be read). The worker fails its job at
 * once, its retries unspent, and gives it up through the dead-letter queue like a job whose last attempt failed.
 */
export class FinalJobError extends Error {}

/**
 * A queue's work. `handle` runs a job (it must be idempotent: a job whose worker died mid-way runs again);
 * throwing means "try again later", with back-off, until the queue's attempts are spent. `giveUp` runs once the
 * last attempt failed, when the job's dead letter is taken up, to record the outcome where people see it.
 */
export interface QueueHandler<P> {
  queue: QueueDefinition;
  handle(payload: P): Promise<void>;
  giveUp(payload: P, reason: string): Promise<void>;
}

export interface WorkerOptions {
  /** How long pg-boss's idle worker waits before fetching again (pg-boss allows no less than 500 ms). */
  pollMs?: number;
  logger?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export type ProcessedJob = { id: string; state: 'completed' | 'retrying' | 'failed' };

export interface Worker {
  /** pg-boss's own `work()` on the queue and on its dead-letter queue (idempotent). */
  start(): Promise<void>;
  /** Stops fetching and waits for the job in hand to finish. */
  stop(): Promise<void>;
  /**
   * Tests step through the queue one job at a time: the job function `work()` runs, on one fetched job, with
   * pg-boss's complete or fail after it; a job failed for good has its dead letter given up at once.
   */
  processNext(): Promise<ProcessedJob | undefined>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** pg-boss's own message for a job whose worker never reported back (it died, or the process restarted). */
const TIMEOUT_MESSAGE = 'job failed by timeout in active state';

/** Why a dead letter's job failed: the last attempt's error, as the worker recorded it or pg-boss did. */
export function reasonOfDeadLetter(job: Pick<PgBoss.JobWithMetadata, 'output' | 'retryLimit'>): string {
  const output = (job.output ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = output.message ?? output.value?.message;
  if (typeof message !== 'string' || message === TIMEOUT_MESSAGE)
    return `The job did not finish after ${job.retryLimit + 1} attempts`;
  return message;
}

/** The error pg-boss records as the attempt's output (`{ message, ... }`), its message cut to 1000 characters. */
class AttemptFailed extends Error {
  override name = 'AttemptFailed';
  constructor(
    message: string,
    /** pg-boss puts the job back for another attempt (false: it is failed for good). */
    readonly willRetry: boolean,
  ) {
    super(message);
  }
}

const MIN_POLL_MS = 500;

export function createWorker<P>(
  jobs: JobQueue,
  handler: QueueHandler<P>,
  options: WorkerOptions = {},
): Worker {
  const { boss } = jobs;
  const queue = handler.queue.name;
  const deadLetters = deadLetterQueueOf(queue);
  const log = options.logger;
  const pollingIntervalSeconds = Math.max(MIN_POLL_MS, options.pollMs ?? 2_000) / 1000;
  const inHand = new Set<Promise<unknown>>();
  let workerIds: string[] | undefined;

  /**
   * The job function: returns when the job is done (pg-boss completes it), throws when the attempt failed
   * (pg-boss fails it: a retry with back-off, or, attempts spent, failed into the dead-letter queue).
   */
  async function runJob(job: PgBoss.JobWithMetadata<P>): Promise<void> {
    try {
      await handler.handle(job.data);
    } catch (error) {
      const final = error instanceof FinalJobError;
      // pg-boss retries a failed job while its retry count is below its limit: a final error spends them first.
      if (final)
        await boss
          .getDb()
          .executeSql(`update ${JOB_SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2`, [
            queue,
            job.id,
          ]);
      const willRetry = !final && job.retryCount < job.retryLimit;
      if (willRetry)
        log?.warn({ err: error, jobId: job.id, queue, attempt: job.retryCount + 1 }, 'job will be retried');
      else log?.error({ err: error, jobId: job.id, queue }, 'job failed for good');
      throw new AttemptFailed(messageOf(error), willRetry);
    }
  }

  /** The dead letter's function: the outcome recorded, the dead letter completed with the reason it was given up. */
  async function giveUp(dead: PgBoss.JobWithMetadata<P>): Promise<{ message: string }> {
    const reason = reasonOfDeadLetter(dead);
    await handler.giveUp(dead.data, reason);
    return { message: reason };
  }

  /** Keeps count of the jobs in hand, so that stop() waits for them. */
  function tracked<T>(run: (job: PgBoss.JobWithMetadata<P>) => Promise<T>) {
    return async ([job]: PgBoss.JobWithMetadata<P>[]): Promise<T | undefined> => {
      if (!job) return undefined;
      const running = run(job);
      inHand.add(running);
      try {
        return await running;
      } finally {
        inHand.delete(running);
      }
    };
  }

  async function giveUpNextDeadLetter(): Promise<string | undefined> {
    const [dead] = await boss.fetch<P>(deadLetters, { includeMetadata: true });
    if (!dead) return undefined;
    await boss.complete(deadLetters, dead.id, await giveUp(dead));
    return dead.id;
  }

  return {
    async start() {
      if (workerIds) return;
      workerIds = [];
      const work = { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds };
      workerIds.push(await boss.work<P>(queue, work, tracked(runJob)));
      workerIds.push(await boss.work<P>(deadLetters, work, tracked(giveUp)));
    },
    async stop() {
      for (const id of workerIds ?? []) await boss.offWork({ id });
      workerIds = undefined;
      await Promise.allSettled([...inHand]);
    },
    async processNext() {
      const [job] = await boss.fetch<P>(queue, { includeMetadata: true });
      if (!job) {
        const dead = await giveUpNextDeadLetter();
        return dead ? { id: dead, state: 'failed' } : undefined;
      }
      try {
        await runJob(job);
      } catch (error) {
        await boss.fail(queue, job.id, { message: messageOf(error) });
        if (error instanceof AttemptFailed && error.willRetry) return { id: job.id, state: 'retrying' };
        await giveUpNextDeadLetter();
        return { id: job.id, state: 'failed' };
      }
      await boss.complete(queue, job.id);
      return { id: job.id, state: 'completed' };
    },
  };
}
