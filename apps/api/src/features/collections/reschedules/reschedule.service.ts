import { activeStaff, type Db } from '@sewabeli/db';
import {
  approversShortIssue,
  can,
  decideReschedule,
  decisionsOfPeople,
  possibleApprovers,
  RESCHEDULE_APPROVALS_REQUIRED,
  RESCHEDULE_MESSAGES,
  type RescheduleApproval,
  type RescheduleDecision,
  type RescheduleInput,
  type RescheduleRequestState,
  rescheduleRequestIssue,
  rescheduleWaitingText,
  ringgitToSen,
  shiftSchedule,
} from '@sewabeli/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { todayInKualaLumpur } from '../../../lib/today';
import { recordAudit } from '../../audit/audit.repository';
import { actingAsOf, personIdOf } from '../../auth/acting-as';
import type { SessionUser } from '../../auth/auth.types';
import * as repo from '../collection.repository';
import * as ledgerRepo from '../ledger/ledger.repository';
import {
  INSTALMENT_NOT_FOUND,
  recomputeInstalments,
  withLockedAgreement,
} from '../ledger/ledger-basis.service';
import * as rescheduleRepo from './reschedule.repository';

export const RESCHEDULE_NOT_FOUND = 'Reschedule request not found';

const decisionOf = (status: 'approve' | 'reject'): RescheduleDecision =>
  status === 'approve' ? 'Approved' : 'Rejected';

export interface RescheduleView {
  id: number;
  status: 'Pending' | 'Approved' | 'Rejected';
  month: number;
  createdAt: Date;
  createdBy: string;
  startingInstalmentId: number;
  startingInstalment: string | null;
  approvalList: RescheduleApproval[];
  /** Issue 26: the requester, who may not approve or reject it. */
  requestedBy: { userId: number; name: string };
  /** What a Pending request still needs and who can still approve it, for its card; null once decided. */
  waiting: string | null;
}

/** The agreement's reschedule requests, oldest first, each with its approval list. */
export async function reschedulesOf(db: Db, agreementId: number): Promise<RescheduleView[]> {
  const requests = await rescheduleRepo.reschedulesOf(db, agreementId);
  // Issue 40: only people's decisions count (and show); a service account's earlier one stays in the audit.
  const approvals = decisionsOfPeople(
    await rescheduleRepo.approvalsOf(
      db,
      requests.map((request) => request.id),
    ),
  );
  const pending = requests.find((request) => request.status === 'Pending');
  // Issue 41: the waiting line names who can still approve (read only while one waits).
  const possible = pending
    ? possibleApprovers(await activeStaff(db), 'reschedule.decide', pending.createdBy)
    : [];
  return requests.map((request) => {
    const state = {
      status: request.status,
      approvalList: approvals
        .filter((approval) => approval.rescheduleId === request.id)
        .map((approval) => ({
          userId: approval.userId,
          submittedBy: approval.userName,
          status: decisionOf(approval.status),
          submittedAt: approval.submittedAt.toISOString(),
        })),
      requestedBy: { userId: request.createdBy, name: request.createdByName },
    };
    return {
      id: request.id,
      month: request.month,
      createdAt: request.createdAt,
      createdBy: request.createdByName,
      startingInstalmentId: request.applicantProductTransactionId,
      startingInstalment: request.startingInstalment,
      ...state,
      waiting: rescheduleWaitingText(state, possible),
    };
  });
}

/** 'Put Collection On Hold' (decisions §6): months 1..12 from an instalment not Paid; none while one is Pending. */
export async function requestReschedule(db: Db, actor: SessionUser, input: RescheduleInput): Promise<number> {
  return withLockedAgreement(db, input.applicantProductId, async (trx, agreement) => {
    const starting = await repo.findInstalment(trx, input.applicantProductTransactionId);
    if (!starting || starting.applicantProductId !== agreement.id) throw notFound(INSTALMENT_NOT_FOUND);
    const requests = await rescheduleRepo.reschedulesOf(trx, agreement.id);
    const ledger = await ledgerRepo.ledgerOf(trx, agreement.id);
    const received = ledger.reduce((sum, entry) => sum + ringgitToSen(entry.amount), 0);
    const issue = rescheduleRequestIssue({
      requests,
      outstandingBalance: ringgitToSen(agreement.totalPayable) - received,
      months: input.month,
      startingInstalment: {
        chargeAmount: ringgitToSen(starting.chargeAmount),
        paidAmount: ringgitToSen(starting.paidAmount),
      },
    });
    if (issue) throw badRequest(issue);
    // Issue 40: the requester is the person behind a token, whom four eyes keep from approving.
    const requester = personIdOf(actor);
    // Issue 41: refused now rather than waiting for ever when too few others could approve it.
    const possible = possibleApprovers(await activeStaff(trx), 'reschedule.decide', requester);
    const short = approversShortIssue(
      RESCHEDULE_MESSAGES.subject,
      RESCHEDULE_APPROVALS_REQUIRED,
      possible.length,
    );
    if (short) throw badRequest(short);
    const id = await rescheduleRepo.insertReschedule(trx, {
      applicantProductId: agreement.id,
      applicantProductTransactionId: starting.id,
      month: input.month,
      createdBy: requester,
    });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'applicant_product_reschedule',
      entityId: id,
      after: input,
    });
    return id;
  });
}

/**
 * Approve or Reject (decisions §6): a Superadmin once per request; one rejection ends it; the second approval
 * moves the starting and every later instalment's due date forward by the months, in the same transaction.
 */
export async function decideRescheduleRequest(
  db: Db,
  actor: SessionUser,
  id: number,
  decision: RescheduleDecision,
): Promise<RescheduleView['status']> {
  const found = await rescheduleRepo.findReschedule(db, id);
  if (!found) throw notFound(RESCHEDULE_NOT_FOUND);
  return withLockedAgreement(db, found.applicantProductId, async (trx, agreement) => {
    const request = (await reschedulesOf(trx, agreement.id)).find((row) => row.id === id);
    if (!request) throw notFound(RESCHEDULE_NOT_FOUND);
    const state: RescheduleRequestState = {
      status: request.status,
      approvalList: request.approvalList,
      requestedBy: request.requestedBy,
    };
    const result = decideReschedule(
      state,
      { userId: actor.id, roleName: actor.role.name, name: actor.name, ...actingAsOf(actor) },
      decision,
      new Date().toISOString(),
    );
    if (!result.ok) {
      if (
        result.message === RESCHEDULE_MESSAGES.notSuperadmin ||
        result.message === RESCHEDULE_MESSAGES.requester ||
        !can(actor, 'reschedule.decide')
      )
        throw forbidden(result.message);
      throw conflict(result.message);
    }
    await rescheduleRepo.insertApproval(trx, {
      rescheduleId: id,
      userId: actor.id,
      status: decision === 'Approved' ? 'approve' : 'reject',
    });
    if (result.request.status !== 'Pending')
      await rescheduleRepo.setRescheduleStatus(trx, id, result.request.status);
    let shifted: { id: number; before: string; after: string }[] = [];
    if (result.becameApproved) shifted = await shiftDueDates(trx, agreement.id, request);
    await recordAudit(trx, {
      userId: actor.id,
      action: decision === 'Approved' ? 'approve' : 'reject',
      entity: 'applicant_product_reschedule',
      entityId: id,
      before: { status: request.status },
      after: { status: result.request.status, shifted },
    });
    return result.request.status;
  });
}

async function shiftDueDates(trx: Db, agreementId: number, request: RescheduleView) {
  const instalments = await repo.instalmentsOf(trx, agreementId);
  const moved = shiftSchedule(instalments, request.startingInstalmentId, request.month);
  const changes = moved
    .map((row, index) => ({ id: row.id, before: instalments[index]!.dueDate, after: row.dueDate }))
    .filter((change) => change.before !== change.after);
  // Latest first, so no two instalments of the agreement ever share a date mid-way.
  for (const change of [...changes].reverse()) await repo.setInstalmentDueDate(trx, change.id, change.after);
  await rescheduleRepo.insertShifts(
    trx,
    changes.map((change) => ({
      rescheduleId: request.id,
      applicantProductTransactionId: change.id,
      dueDateBefore: change.before,
      dueDateAfter: change.after,
    })),
  );
  // Due dates decide the allocation order and the performance: re-derive.
  await recomputeInstalments(trx, agreementId, todayInKualaLumpur());
  return changes;
}
