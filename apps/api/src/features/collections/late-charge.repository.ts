import { type Db, liveAgreementLines } from '@sewabeli/db';
import { sql } from 'kysely';

/**
 * Issue 41: the agreements the month-end posting looks at: live collections (the schedule has started) with a
 * late-payment rate above zero, in id order (the order the posting locks them in).
 */
export async function lateChargeAgreementIds(db: Db): Promise<number[]> {
  const rows = await liveAgreementLines(db)
    .where('applicantProduct.agreementExecution', 'is not', null)
    .where('applicantProduct.lateChargeRate', '>', '0')
    .select('applicantProduct.id')
    .orderBy('applicantProduct.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Issue 41: the charges of every kind on an agreement (what pays the late charges is paid after the others too). */
export function chargesOf(db: Db, agreementId: number) {
  return db
    .selectFrom('applicantProductCharge')
    .select(['id', 'kind', 'amount', 'incurredOn', 'createdAt'])
    .where('applicantProductId', '=', agreementId)
    .orderBy('incurredOn')
    .orderBy('id')
    .execute();
}

/**
 * Issue 41, the Collection Overview: the late charges posted to `asOf` (a plain sum over the charges table), and,
 * for each agreement with any, what the domain needs to say how much of them is paid: its total payable, its
 * ledger's sum and its charges (every kind) to that day.
 */
export async function lateChargeBook(db: Db, asOf: string) {
  const rows = await sql<{
    id: number;
    totalPayable: string;
    ledger: string;
    charges: { id: number; kind: 'recovery_cost' | 'late_charge'; amount: string; incurredOn: string }[];
  }>`
    select ap.id, ap.total_payable::text as "totalPayable",
      (select coalesce(sum(p.amount), 0)::numeric(14, 2)::text from applicant_product_payment p
        where p.applicant_product_id = ap.id and p.paid_at <= ${asOf}::date) as ledger,
      (select json_agg(json_build_object('id', c.id, 'kind', c.kind, 'amount', c.amount::text,
          'incurredOn', c.incurred_on::text) order by c.incurred_on, c.id)
        from applicant_product_charge c
        where c.applicant_product_id = ap.id and c.incurred_on <= ${asOf}::date) as charges
    from applicant_product ap
    where exists (select 1 from applicant_product_charge l where l.applicant_product_id = ap.id
      and l.kind = 'late_charge' and l.incurred_on <= ${asOf}::date)
    order by ap.id`.execute(db);
  return rows.rows;
}

/** The late charges posted to `asOf`, in ringgit: the overview's plain sum. */
export async function lateChargesPosted(db: Db, asOf: string): Promise<string> {
  const row = await db
    .selectFrom('applicantProductCharge')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(14, 2)::text`.as('total'))
    .where('kind', '=', 'late_charge')
    .where('incurredOn', '<=', asOf)
    .executeTakeFirstOrThrow();
  return row.total;
}
