import type { Db } from '@sewabeli/db';
import { agreementNumbers, calendarDateInKualaLumpur } from '@sewabeli/domain';
import type { Config } from '../../config';
import { idsWithJobInFlight } from '../../jobs/job.repository';
import { enqueueJob, type JobQueue, type QueueDefinition } from '../../jobs/job-queue';
import { createWorker, type QueueHandler, type Worker, type WorkerOptions } from '../../jobs/worker';
import type { AgreementDocumentData } from '../../lib/pdf/document-data';
import { recordGeneratedFile } from '../files/file.service';
import type { FileStorage } from '../files/file.storage';
import * as repo from './agreement.repository';
import { agreementDocumentData } from './agreement-document-data.repository';
import { renderAgreementDocuments } from './documents/render-agreement-documents';

/** Three attempts, 30 s, then about a minute apart: a renderer or storage hiccup passes, a real fault shows. */
export const AGREEMENT_GENERATION_QUEUE: QueueDefinition = {
  name: 'agreement-generation',
  attempts: 3,
  retryDelaySeconds: 30,
};

export interface AgreementGenerationPayload {
  applicantId: number;
  /** Who asked: the approver, or whoever pressed 'Generate again'. */
  userId: number;
}

export interface AgreementGenerationDeps {
  db: Db;
  storage: FileStorage;
  financier: Config['financier'];
  /** The renderer; tests put one that fails here. */
  render?: typeof renderAgreementDocuments;
  /** The generation date (Asia/Kuala_Lumpur today unless a test fixes it). */
  today?: () => string;
}

/**
 * Decisions §5: the fourth approval or a By Pass (and 'Generate again') asks for the agreements, inside the
 * caller's transaction: the application is marked queued and a job is put on the queue, both or neither.
 */
export async function requestAgreementGeneration(
  db: Db,
  applicantId: number,
  userId: number,
): Promise<string> {
  await repo.setAgreementsState(db, applicantId, 'queued', null);
  const payload: AgreementGenerationPayload = { applicantId, userId };
  return enqueueJob(db, AGREEMENT_GENERATION_QUEUE.name, payload);
}

/**
 * Applications marked queued whose job is not on the queue get one (at every start, before the workers): the
 * demo seed marks its approved case queued (the seed runs before pg-boss's schema exists), and a job lost with its
 * queue is asked again. A second job for one application does nothing: the handler finds it generated.
 */
export async function requeueAwaitedAgreements(db: Db): Promise<number> {
  const awaiting = (await repo.applicantsAwaitingAgreements(db)).filter(
    (row): row is { applicantId: number; userId: number } => row.userId !== null,
  );
  const inFlight = await idsWithJobInFlight(
    db,
    AGREEMENT_GENERATION_QUEUE.name,
    'applicantId',
    awaiting.map((row) => row.applicantId),
  );
  const stranded = awaiting.filter((row) => !inFlight.has(row.applicantId));
  for (const payload of stranded) await enqueueJob(db, AGREEMENT_GENERATION_QUEUE.name, payload);
  return stranded.length;
}

/**
 * Every live line gets its HP and letter-of-offer numbers once: a retried or repeated generation keeps them.
 * Committed on their own, before rendering, so the numbers a failed attempt drew are not drawn twice.
 */
async function assignNumbers(db: Db, applicantId: number, year: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockAgreementsState(trx, applicantId);
    for (const line of await repo.liveLinesOf(trx, applicantId)) {
      if (line.hpNo && line.letterOffer) continue;
      const serial = await repo.nextAgreementSerial(trx, year);
      await repo.setAgreementNumbers(trx, line.id, agreementNumbers(year, serial));
    }
  });
}

type RenderedLine = { lineId: number; documents: { name: string; pdf: Buffer }[] };

function fileNameOf(name: string, data: AgreementDocumentData): string {
  return `${name} ${data.hpNo}.pdf`.replace(/[\\/]/g, '-');
}

/**
 * One job: numbers, then every PDF of every line rendered and written to storage, then all the document rows
 * in one transaction with the state 'generated'. Until that commit nothing of this attempt is visible, so a
 * failure never leaves a half-generated set (the files already written stay unreferenced in storage).
 */
export function agreementGenerationHandler(
  deps: AgreementGenerationDeps,
): QueueHandler<AgreementGenerationPayload> {
  const render = deps.render ?? renderAgreementDocuments;
  const today = deps.today ?? (() => calendarDateInKualaLumpur(new Date()));
  return {
    queue: AGREEMENT_GENERATION_QUEUE,
    async handle({ applicantId, userId }) {
      const state = await repo.findAgreementsState(deps.db, applicantId);
      // Deleted, completed or asked again since: this job has nothing left to do.
      if (state?.seq !== 7 || state.agreementsState !== 'queued') return;
      const generatedOn = today();
      await assignNumbers(deps.db, applicantId, Number(generatedOn.slice(0, 4)));
      const lines = await agreementDocumentData(deps.db, deps.financier, applicantId, generatedOn);
      if (lines.length === 0) throw new Error('This application has no product to make an agreement of');
      const rendered: RenderedLine[] = [];
      for (const line of lines) rendered.push({ lineId: line.lineId, documents: await render(line.data) });
      const types = new Map((await repo.agreementDocumentTypes(deps.db)).map((type) => [type.name, type.id]));
      const stored: { lineId: number; resourceId: number; key: string; name: string; size: number }[] = [];
      for (const [index, line] of rendered.entries()) {
        const data = (lines[index] as (typeof lines)[number]).data;
        for (const document of line.documents) {
          const resourceId = types.get(document.name);
          if (resourceId === undefined)
            throw new Error(`No DOCUMENT_AGREEMENT resource named ${document.name}`);
          const key = await deps.storage.put(document.pdf, 'pdf');
          stored.push({
            lineId: line.lineId,
            resourceId,
            key,
            name: fileNameOf(document.name, data),
            size: document.pdf.length,
          });
        }
      }
      await deps.db.transaction().execute(async (trx) => {
        const locked = await repo.lockAgreementsState(trx, applicantId);
        if (locked?.seq !== 7 || locked.agreementsState !== 'queued') return;
        for (const file of stored) {
          const fileId = await recordGeneratedFile(trx, {
            storageKey: file.key,
            originalName: file.name,
            mimeType: 'application/pdf',
            sizeBytes: file.size,
            createdBy: userId,
          });
          await repo.upsertGeneratedDocument(trx, {
            applicantProductId: file.lineId,
            resourceId: file.resourceId,
            fileId,
            userId,
          });
        }
        await repo.setAgreementsState(trx, applicantId, 'generated', null);
      });
    },
    async giveUp({ applicantId }, reason) {
      await deps.db.transaction().execute(async (trx) => {
        const locked = await repo.lockAgreementsState(trx, applicantId);
        if (locked?.agreementsState === 'queued')
          await repo.setAgreementsState(trx, applicantId, 'failed', reason);
      });
    },
  };
}

export function createAgreementGenerationWorker(
  jobs: JobQueue,
  deps: AgreementGenerationDeps,
  options?: WorkerOptions,
): Worker {
  return createWorker(jobs, agreementGenerationHandler(deps), options);
}
