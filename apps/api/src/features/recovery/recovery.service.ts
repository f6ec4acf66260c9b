import { activeStaff, type Db } from '@sewabeli/db';
import {
  ASSET_STATE_LABELS,
  type AssetState,
  addDays,
  assetState,
  type CalendarDate,
  calendarDateInKualaLumpur,
  decisionsOfPeople,
  FIFTH_SCHEDULE_DAYS,
  fifthScheduleOverdue,
  fifthScheduleOverdueMessage,
  openCaseIssue,
  possibleApprovers,
  RECOVERY_MESSAGES,
  RECOVERY_STAGES,
  recoveryRule,
  ringgitToSen,
  senToRinggit,
  type ValuationInput,
  type WriteOffStatus,
  writeOffWaitingText,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import {
  agreementBalanceOf,
  COLLECTION_NOT_FOUND,
  withLockedAgreement,
} from '../collections/ledger/ledger-basis.service';
import { fileUrl } from '../files/file.service';
import { lockedCase, refuse, stateOf, stepTaken } from './case-steps.service';
import * as repo from './recovery.repository';
import * as repossessionRepo from './repossession.repository';
import * as statutoryRepo from './statutory.repository';
import * as statutory from './statutory.service';
import * as writeOffRepo from './write-off.repository';

/**
 * Issue 32: the recovery case of an agreement. Every step runs in one transaction holding the agreement's row
 * lock (the ledger's, `withLockedAgreement`) and then the case's, so that steps, payments and write-off decisions
 * on one agreement never interleave; the rules are packages/domain recovery's; every step is audited.
 */

export async function openCase(
  db: Db,
  actor: SessionUser,
  input: { applicantProductId: number; noticeServedOn: CalendarDate; noticeFileId?: number | null },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<{ id: number }> {
  requirePermission(actor, 'recovery.write');
  return withLockedAgreement(db, input.applicantProductId, async (trx, agreement) => {
    const issue = openCaseIssue(input.noticeServedOn, today, await repo.agreementStartOf(trx, agreement.id));
    if (issue) throw badRequest(issue);
    if ((await agreementBalanceOf(trx, agreement)).outstanding <= 0)
      throw conflict(RECOVERY_MESSAGES.notCollection);
    // Issue 41, s.16(1): the default the Act names, read from the schedule as it stands today.
    statutory.refuseOpening(await statutory.statutoryContextOf(trx, agreement.id), today);
    if ((await repo.casesOf(trx, agreement.id)).some((recovery) => recovery.stage !== 'closed'))
      throw conflict(RECOVERY_MESSAGES.caseOpen);
    if (input.noticeFileId) await statutory.requireOwnDocument(trx, actor, input.noticeFileId);
    const id = await repo.insertCase(trx, {
      applicantProductId: agreement.id,
      noticeServedOn: input.noticeServedOn,
      openedBy: actor.id,
    });
    if (input.noticeFileId) await statutoryRepo.setCaseRecords(trx, id, { noticeFileId: input.noticeFileId });
    await repo.moveCase(trx, id, { from: null, to: 'notice_served', by: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'recovery_case',
      entityId: id,
      after: {
        applicantProductId: agreement.id,
        stage: 'notice_served',
        noticeServedOn: input.noticeServedOn,
      },
    });
    return { id };
  });
}

/** Open cases repossessed more than 21 days ago whose Fifth Schedule notice is not served (the queue's alert). */
export async function fifthScheduleAlerts(db: Db, today: CalendarDate = todayInKualaLumpur()) {
  const rows = await repossessionRepo.unservedNotices(db, addDays(today, -(FIFTH_SCHEDULE_DAYS + 1)));
  return rows
    .filter((row) => fifthScheduleOverdue(row.repossessedOn, row.noticeServedOn, today))
    .map((row) => ({
      caseId: row.caseId,
      applicantProductId: row.applicantProductId,
      hpNo: row.hpNo,
      hirerName: row.hirerName,
      repossessedOn: row.repossessedOn,
      noticeDueOn: row.noticeDueOn,
      message: fifthScheduleOverdueMessage(row.repossessedOn),
    }));
}

export async function recordValuation(
  db: Db,
  actor: SessionUser,
  input: { caseId: number } & ValuationInput,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  requirePermission(actor, 'recovery.write');
  await lockedCase(db, input.caseId, async (trx, _agreement, recovery) => {
    refuse(await stateOf(trx, recovery), { to: 'valued', ...input }, today);
    await repossessionRepo.insertValuation(trx, {
      recoveryCaseId: recovery.id,
      valuedOn: input.valuedOn,
      valuer: input.valuer.trim(),
      amount: senToRinggit(input.amount),
      recordedBy: actor.id,
    });
    await stepTaken(trx, actor, recovery, 'valued', 'value', {
      valuedOn: input.valuedOn,
      valuer: input.valuer.trim(),
      amount: senToRinggit(input.amount),
    });
  });
}

/** Closing (withdrawing) a case says why (issue 41): the reason is stored, audited and shown on the case. */
export async function closeCase(
  db: Db,
  actor: SessionUser,
  input: { caseId: number; reason: string },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  requirePermission(actor, 'recovery.write');
  const reason = input.reason.trim();
  if (reason === '') throw badRequest(RECOVERY_MESSAGES.reasonRequired);
  await lockedCase(db, input.caseId, async (trx, _agreement, recovery) => {
    refuse(await stateOf(trx, recovery), { to: 'closed' }, today);
    await statutoryRepo.setCaseRecords(trx, recovery.id, { closedReason: reason });
    await stepTaken(trx, actor, recovery, 'closed', 'close', { reason });
  });
}

// ---- reading ---------------------------------------------------------------------------------------------------

async function requestViews(db: Db, rows: Awaited<ReturnType<typeof writeOffRepo.writeOffRequestsOfCase>>) {
  const decisions = await writeOffRepo.decisionsOf(
    db,
    rows.map((row) => row.id),
  );
  // Issue 41: a waiting request names who can still approve it.
  const possible = new Map<number, { id: number; name: string }[]>();
  for (const row of rows)
    if (row.status === 'Pending' && !possible.has(row.requestedBy))
      possible.set(
        row.requestedBy,
        possibleApprovers(await activeStaff(db), 'writeOff.decide', row.requestedBy),
      );
  return rows.map((row) => ({
    id: row.id,
    recoveryCaseId: row.recoveryCaseId,
    applicantProductId: row.applicantProductId,
    amount: ringgitToSen(row.amount),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedByName: row.requestedByName,
    requestedAt: row.requestedAt,
    decidedAt: row.decidedAt,
    decisions: decisionsOfPeople(decisions)
      .filter((decision) => decision.writeOffRequestId === row.id)
      .map((decision) => ({
        approverId: decision.approverId,
        approverName: decision.approverName,
        decision: decision.decision,
        decidedAt: decision.decidedAt,
      })),
    waiting: writeOffWaitingText(
      {
        status: row.status,
        requestedByName: row.requestedByName,
        approvedBy: decisionsOfPeople(decisions)
          .filter((decision) => decision.writeOffRequestId === row.id && decision.decision === 'approve')
          .map((decision) => decision.approverId),
      },
      possible.get(row.requestedBy) ?? [],
    ),
  }));
}

/** The recovery of an agreement for its collection profile: the latest case in full, and the balance. */
export async function recoveryOf(db: Db, agreementId: number, today: CalendarDate = todayInKualaLumpur()) {
  const cases = await repo.casesOf(db, agreementId);
  const agreement = await repo.agreementOf(db, agreementId);
  if (!agreement) throw notFound(COLLECTION_NOT_FOUND);
  const balance = await agreementBalanceOf(db, agreement);
  // Issue 41: which rule the recovery follows, the Act's s.16 for goods under it or the agreement's terms.
  const { underAct } = await statutory.statutoryContextOf(db, agreementId);
  // The ladder's notice of intention to repossess (the Fourth Schedule notice), served the day it was approved.
  const ladder = await statutoryRepo.ladderNoticeOf(db, agreementId);
  const rule = {
    underAct,
    rule: recoveryRule(underAct),
    ladderNotice: ladder
      ? {
          servedOn: calendarDateInKualaLumpur(new Date(ladder.approvedAt)),
          url: ladder.storedFileId === null ? null : fileUrl(ladder.storedFileId),
        }
      : null,
  };
  const latest = cases[0];
  if (!latest) return { balance, rule, current: null, earlierCases: 0, assetState: null };
  const parties = await repo.noticePartiesOf(db, agreementId);
  const [stages, repossession, photos, notices, valuation, disposal, requests] = await Promise.all([
    repo.stagesOf(db, latest.id),
    repossessionRepo.repossessionOf(db, latest.id),
    repossessionRepo.photosOf(db, latest.id),
    repossessionRepo.noticeFilesOf(db, latest.id),
    repossessionRepo.valuationOf(db, latest.id),
    repossessionRepo.disposalOf(db, latest.id),
    writeOffRepo.writeOffRequestsOfCase(db, latest.id),
  ]);
  const state = assetState({
    stage: latest.stage,
    yard: repossession?.yard ?? null,
    disposedOn: disposal?.disposedOn ?? null,
  });
  const statutoryView = await statutory.statutoryViewOf(
    db,
    {
      caseId: latest.id,
      agreementId,
      hirerName: parties?.hirerName ?? '',
      noticeServedOn: latest.noticeServedOn,
      repossessedOn: repossession?.repossessedOn ?? null,
      hirerServedOn: repossession?.noticeServedOn ?? null,
      open: latest.stage !== 'closed',
    },
    today,
  );
  return {
    balance,
    rule,
    earlierCases: cases.length - 1,
    assetState: state,
    current: {
      ...latest,
      statutory: statutoryView,
      stages,
      repossession: repossession
        ? {
            repossessedOn: repossession.repossessedOn,
            agent: repossession.agent,
            yard: repossession.yard,
            condition: repossession.condition,
            noticeDueOn: repossession.noticeDueOn,
            noticeFileId: repossession.noticeFileId,
            noticeServedOn: repossession.noticeServedOn,
            recordedAt: repossession.recordedAt,
            noticeUrl: repossession.noticeFileId === null ? null : fileUrl(repossession.noticeFileId),
            notices: notices.map((notice) => ({
              version: notice.version,
              url: fileUrl(notice.storedFileId),
              generatedAt: notice.generatedAt,
              generatedByName: notice.generatedByName,
            })),
            noticeAlert:
              latest.stage !== 'closed' &&
              fifthScheduleOverdue(repossession.repossessedOn, repossession.noticeServedOn, today)
                ? fifthScheduleOverdueMessage(repossession.repossessedOn)
                : null,
            photos: photos.map((id) => ({ id, url: fileUrl(id) })),
          }
        : null,
      valuation: valuation ? { ...valuation, amount: ringgitToSen(valuation.amount) } : null,
      disposal: disposal
        ? {
            disposedOn: disposal.disposedOn,
            buyer: disposal.buyer,
            price: ringgitToSen(disposal.price),
            costs: ringgitToSen(disposal.costs),
            shortfall: ringgitToSen(disposal.shortfall),
            surplus: ringgitToSen(disposal.surplus),
            rebate: ringgitToSen(disposal.rebate),
          }
        : null,
      writeOffs: await requestViews(db, requests),
    },
  };
}

/** The asset's state on the master record (issue 32): from the agreement's latest recovery case. */
export async function assetStateOf(
  db: Db,
  agreementId: number,
): Promise<{ state: AssetState; label: string; yard: string | null } | null> {
  const latest = (await repo.casesOf(db, agreementId))[0];
  if (!latest) return null;
  const [repossession, disposal] = await Promise.all([
    repossessionRepo.repossessionOf(db, latest.id),
    repossessionRepo.disposalOf(db, latest.id),
  ]);
  const state = assetState({
    stage: latest.stage,
    yard: repossession?.yard ?? null,
    disposedOn: disposal?.disposedOn ?? null,
  });
  return state ? { state, label: ASSET_STATE_LABELS[state], yard: repossession?.yard ?? null } : null;
}

/** The Superadmins' approvals list: one page of requests in a status, newest first. */
export async function writeOffRequests(
  db: Db,
  query: { status: WriteOffStatus | null; page: number; pageSize: number },
) {
  const { rows, total } = await writeOffRepo.writeOffRequestPage(db, query);
  const views = await requestViews(db, rows);
  return {
    rows: views.map((view, index) => ({
      ...view,
      hpNo: rows[index]?.hpNo ?? null,
      hirerName: rows[index]?.hirerName ?? '',
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The Collection Overview's recovery figures: cases by stage, recovered (cash), written off (non-cash), and the
 * recovery charges added and still owed (the Overview's Outstanding Balance counts instalments only).
 */
export async function recoveryFigures(db: Db) {
  const figures = await repo.recoveryFigures(db);
  return {
    casesByStage: RECOVERY_STAGES.map((stage) => ({
      stage,
      count: figures.stages.find((row) => row.stage === stage)?.count ?? 0,
    })),
    recovered: ringgitToSen(figures.recovered),
    writtenOff: ringgitToSen(figures.writtenOff),
    chargesAdded: ringgitToSen(figures.chargesAdded),
    chargesOwed: ringgitToSen(figures.chargesOwed),
  };
}
