import { listQuerySchema } from '@sewabeli/domain';
import type { FastifyInstance } from 'fastify';
import { listHirers } from '../features/hirers/hirer.service';

/**
 * Only with BENCH_ROUTES=1 (the throughput bench sets it): the tRPC `hirer.list` read as a bare Fastify route,
 * the same session, query and rows without tRPC, so that the bench can put a figure on tRPC's own cost.
 */
export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/bench/hirer-list', async (req, reply) => {
    if (!req.auth) return reply.status(401).send({ status: 0, msg: 'Unauthorized' });
    return listHirers(app.db, listQuerySchema.parse({ page: 1, pageSize: 10, sortBy: 'name' }));
  });
}
