import { catchUpCollectionAnalytics, type Db } from '@sewabeli/db';
import type { JobQueue, QueueDefinition } from '../../jobs/job-queue';
import { createWorker, type Worker, type WorkerOptions } from '../../jobs/worker';

/**
 * Issue 30: keeps the Collection Overview's stored allocation close behind the ledger where the job workers run
 * (the server under `pnpm start`, or `pnpm worker`): every minute (pg-boss's cron clock, its finest step) the
 * lines that payments noted stale are re-written in batches, off the payments' own transactions. An overview read
 * catches up by itself before it reads (analytics.repository), so this only keeps that catch-up short. One
 * attempt: a failed catch-up is the next minute's work, the notes stay until a batch takes them.
 */
export const ANALYTICS_CATCH_UP_QUEUE: QueueDefinition = {
  name: 'collection-analytics-catch-up',
  attempts: 1,
  retryDelaySeconds: 60,
};
export const ANALYTICS_CATCH_UP_CRON = '* * * * *';

const CATCH_UP_BATCH = 500;

export function createAnalyticsCatchUpWorker(
  jobs: JobQueue,
  deps: { db: Db; logger?: WorkerOptions['logger'] },
  options: WorkerOptions = {},
): Worker {
  return createWorker<object>(
    jobs,
    {
      queue: ANALYTICS_CATCH_UP_QUEUE,
      async handle() {
        await catchUpCollectionAnalytics(deps.db, CATCH_UP_BATCH);
      },
      async giveUp(_payload, reason) {
        deps.logger?.error(
          { reason },
          'the Collection Overview could not catch up; the next minute tries again',
        );
      },
    },
    options,
  );
}
