import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * One log line per request: method, route pattern, status, time, user and request id. Never the URL's query string
 * or a body: tRPC inputs travel there and carry names and identity numbers. For tRPC the procedure's name (the
 * path after /trpc/) stands in for the route pattern.
 */
export function routeOf(req: FastifyRequest): string {
  const pattern = req.routeOptions.url ?? 'unmatched';
  if (!pattern.startsWith('/trpc/')) return pattern;
  const path = req.url.split('?')[0] ?? '';
  return path.slice(0, 200);
}

export async function requestLogPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        route: routeOf(req),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: req.auth?.user.id ?? null,
      },
      'request',
    );
  });
}
