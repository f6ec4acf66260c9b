import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  canMove,
  RECOVERY_MESSAGES,
  type RecoveryCaseState,
  type RecoveryStage,
  type RecoveryStep,
  recoveryStepIssue,
} from '@sewabeli/domain';
import type { Config } from '../../config';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { type LockedAgreement, withLockedAgreement } from '../collections/ledger/ledger-basis.service';
import type { FileStorage } from '../files/file.storage';
import * as repo from './recovery.repository';
import * as repossessionRepo from './repossession.repository';
import * as writeOffRepo from './write-off.repository';

/**
 * Issue 32: how every step of a recovery case runs: in one transaction holding the agreement's row lock (the
 * ledger's, `withLockedAgreement`) and then the case's, so that steps, payments and write-off decisions on one
 * agreement never interleave; the rules are packages/domain recovery's; every step is audited.
 */

export interface RecoveryDeps {
  db: Db;
  storage: FileStorage;
  financier: Config['financier'];
}

export type LockedCase = NonNullable<Awaited<ReturnType<typeof repo.lockCase>>>;

export async function lockedCase<T>(
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

export async function stateOf(db: Db, recovery: LockedCase): Promise<RecoveryCaseState> {
  const [repossession, valuation, pending, agreementStart] = await Promise.all([
    repossessionRepo.repossessionOf(db, recovery.id),
    repossessionRepo.valuationOf(db, recovery.id),
    writeOffRepo.hasPendingWriteOff(db, recovery.id),
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
export function refuse(state: RecoveryCaseState, step: RecoveryStep, today: CalendarDate): void {
  const issue = recoveryStepIssue(state, step, today);
  if (issue === null) return;
  throw state.stage === 'closed' || !canMove(state.stage, step.to) ? conflict(issue) : badRequest(issue);
}

/** Moves the case on to `to` (its history keeps who and when) and audits the step with its details. */
export async function stepTaken(
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
