import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  type InterestMethod,
  type PrepaymentPlan,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { STARTED_LINE_COLUMNS } from '../features/agreements/agreement.repository';
import type { SessionUser } from '../features/auth/auth.types';
import { makePayment } from '../features/collections/ledger/ledger.service';
import { startCollection } from '../features/collections/start-collection.service';
import { namedId, newApplication, newHirer, newOrderLine } from './factories';

export interface NewAgreementSpec {
  /** Sen per unit financed. */
  loan: Sen;
  /** Sen per unit; the loan plus 10 % unless told. */
  cost?: Sen;
  quantity?: number;
  /** Years; 3 unless told. */
  tenure?: number;
  /** Flat percent a year; 3.5 unless told. */
  interestRate?: number;
  /** Issue 14: 'flat' unless told. */
  interestMethod?: InterestMethod;
  prepayment?: PrepaymentPlan;
  /** Agreement execution date; the first instalment falls due a month later. */
  execution: CalendarDate;
  /** Payments recorded after signing, through Make Payment (oldest first, decisions §6). */
  payments?: readonly { amount: Sen; paidAt: CalendarDate }[];
  hirer?: string;
  hpNo?: string;
}

let serial = 0;

/**
 * A signed agreement under collection, built the way the product builds one: the order line quoted by
 * packages/domain, Complete's own schedule and prepayment entries (`startCollection`), then each payment through
 * `makePayment`, so every figure is the domain's, never a test's arithmetic.
 */
export async function newAgreement(
  db: Db,
  actor: SessionUser,
  spec: NewAgreementSpec,
): Promise<{ id: number; applicantId: number; hirerId: number }> {
  serial += 1;
  const hirerId = await newHirer(db, spec.hirer ?? `Syarikat Perjanjian ${serial} Sdn Bhd`);
  const applicantId = await newApplication(db, hirerId);
  const brandId = await namedId(db, 'brand', 'Hitachi');
  const vendorId = await namedId(db, 'vendor', 'Jentera Ujian Sdn Bhd');
  const product = await db
    .insertInto('product')
    .values({ brandId, name: `ZX${serial} Factory Excavator`, cost: senToRinggit(spec.cost ?? spec.loan) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = await newOrderLine(db, {
    applicantId,
    hirerId,
    brandId,
    productId: product.id,
    vendorId,
    cost: senToRinggit(spec.cost ?? Math.round(spec.loan * 1.1)),
    loanAmount: senToRinggit(spec.loan),
    quantity: spec.quantity,
    tenure: spec.tenure,
    interestRate: spec.interestRate,
    interestMethod: spec.interestMethod,
    prepayment: spec.prepayment,
    hpNo: spec.hpNo ?? `T/HP/${applicantId}/${serial}`,
    letterOffer: `T/LO/${applicantId}/${serial}`,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('applicant')
      .set({ progressId: 8, lockStatus: 1, status1: 1, status2: 1, status3: 1, status4: 1 })
      .where('id', '=', applicantId)
      .execute();
    const line = await trx
      .selectFrom('applicantProduct')
      .select(STARTED_LINE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await startCollection(trx, line, spec.execution, actor.id);
  });
  for (const payment of spec.payments ?? []) {
    await makePayment(db, actor, {
      applicantProductId: id,
      amount: payment.amount,
      paidAt: payment.paidAt,
      method: 'bank_transfer',
      reference: 'FT-FACTORY',
    });
  }
  return { id, applicantId, hirerId };
}
