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
  /** How long an idle worker waits before looking again (enqueue in this process wakes it at once). */
  pollMs?: number;
  logger?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export type ProcessedJob = { id: string; state: 'completed' | 'retrying' | 'failed' };

export interface Worker extends PollingLoop {
  /** Runs one due job, or gives up one dead letter; undefined when there is neither. Tests call this directly. */
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

export function createWorker<P>(
  jobs: JobQueue,
  handler: QueueHandler<P>,
  options: WorkerOptions = {},
): Worker {
  const { boss } = jobs;
  const queue = handler.queue.name;
  const deadLetters = deadLetterQueueOf(queue);
  const pollMs = options.pollMs ?? 2_000;
  const log = options.logger;

  async function giveUpOne(): Promise<string | undefined> {
    const [dead] = await boss.fetch<P>(deadLetters, { includeMetadata: true });
    if (!dead) return undefined;
    const reason = reasonOfDeadLetter(dead);
    await handler.giveUp(dead.data, reason);
    // Kept (then archived by pg-boss) with the reason it was given up for.
    await boss.complete(deadLetters, dead.id, { message: reason });
    return dead.id;
  }

  async function processNext(): Promise<ProcessedJob | undefined> {
    const [job] = await boss.fetch<P>(queue, { includeMetadata: true });
    if (!job) {
      const dead = await giveUpOne();
      return dead ? { id: dead, state: 'failed' } : undefined;
    }
    try {
      await handler.handle(job.data);
      await boss.complete(queue, job.id);
      return { id: job.id, state: 'completed' };
    } catch (error) {
      const reason = messageOf(error);
      const final = error instanceof FinalJobError;
      // pg-boss retries a failed job while its retry count is below its limit: a final error spends them first.
      if (final)
        await boss
          .getDb()
          .executeSql(`update ${JOB_SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2`, [
            queue,
            job.id,
          ]);
      // pg-boss puts it back with back-off, or (attempts spent) fails it into the dead-letter queue.
      await boss.fail(queue, job.id, { message: reason });
      if (!final && job.retryCount < job.retryLimit) {
        log?.warn({ err: error, jobId: job.id, queue, attempt: job.retryCount + 1 }, 'job will be retried');
        return { id: job.id, state: 'retrying' };
      }
      log?.error({ err: error, jobId: job.id, queue }, 'job failed for good');
      await giveUpOne();
      return { id: job.id, state: 'failed' };
    }
  }

  const loop = pollingLoop(
    async () => (await processNext()) !== undefined,
    pollMs,
    // The database went away or a giveUp failed: pg-boss expires the active job and it is taken up again.
    (error) => log?.error({ err: error, queue }, 'job worker could not process a job'),
  );
  return { processNext, ...loop };
}

/** A loop that runs a step again at once while it finds work, and otherwise waits `pollMs` or a wake. */
export interface PollingLoop {
  /** Starts the loop (idempotent). */
  start(): void;
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /** Stops the loop and waits for the step in hand to finish. */
  stop(): Promise<void>;
}

/** `step` answers whether it did some work; a step that throws is reported to `onError` and waits a poll. */
export function pollingLoop(
  step: () => Promise<boolean>,
  pollMs: number,
  onError: (error: unknown) => void,
): PollingLoop {
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await step();
      } catch (error) {
        onError(error);
      }
      if (!worked && running) await pause();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    wake() {
      wakeUp?.();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = undefined;
    },
  };
}
