import { DEMO_BANK_ACCOUNTS, DEMO_STATEMENT_FILE_NAME, demoBankStatementFile } from '@sewabeli/db';
import { ACCEPT_MESSAGES } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../testing/caller';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 31's demo: the seeded accounts and last week's statement import and post as the journey expects.
let t: TestApp;
let officer: Caller;

beforeAll(async () => {
  t = await createTestApp({}, 'demo');
  officer = await callerFor(t, 'Collection Officer');
});
afterAll(() => t.close());

describe('the demo statement', () => {
  it('seeds two accounts and the statement file; importing it matches half by HP number, suggests by amount (chosen, not accepted), posts cleanly', async () => {
    const accounts = await officer.bankStatement.accounts();
    expect(accounts.map((account) => account.accountNumber)).toEqual(
      expect.arrayContaining(DEMO_BANK_ACCOUNTS.map((account) => account.accountNumber)),
    );
    const stored = await t.app.db
      .selectFrom('storedFile')
      .select('id')
      .where('originalName', '=', DEMO_STATEMENT_FILE_NAME)
      .execute();
    expect(stored).toHaveLength(1);

    const maybank = accounts.find(
      (account) => account.accountNumber === DEMO_BANK_ACCOUNTS[0].accountNumber,
    )!;
    const content = await demoBankStatementFile(t.app.db);
    const { bankStatementId } = await officer.bankStatement.import({
      bankAccountId: maybank.id,
      fileName: DEMO_STATEMENT_FILE_NAME,
      contentBase64: content.toString('base64'),
    });
    while (await t.app.bankStatementWorker.processNext()) {}
    const summary = await officer.bankStatement.statement({ id: bankStatementId });
    expect(summary.statement).toMatchObject({
      status: 'Imported',
      lineCount: 13,
      newLineCount: 12,
      duplicateLineCount: 1,
    });
    const count = (status: string) => summary.groups.find((group) => group.status === status)?.count;
    expect([count('Matched'), count('Suggested'), count('Unmatched'), count('Ignored')]).toEqual([
      6, 3, 2, 1,
    ]);

    const suggested = await officer.bankStatement.lines({ bankStatementId, status: 'Suggested' });
    expect(suggested.rows.every((line) => line.reason?.endsWith('(amount only)'))).toBe(true);
    // Issue 40: a candidate by amount alone is not accepted as it stands; the person chooses it.
    for (const line of suggested.rows) {
      await expect(officer.bankStatement.accept({ lineId: line.id })).rejects.toThrow(
        ACCEPT_MESSAGES.amountOnly,
      );
      await officer.bankStatement.assign({ lineId: line.id, agreementId: line.candidates[0]!.agreementId });
    }
    const result = await officer.bankStatement.postMatched({ bankStatementId });
    expect(result).toMatchObject({ posted: 9, exceptions: [] });
  });
});
