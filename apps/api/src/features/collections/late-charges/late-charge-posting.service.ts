import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  type CalendarMonth,
  formatDate,
  lastEndedMonth,
  lateChargeMonthIssue,
  lateChargeToPost,
  monthEndOf,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import type { JobQueue, QueueDefinition } from '../../../jobs/job-queue';
import { createWorker, type Worker, type WorkerOptions } from '../../../jobs/worker';
import { badRequest } from '../../../lib/errors';
import { todayInKualaLumpur } from '../../../lib/today';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import * as repo from '../collection.repository';
import * as lateRepo from '../late-charge.repository';
import * as ledgerRepo from '../ledger/ledger.repository';
import { withLockedAgreement } from '../ledger/ledger-basis.service';
import { recordCharge } from '../ledger/ledger-charges.service';
import { lateChargeInputOf } from './late-charges.service';

/**
 * Issue 41: the month-end posting of late-payment charges, on the 1st of each month at 01:00 in Kuala Lumpur
 * (pg-boss's cron clock, as the arrears pass), for the month that has just ended.
 */
export const LATE_CHARGE_POSTING_QUEUE: QueueDefinition = {
  name: 'late-charge-posting',
  attempts: 3,
  retryDelaySeconds: 300,
};
export const LATE_CHARGE_POSTING_CRON = '0 1 1 * *';

export interface LateChargePostingResult {
  month: CalendarMonth;
  /** Agreements looked at (a late-payment rate above zero). */
  agreements: number;
  /** Charges written by this run, and their sum. */
  posted: number;
  amount: Sen;
  /** Agreements whose charge for the month was already posted (an earlier run, or one a crash cut short). */
  alreadyPosted: number;
}

export interface LateChargePostingOptions {
  /** Called after each agreement's transaction committed (the tests cut a run short here). */
  afterAgreement?: (agreementId: number) => void | Promise<void>;
}

/**
 * Posts every agreement's late-payment charge for `month` (decisions, "Late-payment charges posted"): the month's
 * accrual (the domain's lateChargeToPost: the accrual to the month's end less every late charge posted so far,
 * which is lateChargeForMonth once the months before are posted; a first run catches up the months before), one charge dated the month's last day, through recordCharge under
 * the agreement's lock, one transaction per agreement. A month is posted only once it has ended. The unique index
 * per agreement and month makes a second run (or the run after a crash) post only what is missing. No person
 * decides an amount: the rate is the agreement's; `actor` is whoever ran it by hand (audited), null for the job.
 */
export async function postLateCharges(
  db: Db,
  actor: SessionUser | null,
  month: string,
  capPercent: number,
  today: CalendarDate = todayInKualaLumpur(),
  options: LateChargePostingOptions = {},
): Promise<LateChargePostingResult> {
  const issue = lateChargeMonthIssue(month, today);
  if (issue) throw badRequest(issue);
  const ids = await lateRepo.lateChargeAgreementIds(db);
  const result: LateChargePostingResult = {
    month,
    agreements: ids.length,
    posted: 0,
    amount: 0,
    alreadyPosted: 0,
  };
  for (const id of ids) {
    await withLockedAgreement(db, id, async (trx, agreement) => {
      const terms = await repo.settlementTermsOf(trx, id);
      if (!terms) return;
      const [instalments, ledger, charges] = await Promise.all([
        repo.instalmentsOf(trx, id),
        ledgerRepo.ledgerOf(trx, id),
        lateRepo.chargesOf(trx, id),
      ]);
      const monthEnd = monthEndOf(month);
      const postedSoFar = charges
        .filter((row) => row.kind === 'late_charge')
        .reduce((sum, row) => sum + ringgitToSen(row.amount), 0);
      // The month's accrual (lateChargeForMonth) when the months before were posted; nothing posted twice.
      const charge = lateChargeToPost(
        lateChargeInputOf(terms, instalments, ledger, capPercent),
        month,
        postedSoFar,
      );
      if (charge.amount <= 0) {
        if (charges.some((row) => row.kind === 'late_charge' && row.incurredOn === monthEnd))
          result.alreadyPosted += 1;
        return;
      }
      const chargeId = await recordCharge(
        trx,
        null,
        agreement,
        {
          kind: 'late_charge',
          amount: charge.amount,
          incurredOn: charge.incurredOn,
          description: `Late-payment charges for ${month}, accrued to ${formatDate(charge.incurredOn)}`,
          recoveryCaseId: null,
        },
        today,
      );
      if (chargeId === null) result.alreadyPosted += 1;
      else {
        result.posted += 1;
        result.amount += charge.amount;
      }
    });
    await options.afterAgreement?.(id);
  }
  await recordAudit(db, {
    userId: actor?.id ?? null,
    action: 'post',
    entity: 'late_charge_posting',
    entityId: month,
    after: result,
  });
  return result;
}

export function createLateChargePostingWorker(
  jobs: JobQueue,
  deps: { db: Db; lateChargeCapPercent: number; logger?: WorkerOptions['logger'] },
  options: WorkerOptions = {},
): Worker {
  return createWorker<{ month?: CalendarMonth }>(
    jobs,
    {
      queue: LATE_CHARGE_POSTING_QUEUE,
      async handle(payload) {
        const today = todayInKualaLumpur();
        const month = payload.month ?? lastEndedMonth(today);
        const result = await postLateCharges(deps.db, null, month, deps.lateChargeCapPercent, today);
        deps.logger?.info(result, 'late-charge posting');
      },
      async giveUp(payload, reason) {
        deps.logger?.error(
          { reason, month: payload.month },
          'the late-charge posting failed; run it for the month again (it posts nothing twice)',
        );
      },
    },
    options,
  );
}
