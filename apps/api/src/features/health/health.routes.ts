import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.dbKind };
    } catch (error) {
      app.log.warn({ err: error }, 'health check failed');
      return reply.status(503).header('retry-after', '5').send({ status: 'error', database: app.dbKind });
    }
  });
}
