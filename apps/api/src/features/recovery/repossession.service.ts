import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  type CourtOrder,
  fifthScheduleDeadline,
  noticeServedIssue,
  RECOVERY_MESSAGES,
  type RecoveryStep,
  type RepossessionInput,
  repossessionStatutoryIssue,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { agreementBalanceOf } from '../collections/ledger/ledger-basis.service';
import { recordGeneratedFile, requireOwnImage } from '../files/file.service';
import { lockedCase, type RecoveryDeps, refuse, stateOf, stepTaken } from './case-steps.service';
import { renderFifthScheduleNotice } from './documents/fifth-schedule-notice';
import { renderRepossessionReceipt } from './documents/repossession-receipt';
import * as repo from './recovery.repository';
import * as repossessionRepo from './repossession.repository';
import * as statutoryRepo from './statutory.repository';
import * as statutory from './statutory.service';

/**
 * Issue 32, issue 41: the repossession and the Fifth Schedule notice, with the Hire-Purchase Act
 * 1967's steps for goods under it (domain statutory-steps: s.16, s.17, s.17A) and the net balance due after
 * repossession (the early-settlement rebate as at the day of repossession).
 */

export interface StatutoryRepossessionInput {
  takenAt?: string | null;
  place?: string | null;
  agentPermitNo?: string | null;
  courtOrder?: CourtOrder | null;
  estimatedValue?: Sen | null;
  costs?: Sen | null;
}

const trimmed = (text: string | null | undefined) => text?.trim() || null;

/**
 * The repossession: date, agent, yard, condition and the photos (each an image the caller uploaded, judged by
 * its content); for goods under the Act the Fourth Schedule notice's 21 days run, the permit, the receipt's time
 * and place, the owner's estimate and, past 75 % paid, the court order. The receipt for the goods and the Fifth
 * Schedule notice (net balance, estimate, costs) are generated and stored with the case.
 */
export async function recordRepossession(
  deps: RecoveryDeps,
  actor: SessionUser,
  input: { caseId: number } & RepossessionInput & StatutoryRepossessionInput,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<{ noticeFileId: number; noticeDueOn: CalendarDate; receiptFileId: number | null }> {
  requirePermission(actor, 'recovery.write');
  return lockedCase(deps.db, input.caseId, async (trx, agreement, recovery) => {
    const step: RecoveryStep = { to: 'repossessed', ...input };
    refuse(await stateOf(trx, recovery), step, today);
    const context = await statutory.statutoryContextOf(trx, agreement.id);
    const record = {
      takenAt: trimmed(input.takenAt),
      place: trimmed(input.place),
      agentPermitNo: trimmed(input.agentPermitNo),
      courtOrder: input.courtOrder ?? null,
      estimatedValue: input.estimatedValue ?? null,
    };
    const issue = repossessionStatutoryIssue({
      underAct: context.underAct,
      noticeServedOn: recovery.noticeServedOn,
      repossessedOn: input.repossessedOn,
      share: context.share,
      ...record,
    });
    if (issue) throw badRequest(issue);
    const photos = [...new Set(input.photoFileIds)];
    for (const fileId of photos) await requireOwnImage(trx, actor, fileId, RECOVERY_MESSAGES.photoNotImage);
    const noticeDueOn = fifthScheduleDeadline(input.repossessedOn);
    const yard = input.yard?.trim() || null;
    // What the notice states, kept with the repossession so that a copy generated later says the same.
    const outstanding = (await agreementBalanceOf(trx, agreement)).outstanding;
    const net = await statutory.netBalanceOn(trx, agreement.id, input.repossessedOn);
    const costs = input.costs ?? 0;
    await repossessionRepo.insertRepossession(
      trx,
      {
        recoveryCaseId: recovery.id,
        repossessedOn: input.repossessedOn,
        agent: input.agent.trim(),
        yard,
        condition: input.condition.trim(),
        noticeDueOn,
        noticeGeneratedOn: today,
        noticeOutstanding: senToRinggit(outstanding),
        recordedBy: actor.id,
        takenAt: record.takenAt,
        place: record.place,
        agentPermitNo: record.agentPermitNo,
        courtName: trimmed(record.courtOrder?.court),
        courtOrderNo: trimmed(record.courtOrder?.number),
        courtOrderOn: record.courtOrder?.orderedOn ?? null,
        estimatedValue: record.estimatedValue === null ? null : senToRinggit(record.estimatedValue),
        noticeCosts: senToRinggit(costs),
        noticeNetBalance: net === null ? null : senToRinggit(net.netBalance),
      },
      photos,
    );
    const receiptFileId =
      record.takenAt && record.place
        ? await storeReceipt(deps, trx, actor, agreement.id, {
            repossessedOn: input.repossessedOn,
            takenAt: record.takenAt,
            place: record.place,
            condition: input.condition.trim(),
            agent: input.agent.trim(),
            agentPermitNo: record.agentPermitNo ?? '',
            generatedOn: today,
          })
        : null;
    if (receiptFileId !== null) await statutoryRepo.setReceiptFile(trx, recovery.id, receiptFileId);
    const noticeFileId = await storeNotice(deps, trx, actor, agreement.id, {
      repossessedOn: input.repossessedOn,
      yard,
      condition: input.condition.trim(),
      dueOn: noticeDueOn,
      generatedOn: today,
      outstanding,
      netBalance: net?.netBalance ?? null,
      estimatedValue: record.estimatedValue,
      costs,
    });
    await repossessionRepo.addNoticeFile(trx, recovery.id, noticeFileId, actor.id);
    await stepTaken(trx, actor, recovery, 'repossessed', 'repossess', {
      repossessedOn: input.repossessedOn,
      agent: input.agent.trim(),
      yard,
      condition: input.condition.trim(),
      photoFileIds: photos,
      noticeDueOn,
      noticeFileId,
      receiptFileId,
      takenAt: record.takenAt,
      place: record.place,
      agentPermitNo: record.agentPermitNo,
      courtOrder: record.courtOrder,
      netBalance: net === null ? null : senToRinggit(net.netBalance),
    });
    return { noticeFileId, noticeDueOn, receiptFileId };
  });
}

const fileNameOf = (prefix: string, hpNo: string) => `${prefix}-${hpNo.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export async function partiesOf(trx: Db, agreementId: number) {
  const parties = await repo.noticePartiesOf(trx, agreementId);
  if (!parties) throw notFound(RECOVERY_MESSAGES.caseNotFound);
  return { ...parties, hpNo: parties.hpNo ?? `#${parties.id}` };
}

async function storePdf(deps: RecoveryDeps, trx: Db, actor: SessionUser, pdf: Buffer, name: string) {
  const storageKey = await deps.storage.put(pdf, 'pdf');
  return recordGeneratedFile(trx, {
    storageKey,
    originalName: name,
    mimeType: 'application/pdf',
    sizeBytes: pdf.length,
    createdBy: actor.id,
  });
}

async function storeReceipt(
  deps: RecoveryDeps,
  trx: Db,
  actor: SessionUser,
  agreementId: number,
  receipt: {
    repossessedOn: CalendarDate;
    takenAt: string;
    place: string;
    condition: string;
    agent: string;
    agentPermitNo: string;
    generatedOn: CalendarDate;
  },
): Promise<number> {
  const parties = await partiesOf(trx, agreementId);
  const pdf = await renderRepossessionReceipt({
    financier: deps.financier,
    hirer: { name: parties.hirerName, registrationNo: parties.registrationNo, address: parties.address },
    hpNo: parties.hpNo,
    asset: `${parties.brandName} ${parties.productName}`,
    agreementDate: parties.agreementExecution,
    ...receipt,
  });
  return storePdf(deps, trx, actor, pdf, fileNameOf('repossession-receipt', parties.hpNo));
}

async function storeNotice(
  deps: RecoveryDeps,
  trx: Db,
  actor: SessionUser,
  agreementId: number,
  notice: {
    repossessedOn: CalendarDate;
    yard: string | null;
    condition: string;
    dueOn: CalendarDate;
    generatedOn: CalendarDate;
    outstanding: Sen;
    netBalance: Sen | null;
    estimatedValue: Sen | null;
    costs: Sen | null;
  },
): Promise<number> {
  const parties = await partiesOf(trx, agreementId);
  const pdf = await renderFifthScheduleNotice({
    financier: deps.financier,
    hirer: { name: parties.hirerName, registrationNo: parties.registrationNo, address: parties.address },
    hpNo: parties.hpNo,
    asset: `${parties.brandName} ${parties.productName}`,
    agreementDate: parties.agreementExecution,
    ...notice,
  });
  return storePdf(deps, trx, actor, pdf, fileNameOf('fifth-schedule-notice', parties.hpNo));
}

const senOrNull = (value: string | null | undefined) => (value == null ? null : ringgitToSen(value));

/**
 * The Fifth Schedule notice generated again from the case (a copy lost, or to serve a guarantor): the same
 * content (what the repossession recorded, the day and figures the first copy stated), stored as the next
 * version; the earlier copies stay.
 */
export async function regenerateNotice(
  deps: RecoveryDeps,
  actor: SessionUser,
  caseId: number,
): Promise<{ noticeFileId: number; version: number }> {
  requirePermission(actor, 'recovery.write');
  return lockedCase(deps.db, caseId, async (trx, agreement, recovery) => {
    const repossession = await repossessionRepo.repossessionOf(trx, recovery.id);
    if (!repossession) throw conflict(RECOVERY_MESSAGES.notRepossessed);
    const records = await statutoryRepo.repossessionRecordsOf(trx, recovery.id);
    const noticeFileId = await storeNotice(deps, trx, actor, agreement.id, {
      repossessedOn: repossession.repossessedOn,
      yard: repossession.yard,
      condition: repossession.condition,
      dueOn: repossession.noticeDueOn,
      generatedOn: repossession.noticeGeneratedOn ?? repossession.repossessedOn,
      outstanding:
        repossession.noticeOutstanding === null
          ? (await agreementBalanceOf(trx, agreement)).outstanding
          : ringgitToSen(repossession.noticeOutstanding),
      netBalance: senOrNull(records?.noticeNetBalance),
      estimatedValue: senOrNull(records?.estimatedValue),
      costs: senOrNull(records?.noticeCosts),
    });
    const version = await repossessionRepo.addNoticeFile(trx, recovery.id, noticeFileId, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'regenerate-fifth-schedule',
      entity: 'recovery_case',
      entityId: recovery.id,
      after: { noticeFileId, version },
    });
    return { noticeFileId, version };
  });
}

/**
 * The day the Fifth Schedule notice was served on the hirer (no guarantor) or on one guarantor (s.16: the hirer
 * and every guarantor): once each, from the repossession to today.
 */
export async function recordNoticeServed(
  db: Db,
  actor: SessionUser,
  input: { caseId: number; servedOn: CalendarDate; guarantorId?: number | null },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  requirePermission(actor, 'recovery.write');
  if (input.guarantorId) {
    await statutory.recordGuarantorServed(
      db,
      actor,
      { caseId: input.caseId, guarantorId: input.guarantorId, servedOn: input.servedOn },
      today,
    );
    return;
  }
  await lockedCase(db, input.caseId, async (trx, _agreement, recovery) => {
    if (recovery.stage === 'closed') throw conflict(RECOVERY_MESSAGES.closed);
    const repossession = await repossessionRepo.repossessionOf(trx, recovery.id);
    const issue = noticeServedIssue(
      repossession ?? null,
      input.servedOn,
      today,
      await repo.agreementStartOf(trx, recovery.applicantProductId),
    );
    if (issue)
      throw issue === RECOVERY_MESSAGES.notRepossessed || issue === RECOVERY_MESSAGES.noticeServed
        ? conflict(issue)
        : badRequest(issue);
    await repossessionRepo.setNoticeServed(trx, recovery.id, input.servedOn);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'serve-fifth-schedule',
      entity: 'recovery_case',
      entityId: recovery.id,
      before: { noticeServedOn: null },
      after: { noticeServedOn: input.servedOn },
    });
  });
}
