import { activeStaff, type Db } from '@sewabeli/db';
import {
  approversShortIssue,
  type CalendarDate,
  decideWriteOff,
  decisionsOfPeople,
  possibleApprovers,
  ringgitToSen,
  type Sen,
  senToRinggit,
  WRITE_OFF_APPROVALS_NEEDED,
  WRITE_OFF_MESSAGES,
  type WriteOffStatus,
  writeOffDecisionIssue,
  writeOffRequestIssue,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import { actingAsOf, personIdOf } from '../auth/acting-as';
import type { SessionUser } from '../auth/auth.types';
import { agreementBalanceOf, withLockedAgreement } from '../collections/ledger/ledger-basis.service';
import { recordRecoveryEntry } from '../collections/ledger/ledger-charges.service';
import { lockedCase } from './case-steps.service';
import * as writeOffRepo from './write-off.repository';

/** Issue 32: the write-off of a shortfall with four eyes (two Superadmins, never the requester). */

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
      pending: await writeOffRepo.hasPendingWriteOff(trx, recovery.id),
      reason: input.reason,
    });
    if (issue) throw issue === WRITE_OFF_MESSAGES.reasonRequired ? badRequest(issue) : conflict(issue);
    // Issue 40: the requester is the person behind a token, whom four eyes keep from approving; issue 41: refused
    // now rather than waiting for ever when fewer than two others could approve it.
    const requester = personIdOf(actor);
    const possible = possibleApprovers(await activeStaff(trx), 'writeOff.decide', requester);
    const short = approversShortIssue(
      WRITE_OFF_MESSAGES.subject,
      WRITE_OFF_APPROVALS_NEEDED,
      possible.length,
    );
    if (short) throw conflict(short);
    const reason = input.reason.trim();
    const id = await writeOffRepo.insertWriteOffRequest(trx, {
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
  const found = await writeOffRepo.findWriteOffRequest(db, input.requestId);
  if (!found) throw notFound(WRITE_OFF_MESSAGES.requestNotFound);
  return withLockedAgreement(db, found.applicantProductId, async (trx, agreement) => {
    const request = await writeOffRepo.lockWriteOffRequest(trx, input.requestId);
    if (!request) throw notFound(WRITE_OFF_MESSAGES.requestNotFound);
    const decisions = await writeOffRepo.decisionsOf(trx, [request.id]);
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
    await writeOffRepo.insertDecision(trx, {
      writeOffRequestId: request.id,
      approverId: actor.id,
      decision: input.decision,
    });
    if (after.status !== 'Pending')
      await writeOffRepo.setWriteOffStatus(trx, request.id, after.status, paymentId);
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
