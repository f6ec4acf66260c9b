import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  eventDateIssue,
  fifthScheduleServiceAlert,
  isUnderHirePurchaseAct,
  type NoticeService,
  openCaseStatutoryIssue,
  type PaidShare,
  RECOVERY_MESSAGES,
  recoveryBeforeMessage,
  recoveryRule,
  repossessionBalance,
  ringgitToSen,
  type ScheduleInstalment,
  statutoryDates,
} from '@sewabeli/domain';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { agreementBalanceOf, COLLECTION_NOT_FOUND } from '../collections/ledger/ledger-basis.service';
import { settlementQuote } from '../collections/settlement/settlement.service';
import { fileUrl, findOwnUpload } from '../files/file.service';
import { lockedCase } from './case-steps.service';
import * as repo from './recovery.repository';
import * as repossessionRepo from './repossession.repository';
import * as statutoryRepo from './statutory.repository';

/**
 * Issue 41: the Hire-Purchase Act 1967's steps around a recovery case: what the domain's statutory rules read
 * (goods under the Act or not, the schedule as it stands, the share of the hire-purchase price paid, the parties
 * the Fifth Schedule notice is served on), and the records of the steps (guarantors served, the hirer's consent).
 */

export interface StatutoryContext {
  underAct: boolean;
  instalments: ScheduleInstalment[];
  share: PaidShare;
  applicantId: number;
}

export async function statutoryContextOf(db: Db, agreementId: number): Promise<StatutoryContext> {
  const terms = await statutoryRepo.statutoryTermsOf(db, agreementId);
  if (!terms) throw notFound(COLLECTION_NOT_FOUND);
  const [schedule, balance] = await Promise.all([
    statutoryRepo.scheduleOf(db, agreementId),
    agreementBalanceOf(db, { id: terms.id, totalPayable: terms.totalPayable }),
  ]);
  return {
    underAct: isUnderHirePurchaseAct({ assetTypeName: terms.brandName, assetName: terms.productName }),
    instalments: schedule.map((row) => ({
      seq: row.seq,
      dueDate: row.dueDate,
      chargeAmount: ringgitToSen(row.chargeAmount),
      paidAmount: ringgitToSen(row.paidAmount),
    })),
    share: {
      deposit: ringgitToSen(terms.downpayment),
      totalPayable: ringgitToSen(terms.totalPayable),
      // Money the hirer paid: rebates and write-offs are not paid (the disposal's proceeds come after).
      cashPaid: balance.cash,
    },
    applicantId: terms.applicantId,
  };
}

/** s.16(1): the case opens only on the default the Act names (goods under it) or an overdue instalment. */
export function refuseOpening(context: StatutoryContext, today: CalendarDate): void {
  const issue = openCaseStatutoryIssue({
    underAct: context.underAct,
    instalments: context.instalments,
    today,
  });
  if (issue) throw conflict(issue);
}

/** The parties the Fifth Schedule notice is served on: the hirer (the repossession's day) and every guarantor. */
export async function noticeServicesOf(
  db: Db,
  input: { caseId: number; applicantId: number; hirerName: string; hirerServedOn: CalendarDate | null },
): Promise<(NoticeService & { guarantorId: number | null })[]> {
  const [guarantors, services] = await Promise.all([
    statutoryRepo.guarantorsOf(db, input.applicantId),
    statutoryRepo.guarantorServicesOf(db, input.caseId),
  ]);
  return [
    { party: 'hirer', name: input.hirerName, servedOn: input.hirerServedOn, guarantorId: null },
    ...guarantors.map((guarantor) => ({
      party: 'guarantor' as const,
      name: guarantor.name,
      servedOn: services.find((service) => service.applicantGuarantorId === guarantor.id)?.servedOn ?? null,
      guarantorId: guarantor.id,
    })),
  ];
}

/** Issue 40: a date the case records lies between the agreement's start and today. */
async function refuseEventDate(trx: Db, agreementId: number, date: CalendarDate, today: CalendarDate) {
  const issue = eventDateIssue(date, { earliest: await repo.agreementStartOf(trx, agreementId), today });
  if (issue) throw badRequest(issue);
}

/** The Fifth Schedule notice served on one guarantor: once, from the repossession to today. */
export async function recordGuarantorServed(
  db: Db,
  actor: SessionUser,
  input: { caseId: number; guarantorId: number; servedOn: CalendarDate },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  requirePermission(actor, 'recovery.write');
  await lockedCase(db, input.caseId, async (trx, agreement, recovery) => {
    if (recovery.stage === 'closed') throw conflict(RECOVERY_MESSAGES.closed);
    const repossession = await repossessionRepo.repossessionOf(trx, recovery.id);
    if (!repossession) throw conflict(RECOVERY_MESSAGES.notRepossessed);
    const context = await statutoryContextOf(trx, agreement.id);
    const guarantors = await statutoryRepo.guarantorsOf(trx, context.applicantId);
    if (!guarantors.some((guarantor) => guarantor.id === input.guarantorId))
      throw badRequest(RECOVERY_MESSAGES.guarantorNotFound);
    await refuseEventDate(trx, agreement.id, input.servedOn, today);
    if (input.servedOn < repossession.repossessedOn)
      throw badRequest(recoveryBeforeMessage('repossession', repossession.repossessedOn));
    const inserted = await statutoryRepo.insertGuarantorService(trx, {
      recoveryCaseId: recovery.id,
      applicantGuarantorId: input.guarantorId,
      servedOn: input.servedOn,
      recordedBy: actor.id,
    });
    if (!inserted) throw conflict(RECOVERY_MESSAGES.noticeServed);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'serve-fifth-schedule',
      entity: 'recovery_case',
      entityId: recovery.id,
      after: { guarantorId: input.guarantorId, servedOn: input.servedOn },
    });
  });
}

/** s.17: the hirer's written consent to a sale before the 21 days, uploaded (a PDF or image of the caller's). */
export async function recordDisposalConsent(
  db: Db,
  actor: SessionUser,
  input: { caseId: number; fileId: number; consentedOn: CalendarDate },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  requirePermission(actor, 'recovery.write');
  await lockedCase(db, input.caseId, async (trx, agreement, recovery) => {
    if (recovery.stage === 'closed') throw conflict(RECOVERY_MESSAGES.closed);
    await refuseEventDate(trx, agreement.id, input.consentedOn, today);
    await requireOwnDocument(trx, actor, input.fileId);
    await statutoryRepo.setCaseRecords(trx, recovery.id, {
      consentFileId: input.fileId,
      consentOn: input.consentedOn,
    });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'record-consent',
      entity: 'recovery_case',
      entityId: recovery.id,
      after: { consentFileId: input.fileId, consentOn: input.consentedOn },
    });
  });
}

const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** A notice or consent attached to a case: an upload of the caller's own, a PDF or an image. */
export async function requireOwnDocument(db: Db, actor: { id: number }, fileId: number): Promise<void> {
  if (!(await findOwnUpload(db, fileId, actor.id, DOCUMENT_TYPES)))
    throw badRequest(RECOVERY_MESSAGES.consentNotFile);
}

/**
 * The net balance due on `on` (the early-settlement quote's rebate of the unearned term charges, issue 41), or null
 * when the schedule cannot be quoted by the statutory formula (an agreement not executed, a schedule off its terms).
 */
export async function netBalanceOn(db: Db, agreementId: number, on: CalendarDate) {
  try {
    return repossessionBalance((await settlementQuote(db, agreementId, on)).quote);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The case screen's statutory part: the rule that applies, each date with its countdown, the parties served. */
export async function statutoryViewOf(
  db: Db,
  input: {
    caseId: number;
    agreementId: number;
    hirerName: string;
    noticeServedOn: CalendarDate;
    repossessedOn: CalendarDate | null;
    hirerServedOn: CalendarDate | null;
    open: boolean;
  },
  today: CalendarDate,
) {
  const context = await statutoryContextOf(db, input.agreementId);
  const [records, repossession, services] = await Promise.all([
    statutoryRepo.caseRecordsOf(db, input.caseId),
    statutoryRepo.repossessionRecordsOf(db, input.caseId),
    noticeServicesOf(db, {
      caseId: input.caseId,
      applicantId: context.applicantId,
      hirerName: input.hirerName,
      hirerServedOn: input.hirerServedOn,
    }),
  ]);
  const money = (value: string | null | undefined) => (value == null ? null : ringgitToSen(value));
  // The statutory rebate the disposal will post (fixed by the day of repossession), for the sale's confirmation.
  const rebateDue =
    input.open && input.repossessedOn !== null
      ? ((await netBalanceOn(db, input.agreementId, input.repossessedOn))?.rebate ?? 0)
      : 0;
  return {
    underAct: context.underAct,
    rule: recoveryRule(context.underAct),
    rebateDue,
    dates: input.open
      ? statutoryDates({
          underAct: context.underAct,
          noticeServedOn: input.noticeServedOn,
          repossessedOn: input.repossessedOn,
          services,
          today,
        })
      : [],
    services,
    serviceAlert:
      input.open && input.repossessedOn !== null && context.underAct
        ? fifthScheduleServiceAlert(input.repossessedOn, services, today)
        : null,
    noticeUrl: records.noticeFileId === null ? null : fileUrl(records.noticeFileId),
    closedReason: records.closedReason,
    consent:
      records.consentFileId === null || records.consentOn === null
        ? null
        : { url: fileUrl(records.consentFileId), consentedOn: records.consentOn },
    repossession: repossession
      ? {
          takenAt: repossession.takenAt,
          place: repossession.place,
          receiptUrl: repossession.receiptFileId === null ? null : fileUrl(repossession.receiptFileId),
          agentPermitNo: repossession.agentPermitNo,
          courtOrder:
            repossession.courtName === null
              ? null
              : {
                  court: repossession.courtName,
                  number: repossession.courtOrderNo ?? '',
                  orderedOn: repossession.courtOrderOn ?? '',
                },
          estimatedValue: money(repossession.estimatedValue),
          costs: money(repossession.noticeCosts),
          netBalance: money(repossession.noticeNetBalance),
        }
      : null,
  };
}
