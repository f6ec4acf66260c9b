import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { type AppRouter, appRouter } from '../trpc/app-router';
import { createContext } from '../trpc/context';

export async function trpcPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ path, error }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ path, err: error.cause ?? error }, 'tRPC failure');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
