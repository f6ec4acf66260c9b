import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  type DisposalInput,
  disposalPostings,
  disposalStatutoryIssue,
  RECOVERY_MESSAGES,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { badRequest, conflict } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import type { SessionUser } from '../auth/auth.types';
import { agreementBalanceOf } from '../collections/ledger/ledger-basis.service';
import { recordCharge, recordRecoveryEntry } from '../collections/ledger/ledger-charges.service';
import { lockedCase, refuse, stateOf, stepTaken } from './case-steps.service';
import * as repossessionRepo from './repossession.repository';
import { partiesOf } from './repossession.service';
import * as statutoryRepo from './statutory.repository';
import * as statutory from './statutory.service';

/**
 * The disposal. For goods under the Act, s.17: not before 21 days after the Fifth Schedule notice was served on
 * the last of the hirer and the guarantors, unless the hirer's written consent was uploaded. The statutory rebate
 * as at the repossession is posted first (non-cash 'rebate'), so the shortfall is of the net balance due; the
 * allowed costs become a charge; the price one 'disposal' ledger entry (recordRecoveryEntry).
 */
export async function recordDisposal(
  db: Db,
  actor: SessionUser,
  input: { caseId: number } & DisposalInput,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<{ shortfall: Sen; surplus: Sen; rebate: Sen }> {
  requirePermission(actor, 'recovery.write');
  return lockedCase(db, input.caseId, async (trx, agreement, recovery) => {
    refuse(await stateOf(trx, recovery), { to: 'disposed', ...input }, today);
    const repossession = await repossessionRepo.repossessionOf(trx, recovery.id);
    if (!repossession) throw conflict(RECOVERY_MESSAGES.notRepossessed);
    const context = await statutory.statutoryContextOf(trx, agreement.id);
    const [parties, records] = await Promise.all([
      partiesOf(trx, agreement.id),
      statutoryRepo.caseRecordsOf(trx, recovery.id),
    ]);
    const services = await statutory.noticeServicesOf(trx, {
      caseId: recovery.id,
      applicantId: context.applicantId,
      hirerName: parties.hirerName,
      hirerServedOn: repossession.noticeServedOn,
    });
    const issue = disposalStatutoryIssue({
      underAct: context.underAct,
      services,
      disposedOn: input.disposedOn,
      hirerConsent: records.consentFileId !== null,
    });
    if (issue) throw badRequest(issue);
    const buyer = input.buyer.trim();
    const net = await statutory.netBalanceOn(trx, agreement.id, repossession.repossessedOn);
    const rebate = net?.rebate ?? 0;
    const rebateId =
      rebate > 0
        ? await recordRecoveryEntry(
            trx,
            actor,
            agreement,
            { kind: 'rebate', amount: rebate, paidAt: input.disposedOn, money: null },
            today,
          )
        : null;
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
    await repossessionRepo.insertDisposal(trx, {
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
      rebate: senToRinggit(rebate),
      rebatePaymentId: rebateId,
    });
    await stepTaken(trx, actor, recovery, 'disposed', 'dispose', {
      disposedOn: input.disposedOn,
      buyer,
      price: senToRinggit(input.price),
      costs: senToRinggit(input.costs),
      rebate: senToRinggit(rebate),
      shortfall: senToRinggit(postings.shortfall),
      surplus: senToRinggit(postings.surplus),
      ledgerEntry: paymentId,
      rebateEntry: rebateId,
      chargeId,
    });
    return { shortfall: postings.shortfall, surplus: postings.surplus, rebate };
  });
}
