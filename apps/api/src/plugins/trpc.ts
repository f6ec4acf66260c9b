import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { retryAfterOf } from '../lib/errors';
import { type AppRouter, appRouter } from '../trpc/app-router';
import { createContext } from '../trpc/context';
import { answerQueries } from './trpc-queries';

export interface TrpcPluginOptions {
  /** GET queries answered by trpc-queries.ts (default); false leaves every request to tRPC's own adapter. */
  fastQueries?: boolean;
}

export async function trpcPlugin(app: FastifyInstance, options: TrpcPluginOptions = {}): Promise<void> {
  const trpcOptions = {
    router: appRouter,
    createContext,
    // A throttled sign-in says when to come back; a database that is away asks for a few seconds.
    responseMeta({ errors }) {
      for (const error of errors) {
        const retryAfter =
          retryAfterOf(error.cause) ?? (error.code === 'SERVICE_UNAVAILABLE' ? '5' : undefined);
        if (retryAfter) return { headers: { 'retry-after': retryAfter } };
      }
      return {};
    },
    onError({ path, error }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ path, err: error.cause ?? error }, 'tRPC failure');
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];

  if (options.fastQueries ?? true)
    app.addHook('preHandler', async (req, reply) => {
      if (req.method === 'GET' && (await answerQueries(req, reply, trpcOptions))) return reply;
    });
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
}
