import type { Db } from '@sewabeli/db';
import { type CalendarDate, completionPlan, quoteLine, ringgitToSen, senToRinggit } from '@sewabeli/domain';
import { conflict } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import * as agreements from '../agreements/agreement.service';
import type { SessionUser } from '../auth/auth.types';
import * as ledgerRepo from './ledger/ledger.repository';
import { recomputeInstalments } from './ledger/ledger-basis.service';

/**
 * Decisions §5 Complete, in one transaction on the locked application: progress 8; for each live line the
 * execution date (today), its first due date, its instalment schedule and the prepayment ledger entries, with
 * the instalments' paid amounts derived from that ledger. A failure anywhere rolls everything back; a second
 * Complete finds seq 8 and is refused. The agreements area checks and closes the application; collection starts
 * here, the later step depending on the earlier one.
 */
export async function completeApplication(
  db: Db,
  actor: SessionUser,
  applicantId: number,
  today: string = todayInKualaLumpur(),
): Promise<{ agreements: number }> {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const { seq, lines } = await agreements.linesToComplete(trx, applicantId);
    for (const line of lines) await startCollection(trx, line, today, actor.id);
    await agreements.markCompleted(trx, actor, applicantId, {
      seq,
      today,
      hpNos: lines.map((line) => line.hpNo),
    });
    return { agreements: lines.length };
  });
}

/**
 * One line becomes an agreement under collection (decisions §5): executed on `today`, its schedule from the
 * domain's completion plan, the prepayment ledger entries, and the instalments' paid amounts derived from them.
 * Runs inside the caller's transaction.
 */
export async function startCollection(
  trx: Db,
  line: agreements.StartedLine,
  today: CalendarDate,
  userId: number,
): Promise<void> {
  // Issue 14: the schedule is the line's quote by its own interest method (for reducing balance the level
  // instalment of the amortisation, the final one absorbing the rounding), never a re-derivation by flat maths.
  const quote = quoteLine(line.interestMethod, {
    cost: ringgitToSen(line.cost),
    loanAmount: ringgitToSen(line.loanAmount),
    interestRate: Number(line.interestRate),
    tenureYears: line.tenure,
    prepayment: line.prepayment,
    quantity: line.quantity,
  });
  if (quote.totalPayable !== ringgitToSen(line.totalPayable))
    throw conflict('The figures of this line no longer match its terms; save the product again');
  const plan = completionPlan({ ...quote, prepayment: line.prepayment }, today);
  await ledgerRepo.executeLine(trx, line.id, {
    agreementExecution: plan.agreementExecution,
    dueDate: plan.firstDueDate,
    userId,
  });
  const instalmentIds = await ledgerRepo.insertInstalments(
    trx,
    line.id,
    plan.instalments.map((instalment) => ({
      seq: instalment.seq,
      dueDate: instalment.dueDate,
      chargeAmount: senToRinggit(instalment.chargeAmount),
      description: `Instalment ${instalment.seq}`,
    })),
  );
  for (const prepayment of plan.prepayments) {
    await ledgerRepo.insertPrepayment(trx, {
      lineId: line.id,
      instalmentId: instalmentIds.get(prepayment.seq) as number,
      amount: senToRinggit(prepayment.amount),
      paidAt: prepayment.paidAt,
      userId,
    });
  }
  await recomputeInstalments(trx, line.id, today);
}
