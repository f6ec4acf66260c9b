import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';

/**
 * Grows the demo's agreement book by copying its executed agreements (applicant, order line, instalments and
 * payment ledger) `copies` times in SQL, shifting every id by a stride so that the copies keep their links. HP
 * and letter-of-offer numbers get a '/copy' suffix to stay unique. Reschedules are not copied.
 */
export async function growBook(db: Db, copies: number): Promise<{ agreements: number; instalments: number }> {
  const stride = async (table: string) =>
    Number(
      ((await sql<{ m: number }>`select coalesce(max(id), 0) + 1 as m from ${sql.table(table)}`.execute(db))
        .rows[0]?.m ?? 1) as number,
    );
  const strides = {
    applicant: await stride('applicant'),
    applicant_product: await stride('applicant_product'),
    applicant_product_transaction: await stride('applicant_product_transaction'),
    applicant_product_payment: await stride('applicant_product_payment'),
  };
  const shifted = (table: keyof typeof strides, column = 'id') => `${column} + g * ${strides[table]}`;
  // Column by column: the copy's expression where it differs, the column itself otherwise.
  const overrides: Record<string, Record<string, string>> = {
    applicant: { id: shifted('applicant') },
    applicant_product: {
      id: shifted('applicant_product'),
      applicant_id: shifted('applicant', 'applicant_id'),
      hp_no: `hp_no || '/' || g`,
      letter_offer: `letter_offer || '/' || g`,
    },
    applicant_product_transaction: {
      id: shifted('applicant_product_transaction'),
      applicant_product_id: shifted('applicant_product', 'applicant_product_id'),
    },
    applicant_product_payment: {
      id: shifted('applicant_product_payment'),
      applicant_product_id: shifted('applicant_product', 'applicant_product_id'),
      applicant_product_transaction_id: shifted(
        'applicant_product_transaction',
        'applicant_product_transaction_id',
      ),
    },
  };
  const executed =
    'select applicant_id from applicant_product where agreement_execution is not null and deleted_at is null';
  const sources: Record<string, string> = {
    applicant: `applicant where id in (${executed})`,
    applicant_product: `applicant_product where applicant_id in (${executed}) and deleted_at is null`,
    applicant_product_transaction: `applicant_product_transaction where applicant_product_id in (select id from applicant_product where applicant_id in (${executed}) and deleted_at is null)`,
    applicant_product_payment: `applicant_product_payment where applicant_product_id in (select id from applicant_product where applicant_id in (${executed}) and deleted_at is null)`,
  };
  for (const table of Object.keys(overrides)) {
    const columns = (
      await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`.execute(db)
    ).rows.map((row) => row.name);
    const list = columns.map((column) => `"${column}"`).join(', ');
    const values = columns.map((column) => overrides[table]?.[column] ?? `"${column}"`).join(', ');
    await sql
      .raw(
        `insert into ${table} (${list}) overriding system value
         select ${values} from generate_series(1, ${copies}) as g, ${sources[table]}`,
      )
      .execute(db);
    await sql
      .raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
      .execute(db);
  }
  await sql`analyze`.execute(db);
  const count = async (table: string) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0,
    );
  return {
    agreements: await count('applicant_product'),
    instalments: await count('applicant_product_transaction'),
  };
}
