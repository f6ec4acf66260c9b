import type { Db } from '@sewabeli/db';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ClaimedJob,
  claimNextJob,
  completeJob,
  failJob,
  insertJob,
  retryJobLater,
} from './job.repository';

/**
 * A queue's work. `handle` runs a job (it must be idempotent: a job whose worker died mid-way runs again);
 * throwing means "try again later". `giveUp` runs once when the last attempt failed, to record the outcome
 * where people see it.
 */
export interface QueueHandler<P> {
  queue: string;
  handle(payload: P, job: ClaimedJob): Promise<void>;
  giveUp(payload: P, reason: string, job: ClaimedJob): Promise<void>;
}

export interface WorkerOptions {
  /** How long a claimed job is leased; past it, the job is presumed abandoned and claimed again. */
  leaseMs?: number;
  /** How long an idle worker waits before looking again (enqueue in this process wakes it at once). */
  pollMs?: number;
  /** Delay before retry n is `backoffMs * 2^(n-1)`. */
  backoffMs?: number;
  logger?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export type ProcessedJob = { id: number; state: 'completed' | 'retrying' | 'failed' };

export interface Worker {
  /** Claims and runs one due job; undefined when none is due. Tests call this directly. */
  processNext(): Promise<ProcessedJob | undefined>;
  /** Starts the polling loop (idempotent). */
  start(): void;
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /** Stops the loop and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 3;

export function enqueueJob(db: Db, queue: string, payload: unknown, maxAttempts = DEFAULT_MAX_ATTEMPTS) {
  return insertJob(db, { queue, payload, maxAttempts });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createWorker<P>(db: Db, handler: QueueHandler<P>, options: WorkerOptions = {}): Worker {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const backoffMs = options.backoffMs ?? 10_000;
  const log = options.logger;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  async function processNext(): Promise<ProcessedJob | undefined> {
    const job = await claimNextJob(db, handler.queue, leaseMs);
    if (!job) return undefined;
    const payload = job.payload as P;
    if (job.attempts > job.maxAttempts) {
      // Its last attempt was claimed and never reported back: that worker died (a restart, a crash).
      const reason = `The analysis did not finish after ${job.maxAttempts} attempts`;
      await handler.giveUp(payload, reason, job);
      await failJob(db, job.id, reason);
      return { id: job.id, state: 'failed' };
    }
    try {
      await handler.handle(payload, job);
      await completeJob(db, job.id);
      return { id: job.id, state: 'completed' };
    } catch (error) {
      const reason = messageOf(error);
      if (job.attempts >= job.maxAttempts) {
        log?.error({ err: error, jobId: job.id, queue: job.queue }, 'job failed for good');
        await handler.giveUp(payload, reason, job);
        await failJob(db, job.id, reason);
        return { id: job.id, state: 'failed' };
      }
      log?.warn(
        { err: error, jobId: job.id, queue: job.queue, attempt: job.attempts },
        'job will be retried',
      );
      await retryJobLater(db, job.id, reason, backoffMs * 2 ** (job.attempts - 1));
      return { id: job.id, state: 'retrying' };
    }
  }

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
        worked = (await processNext()) !== undefined;
      } catch (error) {
        // The database went away or a handler's giveUp failed: the job's lease runs out and it is claimed again.
        log?.error({ err: error, queue: handler.queue }, 'job worker could not process a job');
      }
      if (!worked && running) await pause();
    }
  }

  return {
    processNext,
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
