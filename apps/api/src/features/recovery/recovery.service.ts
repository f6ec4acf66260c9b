import type { Db } from '@sewabeli/db';
import {
  ASSET_STATE_LABELS,
  type AssetState,
  addDays,
  approversShortIssue,
  assetState,
  type CalendarDate,
  canMove,
  type DisposalInput,
  decideWriteOff,
  decisionsOfPeople,
  disposalPostings,
  FIFTH_SCHEDULE_DAYS,
  fifthScheduleDeadline,
  fifthScheduleOverdue,
  fifthScheduleOverdueMessage,
  noticeServedIssue,
  openCaseIssue,
  RECOVERY_MESSAGES,
  RECOVERY_STAGES,
  type RecoveryCaseState,
  type RecoveryStage,
  type RecoveryStep,
  type RepossessionInput,
  recoveryStepIssue,
  ringgitToSen,
  type Sen,
  senToRinggit,
  type ValuationInput,
  WRITE_OFF_APPROVALS_NEEDED,
  WRITE_OFF_MESSAGES,
  type WriteOffStatus,
  writeOffDecisionIssue,
  writeOffRequestIssue,
  writeOffWaitingText,
} from '@sewabeli/domain';
import type { Config } from '../../config';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import { actingAsOf, personIdOf } from '../auth/acting-as';
import type { SessionUser } from '../auth/auth.types';
import {
  agreementBalanceOf,
  COLLECTION_NOT_FOUND,
  type LockedAgreement,
  recordCharge,
  recordRecoveryEntry,
  withLockedAgreement,
} from '../collections/ledger.service';
import { fileUrl, recordGeneratedFile, requireOwnImage } from '../files/file.service';
import type { FileStorage } from '../files/file.storage';
import { possibleApproversOf } from '../users/approvers.queries';
import { renderFifthScheduleNotice } from './documents/fifth-schedule-notice';
import * as repo from './recovery.repository';

/**
 * Issue 32: the recovery case of an agreement. Every step runs in one transaction holding the agreement's row
 * lock (the ledger's, `withLockedAgreement`) and then the case's, so that steps, payments and write-off decisions
 * on one agreement never interleave; the rules are packages/domain recovery's; every step is audited.
 */

export interface RecoveryDeps {
  db: Db;
  storage: FileStorage;
  financier: Config['financier'];
}

type LockedCase = NonNullable<Awaited<ReturnType<typeof repo.lockCase>>>;

async function lockedCase<T>(
  db: Db,
  caseId: number,
  work: (trx: Db, agreement: LockedAgreement, recovery: LockedCase) => Promise<T>,
): Promise<T> {
  const found = await repo.findCase(db, caseId);
  if (!found) throw notFound(RECOVERY_MESSAGES.caseNotFound);
  return withLockedAgreement(db, found.applicantProductId, async (trx, agreement) => {
    const recovery = await repo.lockCase(trx, caseId);
    if (!recovery) throw notFound(RECOVERY_MESSAGES.caseNotFound);
    return work(trx, agreement, recovery);
  });
}

async function stateOf(db: Db, recovery: LockedCase): Promise<RecoveryCaseState> {
  const [repossession, valuation, pending, agreementStart] = await Promise.all([
    repo.repossessionOf(db, recovery.id),
    repo.valuationOf(db, recovery.id),
    repo.hasPendingWriteOff(db, recovery.id),
    repo.agreementStartOf(db, recovery.applicantProductId),
  ]);
  return {
    stage: recovery.stage,
    agreementStart,
    noticeServedOn: recovery.noticeServedOn,
    repossessedOn: repossession?.repossessedOn ?? null,
    valuedOn: valuation?.valuedOn ?? null,
    writeOffPending: pending,
  };
}

/** The step's refusal as the caller sees it: a stage that does not allow it is a conflict, the rest bad input. */
function refuse(state: RecoveryCaseState, step: RecoveryStep, today: CalendarDate): void {
  const issue = recoveryStepIssue(state, step, today);
  if (issue === null) return;
  throw state.stage === 'closed' || !canMove(state.stage, step.to) ? conflict(issue) : badRequest(issue);
}

/** Moves the case on to `to` (its history keeps who and when) and audits the step with its details. */
async function stepTaken(
  trx: Db,
  actor: SessionUser,
  recovery: LockedCase,
  to: RecoveryStage,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await repo.moveCase(trx, recovery.id, { from: recovery.stage, to, by: actor.id });
  await recordAudit(trx, {
    userId: actor.id,
    action,
    entity: 'recovery_case',
    entityId: recovery.id,
    before: { stage: recovery.stage },
    after: { stage: to, ...details },
  });
}

/** Open a case once the notice of intention to repossess was served: one open case per agreement. */
export async function openCase(
  db: Db,
  actor: SessionUser,
  input: { applicantProductId: number; noticeServedOn: CalendarDate },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<{ id: number }> {
  requirePermission(actor, 'recovery.write');
  return withLockedAgreement(db, input.applicantProductId, async (trx, agreement) => {
    const issue = openCaseIssue(input.noticeServedOn, today, await repo.agreementStartOf(trx, agreement.id));
    if (issue) throw badRequest(issue);
    if ((await agreementBalanceOf(trx, agreement)).outstanding <= 0)
      throw conflict(RECOVERY_MESSAGES.notCollection);
    if ((await repo.casesOf(trx, agreement.id)).some((recovery) => recovery.stage !== 'closed'))
      throw conflict(RECOVERY_MESSAGES.caseOpen);
    const id = await repo.insertCase(trx, {
      applicantProductId: agreement.id,
      noticeServedOn: input.noticeServedOn,
      openedBy: actor.id,
    });
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

/**
 * The repossession: date, agent, yard, condition and the photos (each an image the caller uploaded, judged by
 * its content); the Fifth Schedule notice is generated and stored with the case, due 21 days after.
 */
export async function recordRepossession(
  deps: RecoveryDeps,
  actor: SessionUser,
  input: { caseId: number } & RepossessionInput,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<{ noticeFileId: number; noticeDueOn: CalendarDate }> {
  requirePermission(actor, 'recovery.write');
  return lockedCase(deps.db, input.caseId, async (trx, agreement, recovery) => {
    const step: RecoveryStep = { to: 'repossessed', ...input };
    refuse(await stateOf(trx, recovery), step, today);
    const photos = [...new Set(input.photoFileIds)];
    for (const fileId of photos) await requireOwnImage(trx, actor, fileId, RECOVERY_MESSAGES.photoNotImage);
    const noticeDueOn = fifthScheduleDeadline(input.repossessedOn);
    const yard = input.yard?.trim() || null;
    // What the notice states, kept with the repossession so that a copy generated later says the same.
    const outstanding = (await agreementBalanceOf(trx, agreement)).outstanding;
    await repo.insertRepossession(
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
      },
      photos,
    );
    const noticeFileId = await storeNotice(deps, trx, actor, agreement.id, {
      repossessedOn: input.repossessedOn,
      yard,
      condition: input.condition.trim(),
      dueOn: noticeDueOn,
      generatedOn: today,
      outstanding,
    });
    await repo.addNoticeFile(trx, recovery.id, noticeFileId, actor.id);
    await stepTaken(trx, actor, recovery, 'repossessed', 'repossess', {
      repossessedOn: input.repossessedOn,
      agent: input.agent.trim(),
      yard,
      condition: input.condition.trim(),
      photoFileIds: photos,
      noticeDueOn,
      noticeFileId,
    });
    return { noticeFileId, noticeDueOn };
  });
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
  },
): Promise<number> {
  const parties = await repo.noticePartiesOf(trx, agreementId);
  if (!parties) throw notFound(RECOVERY_MESSAGES.caseNotFound);
  const hpNo = parties.hpNo ?? `#${parties.id}`;
  const pdf = await renderFifthScheduleNotice({
    financier: deps.financier,
    hirer: { name: parties.hirerName, registrationNo: parties.registrationNo, address: parties.address },
    hpNo,
    generatedOn: notice.generatedOn,
    asset: `${parties.brandName} ${parties.productName}`,
    agreementDate: parties.agreementExecution,
    repossessedOn: notice.repossessedOn,
    yard: notice.yard,
    condition: notice.condition,
    dueOn: notice.dueOn,
    outstanding: notice.outstanding,
  });
  const storageKey = await deps.storage.put(pdf, 'pdf');
  return recordGeneratedFile(trx, {
    storageKey,
    originalName: `fifth-schedule-notice-${hpNo.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: pdf.length,
    createdBy: actor.id,
  });
}

/**
 * The Fifth Schedule notice generated again from the case (a copy lost, or to serve a guarantor): the same
 * content (what the repossession recorded, the day and balance the first copy stated), stored as the next
 * version; the earlier copies stay.
 */
export async function regenerateNotice(
  deps: RecoveryDeps,
  actor: SessionUser,
  caseId: number,
): Promise<{ noticeFileId: number; version: number }> {
  requirePermission(actor, 'recovery.write');
  return lockedCase(deps.db, caseId, async (trx, agreement, recovery) => {
    const repossession = await repo.repossessionOf(trx, recovery.id);
    if (!repossession) throw conflict(RECOVERY_MESSAGES.notRepossessed);
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
    });
    const version = await repo.addNoticeFile(trx, recovery.id, noticeFileId, actor.id);
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

/** The day the Fifth Schedule notice was served on the hirer: once, from the repossession to today. */
export async function recordNoticeServed(
  db: Db,
  actor: SessionUser,
  input: { caseId: number; servedOn: CalendarDate },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  requirePermission(actor, 'recovery.write');
  await lockedCase(db, input.caseId, async (trx, _agreement, recovery) => {
    if (recovery.stage === 'closed') throw conflict(RECOVERY_MESSAGES.closed);
    const repossession = await repo.repossessionOf(trx, recovery.id);
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
    await repo.setNoticeServed(trx, recovery.id, input.servedOn);
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

/** Open cases repossessed more than 21 days ago whose Fifth Schedule notice is not served (the queue's alert). */
export async function fifthScheduleAlerts(db: Db, today: CalendarDate = todayInKualaLumpur()) {
  const rows = await repo.unservedNotices(db, addDays(today, -(FIFTH_SCHEDULE_DAYS + 1)));
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
    await repo.insertValuation(trx, {
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

/**
 * The disposal: the allowed costs become a charge, the price one 'disposal' ledger entry through the ledger's
 * rules (recordRecoveryEntry); the shortfall (still owed) or the surplus (refund due) is stored with it.
 */
export async function recordDisposal(
  db: Db,
  actor: SessionUser,
  input: { caseId: number } & DisposalInput,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<{ shortfall: Sen; surplus: Sen }> {
  requirePermission(actor, 'recovery.write');
  return lockedCase(db, input.caseId, async (trx, agreement, recovery) => {
    refuse(await stateOf(trx, recovery), { to: 'disposed', ...input }, today);
    const buyer = input.buyer.trim();
    const postings = disposalPostings({
      outstanding: (await agreementBalanceOf(trx, agreement)).outstanding,
      price: input.price,
      costs: input.costs,
      disposedOn: input.disposedOn,
    });
    const chargeId = postings.charge
      ? await recordCharge(
          trx,
          actor,
          agreement,
          {
            ...postings.charge,
            description: 'Costs of repossession, storage and sale',
            recoveryCaseId: recovery.id,
          },
          today,
        )
      : null;
    const paymentId = await recordRecoveryEntry(
      trx,
      actor,
      agreement,
      {
        kind: 'disposal',
        amount: postings.entry.amount,
        paidAt: postings.entry.paidAt,
        money: { method: 'other', reference: `Sale to ${buyer}`.slice(0, 100) },
      },
      today,
    );
    await repo.insertDisposal(trx, {
      recoveryCaseId: recovery.id,
      disposedOn: input.disposedOn,
      buyer,
      price: senToRinggit(input.price),
      costs: senToRinggit(input.costs),
      shortfall: senToRinggit(postings.shortfall),
      surplus: senToRinggit(postings.surplus),
      applicantProductPaymentId: paymentId,
      applicantProductChargeId: chargeId,
      recordedBy: actor.id,
    });
    await stepTaken(trx, actor, recovery, 'disposed', 'dispose', {
      disposedOn: input.disposedOn,
      buyer,
      price: senToRinggit(input.price),
      costs: senToRinggit(input.costs),
      shortfall: senToRinggit(postings.shortfall),
      surplus: senToRinggit(postings.surplus),
      ledgerEntry: paymentId,
      chargeId,
    });
    return { shortfall: postings.shortfall, surplus: postings.surplus };
  });
}

export async function closeCase(
  db: Db,
  actor: SessionUser,
  caseId: number,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  requirePermission(actor, 'recovery.write');
  await lockedCase(db, caseId, async (trx, _agreement, recovery) => {
    refuse(await stateOf(trx, recovery), { to: 'closed' }, today);
    await stepTaken(trx, actor, recovery, 'closed', 'close');
  });
}

/** Ask for the shortfall to be written off: the amount is what is outstanding now, after the disposal. */
export async function requestWriteOff(
  db: Db,
  actor: SessionUser,
  input: { caseId: number; reason: string },
): Promise<{ id: number; amount: Sen }> {
  requirePermission(actor, 'recovery.write');
  return lockedCase(db, input.caseId, async (trx, agreement, recovery) => {
    const shortfall = (await agreementBalanceOf(trx, agreement)).outstanding;
    const issue = writeOffRequestIssue({
      disposed: recovery.stage === 'disposed',
      shortfall,
      pending: await repo.hasPendingWriteOff(trx, recovery.id),
      reason: input.reason,
    });
    if (issue) throw issue === WRITE_OFF_MESSAGES.reasonRequired ? badRequest(issue) : conflict(issue);
    // Issue 40: the requester is the person behind a token, whom four eyes keep from approving; issue 41: refused
    // now rather than waiting for ever when fewer than two others could approve it.
    const requester = personIdOf(actor);
    const possible = await possibleApproversOf(trx, 'writeOff.decide', requester);
    const short = approversShortIssue(
      WRITE_OFF_MESSAGES.subject,
      WRITE_OFF_APPROVALS_NEEDED,
      possible.length,
    );
    if (short) throw conflict(short);
    const reason = input.reason.trim();
    const id = await repo.insertWriteOffRequest(trx, {
      recoveryCaseId: recovery.id,
      applicantProductId: agreement.id,
      amount: senToRinggit(shortfall),
      reason,
      requestedBy: requester,
    });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'request-write-off',
      entity: 'write_off_request',
      entityId: id,
      after: { recoveryCaseId: recovery.id, amount: senToRinggit(shortfall), reason },
    });
    return { id, amount: shortfall };
  });
}

/**
 * A Superadmin's decision on a write-off request. Taken under the agreement's lock and then the request's, so
 * two Superadmins approving at once are counted one after the other: the second approval (of a different
 * Superadmin, neither the requester) writes the shortfall off, once, as a 'write_off' ledger entry; a rejection
 * ends the request.
 */
export async function decideWriteOffRequest(
  db: Db,
  actor: SessionUser,
  input: { requestId: number; decision: 'approve' | 'reject' },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<{ status: WriteOffStatus }> {
  requirePermission(actor, 'writeOff.decide');
  const found = await repo.findWriteOffRequest(db, input.requestId);
  if (!found) throw notFound(WRITE_OFF_MESSAGES.requestNotFound);
  return withLockedAgreement(db, found.applicantProductId, async (trx, agreement) => {
    const request = await repo.lockWriteOffRequest(trx, input.requestId);
    if (!request) throw notFound(WRITE_OFF_MESSAGES.requestNotFound);
    const decisions = await repo.decisionsOf(trx, [request.id]);
    const state = {
      status: request.status,
      amount: ringgitToSen(request.amount),
      requestedBy: request.requestedBy,
      // Issue 40: a service account's earlier approval never counts.
      approvedBy: decisionsOfPeople(decisions)
        .filter((row) => row.decision === 'approve')
        .map((row) => row.approverId),
    };
    const approver = { id: actor.id, roleName: actor.role.name, ...actingAsOf(actor) };
    const issue = writeOffDecisionIssue(state, approver, input.decision);
    if (issue) throw issue === WRITE_OFF_MESSAGES.decided ? conflict(issue) : badRequest(issue);
    const after = decideWriteOff(state, approver, input.decision);
    let paymentId: number | null = null;
    if (after.status === 'Approved') {
      if (after.amount > (await agreementBalanceOf(trx, agreement)).outstanding)
        throw conflict(WRITE_OFF_MESSAGES.shortfallChanged);
      paymentId = await recordRecoveryEntry(
        trx,
        actor,
        agreement,
        { kind: 'write_off', amount: after.amount, paidAt: today, money: null },
        today,
      );
    }
    await repo.insertDecision(trx, {
      writeOffRequestId: request.id,
      approverId: actor.id,
      decision: input.decision,
    });
    if (after.status !== 'Pending') await repo.setWriteOffStatus(trx, request.id, after.status, paymentId);
    await recordAudit(trx, {
      userId: actor.id,
      action: input.decision === 'approve' ? 'approve-write-off' : 'reject-write-off',
      entity: 'write_off_request',
      entityId: request.id,
      before: { status: state.status, approvals: state.approvedBy.length },
      after: { status: after.status, approvals: after.approvedBy.length, ledgerEntry: paymentId },
    });
    return { status: after.status };
  });
}

// ---- reading ---------------------------------------------------------------------------------------------------

async function requestViews(db: Db, rows: Awaited<ReturnType<typeof repo.writeOffRequestsOfCase>>) {
  const decisions = await repo.decisionsOf(
    db,
    rows.map((row) => row.id),
  );
  // Issue 41: a waiting request names who can still approve it.
  const possible = new Map<number, { id: number; name: string }[]>();
  for (const row of rows)
    if (row.status === 'Pending' && !possible.has(row.requestedBy))
      possible.set(row.requestedBy, await possibleApproversOf(db, 'writeOff.decide', row.requestedBy));
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
  const latest = cases[0];
  if (!latest) return { balance, current: null, earlierCases: 0, assetState: null };
  const [stages, repossession, photos, notices, valuation, disposal, requests] = await Promise.all([
    repo.stagesOf(db, latest.id),
    repo.repossessionOf(db, latest.id),
    repo.photosOf(db, latest.id),
    repo.noticeFilesOf(db, latest.id),
    repo.valuationOf(db, latest.id),
    repo.disposalOf(db, latest.id),
    repo.writeOffRequestsOfCase(db, latest.id),
  ]);
  const state = assetState({
    stage: latest.stage,
    yard: repossession?.yard ?? null,
    disposedOn: disposal?.disposedOn ?? null,
  });
  return {
    balance,
    earlierCases: cases.length - 1,
    assetState: state,
    current: {
      ...latest,
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
    repo.repossessionOf(db, latest.id),
    repo.disposalOf(db, latest.id),
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
  const { rows, total } = await repo.writeOffRequestPage(db, query);
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
