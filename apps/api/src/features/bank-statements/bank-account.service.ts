import type { Db } from '@sewabeli/db';
import { type CsvMapping, csvMappingSchema } from '@sewabeli/domain';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './bank-account.repository';
import { BANK_STATEMENT_MESSAGES } from './bank-statement.service';

// Issue 31 and 40: the financier's bank accounts that statements are imported into, each kept in ringgit.

function accountOut(row: Awaited<ReturnType<typeof repo.findBankAccount>> & object) {
  return { ...row, csvMapping: (row.csvMapping as CsvMapping | null) ?? null };
}

export async function listBankAccounts(db: Db) {
  return (await repo.listBankAccounts(db)).map(accountOut);
}

export async function requireAccount(db: Db, id: number) {
  const account = await repo.findBankAccount(db, id);
  if (!account) throw notFound(BANK_STATEMENT_MESSAGES.accountNotFound);
  return accountOut(account);
}

export async function createBankAccount(
  db: Db,
  actor: SessionUser,
  input: { name: string; bank: string; accountNumber: string; currency: string },
): Promise<number> {
  // A second account with the number is refused by its unique index (UNIQUE_RULE_MESSAGES words it).
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertBankAccount(trx, { ...input, createdBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'bank_account',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function updateBankAccount(
  db: Db,
  actor: SessionUser,
  input: {
    id: number;
    name: string;
    bank: string;
    accountNumber: string;
    currency: string;
    active: boolean;
  },
): Promise<void> {
  const { id, ...values } = input;
  await db.transaction().execute(async (trx) => {
    const before = await requireAccount(trx, id);
    await repo.updateBankAccount(trx, id, values, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_account',
      entityId: id,
      before,
      after: values,
    });
  });
}

/** The CSV column mapping of an account, chosen once and kept for its next files. */
export async function saveCsvMapping(
  db: Db,
  actor: SessionUser,
  id: number,
  mapping: CsvMapping,
): Promise<void> {
  const parsed = csvMappingSchema.parse(mapping);
  await db.transaction().execute(async (trx) => {
    const before = await requireAccount(trx, id);
    await repo.updateBankAccount(trx, id, { csvMapping: JSON.stringify(parsed) }, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_account',
      entityId: id,
      before: { csvMapping: before.csvMapping },
      after: { csvMapping: parsed },
    });
  });
}
