import type { Db } from '@sewabeli/db';
import { notFound } from '../../lib/errors';

export const PROGRAM_NOT_FOUND = 'Program not found';

/**
 * Locks a live program row for the rest of the transaction. Every change to a program's tiers or factors takes
 * this lock first, so two saves of one program run one after the other and the whole-program rules (tiers do not
 * overlap, weightages total 100) are checked against what is really there.
 */
export async function lockProgram(trx: Db, financialProgramId: number): Promise<void> {
  const row = await trx
    .selectFrom('financialProgram')
    .select('id')
    .where('id', '=', financialProgramId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(PROGRAM_NOT_FOUND);
}
