import multipart from '@fastify/multipart';
import { createDb, type Db, migrateToLatest, seed } from '@sewabeli/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { createBackgroundJobs } from './background-jobs';
import type { Config } from './config';
import { hasAnyUser } from './features/auth/auth.repository';
import { developerRoutes } from './features/developer/developer.routes';
import { localFileStorage } from './features/files/file.storage';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { bootstrapFirstSuperadmin } from './features/users/first-superadmin';
import type { SqlScriptRunner } from './jobs/job-queue';
import { AnswerCache } from './lib/answer-cache';
import { appErrorFromDatabase, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './lib/database-errors';
import { AppError, httpStatusOf, retryAfterOf } from './lib/errors';
import { createLogger } from './lib/logger';
import { requestContextPlugin } from './lib/request-context';
import { benchRoutes } from './plugins/bench-routes';
import { apiCompressionPlugin } from './plugins/http/compression';
import { requestLogPlugin } from './plugins/http/request-log';
import { securityHeadersPlugin } from './plugins/http/security-headers';
import { webAppPlugin } from './plugins/http/web-app';
import { registerRestRoutes } from './plugins/rest';
import { restRoutes } from './plugins/rest-routes';
import { sessionPlugin } from './plugins/session';
import { trpcPlugin } from './plugins/trpc';

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite's client, whose exec runs pg-boss's multi-statement scripts; absent on PostgreSQL. */
  pglite?: SqlScriptRunner;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /** false: tRPC's own adapter answers GET queries too (trpc-queries.test.ts compares the two). */
  trpcFastQueries?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const app = Fastify({
    // Typed as Fastify's base logger so that the instance keeps the FastifyInstance type every plugin expects.
    loggerInstance: logger as FastifyBaseLogger,
    // Fastify's two lines per request (with the whole URL, tRPC input included) give way to request-log.ts's one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 5000 },
    // Only the configured proxy's X-Forwarded-For / -Proto count: req.ip and req.protocol are otherwise the socket's.
    ...(config.trustedProxy ? { trustProxy: config.trustedProxy } : {}),
  });

  const database =
    options.database ?? (await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  if (config.seedOnStart && !(await hasAnyUser(database.db))) {
    // The demo applications' documents are written where uploads are kept, so their links work.
    await seed(database.db, { demoUsers: config.demoUsers, files: localFileStorage(config.uploadDir) });
  }
  if (config.firstSuperadmin) {
    const outcome = await bootstrapFirstSuperadmin(database.db, config.firstSuperadmin);
    if (outcome === 'created')
      app.log.info(`First Superadmin '${config.firstSuperadmin.username}' created from FIRST_SUPERADMIN_*.`);
  }
  if (!(await hasAnyUser(database.db)))
    app.log.warn(
      'No users yet: set FIRST_SUPERADMIN_USERNAME and FIRST_SUPERADMIN_PASSWORD, or DEMO_USERS=1.',
    );

  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  app.addHook('onClose', async () => logger.flush());
  await requestLogPlugin(app);

  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('answers', new AnswerCache());

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const known = error instanceof AppError ? error : appErrorFromDatabase(error);
    if (known) {
      const retryAfter = retryAfterOf(known);
      if (retryAfter) reply.header('Retry-After', retryAfter);
      return reply.status(httpStatusOf[known.code]).send({ status: 0, msg: known.message });
    }
    if (isDatabaseUnavailable(error) || error.statusCode === 503) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ status: 0, msg: DATABASE_UNAVAILABLE });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error(error);
    const msg = status === 500 ? 'Something went wrong, please try again.' : error.message;
    return reply.status(status).send({ status: 0, msg });
  });

  // Cross-cutting hooks and decorators go on the root instance so that every route below sees them.
  await securityHeadersPlugin(app);
  requestContextPlugin(app);
  await sessionPlugin(app);
  app.decorate('fileStorage', localFileStorage(config.uploadDir));
  const background = createBackgroundJobs(
    {
      db: database.db,
      script: database.pglite,
      storage: app.fileStorage,
      financier: config.financier,
      smtpUrl: config.smtpUrl,
      lateChargeCapPercent: config.lateChargeCapPercent,
      logger: app.log,
    },
    { runWorkers: config.jobWorker, pollMs: config.jobPollMs },
  );
  // pg-boss's schema and queues exist before the first request can queue a job.
  await background.prepare();
  app.decorate('jobs', background.jobs);
  app.decorate('documentAnalysisWorker', background.documentAnalysisWorker);
  app.decorate('agreementWorker', background.agreementWorker);
  app.decorate('bankStatementWorker', background.bankStatementWorker);
  app.decorate('arrearsProposalWorker', background.arrearsProposalWorker);
  app.decorate('arrearsLetterWorker', background.arrearsLetterWorker);
  app.addHook('onReady', async () => background.startWorkers());
  // preClose runs before every onClose hook, so the job in hand finishes while the database is still open.
  app.addHook('preClose', () => background.stop());
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20 } });
  // The API's routes share one scope, where answers are compressed; the web app's files come precompressed.
  await app.register(async (api) => {
    await apiCompressionPlugin(api);
    await api.register(healthRoutes);
    if (config.benchRoutes) await api.register(benchRoutes);
    await api.register(trpcPlugin, { fastQueries: options.trpcFastQueries ?? true });
    await api.register(filesRoutes);
    await api.register(developerRoutes(restRoutes));
    await api.register(async (scope) => registerRestRoutes(scope, restRoutes));
  });
  await app.register(webAppPlugin);
  return app;
}
