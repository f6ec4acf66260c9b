import type { Db } from '@sewabeli/db';
import type { Config } from './config';
import type { AuthState } from './features/auth/auth.types';
import type { FileStorage } from './features/files/file.storage';
import type { JobQueue } from './jobs/job-queue';
import type { Worker } from './jobs/worker';
import type { AnswerCache } from './lib/answer-cache';

/**
 * What buildApp() decorates the instance and each request with. It lives apart from app.ts so that anything
 * reaching the router's types (the web app's typecheck) sees it too.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    config: Config;
    /** Answers of the hottest reads under the data version they were read at (issue 17). */
    answers: AnswerCache;
    fileStorage: FileStorage;
    /** pg-boss behind the job interface (schedules, tests reach its queues through it). */
    jobs: JobQueue;
    /** Analyses uploaded application documents in the background (started unless config.jobWorker is false). */
    documentAnalysisWorker: Worker;
    /** Generates the agreement documents of approved applications (issue 11), started like the one above. */
    agreementWorker: Worker;
    /** Parses imported bank statements and matches their lines (issue 31), started like the ones above. */
    bankStatementWorker: Worker;
    arrearsProposalWorker: Worker;
    arrearsLetterWorker: Worker;
    /** Every route as registered (method, url); the deny-by-default test walks it. */
    routeList: { method: string; url: string }[];
  }
  interface FastifyRequest {
    auth: AuthState | null;
  }
}
