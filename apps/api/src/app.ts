import multipart from '@fastify/multipart';
import { createDb, type Db, migrateToLatest, seed } from '@sewabeli/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { hasAnyUser } from './features/auth/auth.repository';
import { localFileStorage } from './features/files/file.storage';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { registerRestRoutes } from './plugins/rest';
import { restRoutes } from './plugins/rest-routes';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { trpcPlugin } from './plugins/trpc';
import { webAppPlugin } from './plugins/web-app';

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface BuildOptions {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 5000 },
  });

  const database =
    options.database ?? (await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  if (config.seedOnStart && !(await hasAnyUser(database.db))) await seed(database.db);

  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error(error);
    const msg = status === 500 ? 'Something went wrong, please try again.' : error.message;
    return reply.status(status).send({ status: 0, msg });
  });

  // Cross-cutting hooks and decorators go on the root instance so that every route below sees them.
  await securityHeadersPlugin(app);
  await sessionPlugin(app);
  app.decorate('fileStorage', localFileStorage(config.uploadDir));
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20 } });
  await app.register(healthRoutes);
  await app.register(trpcPlugin);
  await app.register(filesRoutes);
  await app.register(async (scope) => registerRestRoutes(scope, restRoutes));
  await app.register(webAppPlugin);
  return app;
}
