import type { Db } from '@sewabeli/db';
import { DEFAULT_LATE_CHARGE_CAP_PERCENT } from '@sewabeli/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import {
  AGREEMENT_GENERATION_QUEUE,
  createAgreementGenerationWorker,
  requeueAwaitedAgreements,
} from './features/agreements/agreement-generation';
import {
  ARREARS_PROPOSAL_CRON,
  ARREARS_PROPOSAL_QUEUE,
  createProposalWorker,
} from './features/arrears/arrears.service';
import { ARREARS_LETTER_QUEUE, createLetterWorker } from './features/arrears/arrears-letter.service';
import { smtpMailer } from './features/arrears/mailer';
import {
  BANK_STATEMENT_QUEUE,
  createBankStatementWorker,
} from './features/bank-statements/bank-statement-import.service';
import {
  ANALYTICS_CATCH_UP_CRON,
  ANALYTICS_CATCH_UP_QUEUE,
  createAnalyticsCatchUpWorker,
} from './features/collections/analytics-catch-up';
import {
  createLateChargePostingWorker,
  LATE_CHARGE_POSTING_CRON,
  LATE_CHARGE_POSTING_QUEUE,
} from './features/collections/late-charges/late-charge-posting.service';
import {
  createDocumentAnalysisWorker,
  DOCUMENT_ANALYSIS_QUEUE,
} from './features/document-analysis/document-analysis.service';
import type { FileStorage } from './features/files/file.storage';
import { createJobQueue, enqueueJob, type JobQueue, type SqlScriptRunner } from './jobs/job-queue';
import type { Worker } from './jobs/worker';

export interface BackgroundJobsDeps {
  db: Db;
  /** PGlite's multi-statement runner; absent on PostgreSQL. */
  script?: SqlScriptRunner;
  storage: FileStorage;
  financier: Config['financier'];
  /** Issue 32: the arrears e-mails' SMTP server; unset keeps them in the Outbox. */
  smtpUrl?: string;
  /** Issue 41: LATE_CHARGE_CAP_PERCENT, the cap the month-end posting applies to goods under the Act. */
  lateChargeCapPercent?: number;
  logger: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export interface BackgroundJobsOptions {
  /** This process runs the workers (and pg-boss's maintenance and cron clock). */
  runWorkers: boolean;
  /** Idle workers look again after this long (default 2 s); pg-boss's own timers use it too when set. */
  pollMs?: number;
}

export interface BackgroundJobs {
  jobs: JobQueue;
  documentAnalysisWorker: Worker;
  agreementWorker: Worker;
  bankStatementWorker: Worker;
  arrearsProposalWorker: Worker;
  arrearsLetterWorker: Worker;
  lateChargePostingWorker: Worker;
  /**
   * Makes pg-boss's schema, the queues and the schedules ready (before anything is sent), and queues the
   * generation of agreements asked for without a job (the demo seed's approved case).
   */
  prepare(): Promise<void>;
  /** Starts pg-boss's workers when this process runs them (runWorkers). */
  startWorkers(): Promise<void>;
  /** Stops fetching, lets the jobs in hand finish, then stops pg-boss. */
  stop(): Promise<void>;
}

/** The queues of issues 30, 31 and 32 and their workers: one set in the server process, or alone in `pnpm worker`. */
export function createBackgroundJobs(
  deps: BackgroundJobsDeps,
  options: BackgroundJobsOptions,
): BackgroundJobs {
  const jobs = createJobQueue(deps.db, {
    queues: [
      DOCUMENT_ANALYSIS_QUEUE,
      AGREEMENT_GENERATION_QUEUE,
      BANK_STATEMENT_QUEUE,
      ARREARS_PROPOSAL_QUEUE,
      ARREARS_LETTER_QUEUE,
      LATE_CHARGE_POSTING_QUEUE,
      ANALYTICS_CATCH_UP_QUEUE,
    ],
    script: deps.script,
    maintain: options.runWorkers,
    maintenanceIntervalSeconds: options.pollMs ? Math.max(1, Math.round(options.pollMs / 1000)) : undefined,
    onError: (error) => deps.logger.error({ err: error }, 'job queue error'),
  });
  const workerOptions = { logger: deps.logger, pollMs: options.pollMs };
  const documentAnalysisWorker = createDocumentAnalysisWorker(jobs, deps, workerOptions);
  const agreementWorker = createAgreementGenerationWorker(jobs, deps, workerOptions);
  const bankStatementWorker = createBankStatementWorker(jobs, deps, workerOptions);
  const arrearsProposalWorker = createProposalWorker(jobs, deps, workerOptions);
  const arrearsLetterWorker = createLetterWorker(
    jobs,
    { ...deps, sendMail: smtpMailer(deps.smtpUrl) },
    workerOptions,
  );
  const lateChargePostingWorker = createLateChargePostingWorker(
    jobs,
    { ...deps, lateChargeCapPercent: deps.lateChargeCapPercent ?? DEFAULT_LATE_CHARGE_CAP_PERCENT },
    workerOptions,
  );
  const workers = [
    createAnalyticsCatchUpWorker(jobs, deps, workerOptions),
    documentAnalysisWorker,
    agreementWorker,
    bankStatementWorker,
    arrearsProposalWorker,
    arrearsLetterWorker,
    lateChargePostingWorker,
  ];
  return {
    jobs,
    documentAnalysisWorker,
    agreementWorker,
    bankStatementWorker,
    arrearsProposalWorker,
    arrearsLetterWorker,
    lateChargePostingWorker,
    async prepare() {
      await jobs.start();
      // Issue 32: the day's arrears proposals at 08:00 in Kuala Lumpur (pg-boss keeps one schedule per queue,
      // sent by the cron clock of whichever worker process holds it).
      await jobs.schedule(ARREARS_PROPOSAL_QUEUE.name, ARREARS_PROPOSAL_CRON);
      // Issue 41: the month-end posting of late-payment charges, 01:00 on the 1st, for the month just ended.
      await jobs.schedule(LATE_CHARGE_POSTING_QUEUE.name, LATE_CHARGE_POSTING_CRON);
      // Issue 30: the Collection Overview's catch-up, every minute.
      await jobs.schedule(ANALYTICS_CATCH_UP_QUEUE.name, ANALYTICS_CATCH_UP_CRON);
      const requeued = await requeueAwaitedAgreements(deps.db);
      if (requeued > 0) deps.logger.info(`${requeued} agreement generation(s) queued`);
    },
    async startWorkers() {
      if (!options.runWorkers) return;
      // A process that runs the workers proposes today's steps at its start too: a server down at 08:00 (or the
      // demo's first start) does not wait for tomorrow. The pass proposes nothing twice.
      void enqueueJob(deps.db, ARREARS_PROPOSAL_QUEUE.name, {}).catch((error: Error) =>
        deps.logger.error({ err: error }, 'the arrears proposal pass was not queued'),
      );
      for (const worker of workers) await worker.start();
    },
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
      await jobs.stop();
    },
  };
}
