import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  type EarlySettlementQuote,
  earlySettlementQuote,
  formatDate,
  type InterestMethod,
  isCashKind,
  isPrepaymentPlan,
  type LineQuote,
  latestPayment,
  type MoneyEntry,
  quoteLine,
  ringgitToSen,
  SETTLEMENT_MESSAGES,
  type Sen,
  senToRinggit,
  settlementLedgerEntries,
  settlementPaymentIssue,
  withLateChargesOwed,
} from '@sewabeli/domain';
import type { Config } from '../../../config';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { requirePermission } from '../../../lib/require-permission';
import { todayInKualaLumpur } from '../../../lib/today';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import * as repo from '../collection.repository';
import { renderSettlementLetter } from '../documents/settlement-letter';
import { type LateChargesView, lateChargesOf } from '../late-charges/late-charges.service';
import * as ledgerRepo from '../ledger/ledger.repository';
import {
  COLLECTION_NOT_FOUND,
  recomputeInstalments,
  withLockedAgreement,
} from '../ledger/ledger-basis.service';
import { recordCharge } from '../ledger/ledger-charges.service';

/**
 * Issue 14 early settlement (collections): the quotation of the amount that settles an agreement in full on a
 * date, its letter, and the settlement payment that closes the agreement with the rebate as its own ledger
 * entry. The maths is packages/domain's (earlySettlementQuote, settlementLedgerEntries); instalments are never
 * edited, only re-derived from the ledger.
 */

type Terms = NonNullable<Awaited<ReturnType<typeof repo.settlementTermsOf>>>;

export interface SettlementQuoteView {
  applicantProductId: number;
  hpNo: string | null;
  hirerName: string;
  asset: string;
  interestMethod: InterestMethod;
  interestRate: number;
  totalPayable: Sen;
  /** Rebate of the terms charges (flat) or the scheduled interest not yet accrued (reducing balance). */
  quote: EarlySettlementQuote;
}

function lineQuoteOf(terms: Terms): LineQuote {
  const prepayment = isPrepaymentPlan(terms.prepayment) ? terms.prepayment : ([0, 0] as const);
  return quoteLine(terms.interestMethod, {
    cost: ringgitToSen(terms.cost),
    loanAmount: ringgitToSen(terms.loanAmount),
    interestRate: Number(terms.interestRate),
    tenureYears: terms.tenure,
    prepayment,
    quantity: terms.quantity,
  });
}

async function quoteOn(
  db: Db,
  terms: Terms,
  settlementDate: CalendarDate,
  lateChargeCap: number,
): Promise<SettlementQuoteView & { lateCharges: LateChargesView }> {
  if (!terms.agreementExecution) throw conflict(SETTLEMENT_MESSAGES.notExecuted);
  if (settlementDate < terms.agreementExecution) throw badRequest(SETTLEMENT_MESSAGES.beforeExecution);
  const [instalments, ledger] = await Promise.all([
    repo.instalmentsOf(db, terms.id),
    ledgerRepo.ledgerOf(db, terms.id),
  ]);
  const lateCharges = await lateChargesOf(db, terms, settlementDate, lateChargeCap, { instalments, ledger });
  let quote: EarlySettlementQuote;
  try {
    quote = earlySettlementQuote({
      quote: lineQuoteOf(terms),
      instalments: instalments.map((row) => ({
        seq: row.seq,
        dueDate: row.dueDate,
        chargeAmount: ringgitToSen(row.chargeAmount),
        paidAmount: ringgitToSen(row.paidAmount),
      })),
      // Issue 41: money that paid posted late charges paid no instalment.
      paidToDate: ledger.reduce((sum, entry) => sum + ringgitToSen(entry.amount), 0) - lateCharges.postedPaid,
      agreementExecution: terms.agreementExecution,
      settlementDate,
    });
  } catch (error) {
    // A schedule that no longer matches the agreement's terms cannot be quoted by the statutory formula.
    if (error instanceof RangeError) throw conflict(error.message);
    throw error;
  }
  return {
    applicantProductId: terms.id,
    hpNo: terms.hpNo,
    hirerName: terms.hirerName,
    asset: `${terms.brandName} ${terms.productName}`,
    interestMethod: terms.interestMethod,
    interestRate: Number(terms.interestRate),
    totalPayable: ringgitToSen(terms.totalPayable),
    // Issue 41: the hirer settling owes the late charges, posted and not yet posted (on their own line).
    quote: withLateChargesOwed(quote, lateCharges.postedOutstanding + lateCharges.notPosted),
    lateCharges,
  };
}

async function termsOf(db: Db, id: number): Promise<Terms> {
  const terms = await repo.settlementTermsOf(db, id);
  if (!terms) throw notFound(COLLECTION_NOT_FOUND);
  return terms;
}

/**
 * 'Early settlement' on the collection profile: the amount to settle in full on a date, with its parts, and
 * (issue 41) the late-payment charges owed on that date on a line of their own: the posted ones not yet paid and
 * those accrued and not yet posted. They are in the outstanding balance and the settlement amount (the hirer
 * settling owes them), never in the instalments or the rebate.
 */
export async function settlementQuote(
  db: Db,
  id: number,
  settlementDate: CalendarDate = todayInKualaLumpur(),
  /** The configuration's LATE_CHARGE_CAP_PERCENT (the router passes it). */
  lateChargeCap: number = DEFAULT_LATE_CHARGE_CAP_PERCENT,
): Promise<SettlementQuoteView & { lateCharges: LateChargesView }> {
  return quoteOn(db, await termsOf(db, id), settlementDate, lateChargeCap);
}

/** The printable quotation letter (pdfkit, as the agreement documents), valid until the date it states. */
export async function settlementLetter(
  db: Db,
  financier: Config['financier'],
  id: number,
  settlementDate: CalendarDate = todayInKualaLumpur(),
  today: CalendarDate = todayInKualaLumpur(),
  lateChargeCap: number = DEFAULT_LATE_CHARGE_CAP_PERCENT,
): Promise<{ fileName: string; pdf: Buffer }> {
  const terms = await termsOf(db, id);
  const view = await quoteOn(db, terms, settlementDate, lateChargeCap);
  const pdf = await renderSettlementLetter({
    financier,
    hirer: { name: terms.hirerName, registrationNo: terms.registrationNo, address: terms.address },
    hpNo: terms.hpNo ?? `#${terms.id}`,
    generatedOn: today,
    asset: view.asset,
    interestRate: view.interestRate,
    totalPayable: view.totalPayable,
    quote: view.quote,
    lateCharges: {
      asOf: settlementDate,
      posted: view.lateCharges.postedOutstanding,
      notPosted: view.lateCharges.notPosted,
    },
  });
  const reference = (terms.hpNo ?? String(terms.id)).replace(/[^A-Za-z0-9-]+/g, '-');
  return { fileName: `early-settlement-${reference}-${settlementDate}.pdf`, pdf };
}

/**
 * Recording the settlement payment: in one transaction holding the agreement's row lock, the quote is worked
 * out again on the locked ledger; only exactly its amount is accepted (otherwise the message names the amount),
 * then the payment and the rebate are written as two ledger entries, the instalments re-derived and the change
 * audited. The agreement then owes nothing: its badge is Settled.
 */
export async function recordSettlement(
  db: Db,
  actor: SessionUser,
  input: { applicantProductId: number; settlementDate: CalendarDate; amount: Sen } & MoneyEntry,
  today: CalendarDate = todayInKualaLumpur(),
  lateChargeCap: number = DEFAULT_LATE_CHARGE_CAP_PERCENT,
): Promise<{ settlementAmount: Sen; rebate: Sen }> {
  requirePermission(actor, 'collection.write');
  // The date (not after today) and the amount (the quote's) are settlementPaymentIssue's, on the locked ledger;
  // the reference its method requires is the tRPC input's rule (withMoneyEntry).
  return withLockedAgreement(db, input.applicantProductId, async (trx, agreement) => {
    const view = await quoteOn(trx, await termsOf(trx, agreement.id), input.settlementDate, lateChargeCap);
    const ledger = await ledgerRepo.ledgerOf(trx, agreement.id);
    const latest = latestPayment(ledger.map((entry) => ({ ...entry, amount: ringgitToSen(entry.amount) })));
    const issue = settlementPaymentIssue(view.quote, {
      amount: input.amount,
      today,
      latestPaymentDate: latest?.paidAt ?? null,
    });
    if (issue) throw badRequest(issue);
    // Issue 41: the late charges accrued and not yet posted are posted now, dated the settlement, so the payment
    // that includes them settles a charge on the ledger (the month-end posting then finds them posted).
    if (view.lateCharges.notPosted > 0)
      await recordCharge(
        trx,
        actor,
        agreement,
        {
          kind: 'late_charge',
          amount: view.lateCharges.notPosted,
          incurredOn: input.settlementDate,
          description: `Late-payment charges accrued to ${formatDate(input.settlementDate)}, posted at the early settlement`,
          recoveryCaseId: null,
        },
        today,
      );
    const entries = settlementLedgerEntries(view.quote);
    const ids: number[] = [];
    for (const entry of entries) {
      ids.push(
        await ledgerRepo.insertLedgerEntry(trx, {
          applicantProductId: agreement.id,
          amount: senToRinggit(entry.amount),
          paidAt: entry.paidAt,
          kind: entry.kind,
          // The cash entry says how the money came; the rebate is a write-off, no money came.
          method: isCashKind(entry.kind) ? input.method : null,
          reference: isCashKind(entry.kind) ? input.reference : null,
          createdBy: actor.id,
        }),
      );
    }
    await recomputeInstalments(trx, agreement.id, today);
    const rebate = entries.find((entry) => entry.kind === 'rebate')?.amount ?? 0;
    await recordAudit(trx, {
      userId: actor.id,
      action: 'settle',
      entity: 'applicant_product',
      entityId: agreement.id,
      before: { outstandingBalance: senToRinggit(view.quote.outstandingBalance) },
      after: {
        settlementDate: input.settlementDate,
        settlementAmount: senToRinggit(view.quote.settlementAmount),
        rebate: senToRinggit(rebate),
        interestMethod: view.interestMethod,
        paymentMethod: input.method,
        reference: input.reference,
        ledgerEntries: ids,
      },
    });
    return { settlementAmount: view.quote.settlementAmount, rebate };
  });
}
