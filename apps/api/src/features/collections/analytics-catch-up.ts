import { catchUpCollectionAnalytics, type Db } from '@sewabeli/db';
import type { FastifyBaseLogger } from 'fastify';
import { type PollingLoop, pollingLoop } from '../../jobs/worker';

/**
 * Issue 30: keeps the Collection Overview's stored allocation close behind the ledger where the job workers run
 * (the server under `pnpm start`, or `pnpm worker`): the lines that payments noted stale are re-written in
 * batches, off the payments' own transactions. An overview read catches up by itself before it reads
 * (analytics.repository), so this only keeps that catch-up short.
 */
export function createAnalyticsCatchUp(
  db: Db,
  options: { pollMs?: number; logger?: Pick<FastifyBaseLogger, 'error'> } = {},
): PollingLoop {
  return pollingLoop(
    // A full batch means more may wait: look again at once.
    async () => (await catchUpCollectionAnalytics(db, CATCH_UP_BATCH)) === CATCH_UP_BATCH,
    options.pollMs ?? 2_000,
    (error) => options.logger?.error({ err: error }, 'the Collection Overview could not catch up'),
  );
}

const CATCH_UP_BATCH = 500;
