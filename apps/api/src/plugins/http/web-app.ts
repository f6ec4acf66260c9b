import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPrefixes = ['/api', '/trpc', '/files', '/healthz'];

/** The built web app on the same origin; any other GET that wants HTML gets index.html (client-side routes). */
export async function webAppPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each file (apps/web/scripts/compress-dist.mjs): sent as they are to
      // a browser that accepts them, with Vary: Accept-Encoding, the plain file otherwise.
      preCompressed: true,
      // Source maps stay on the server (the build writes them, hidden); the public gets a 404. The compressed
      // copies get no routes of their own, and the build's manifest (.vite/) is a dot folder, never served.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn(`Web app not built at ${root}; run "pnpm build" to serve it.`);
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = apiPrefixes.some((p) => req.url.startsWith(p));
    // A missing asset (or a source map) is a 404, not the app's page: only routes of the app get index.html.
    if (isApi || req.method !== 'GET' || req.url.startsWith('/assets/'))
      return reply.status(404).send({ status: 0, msg: 'Not Found' });
    if (!built) return reply.status(503).type('text/plain').send('The web app is not built. Run: pnpm build');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
