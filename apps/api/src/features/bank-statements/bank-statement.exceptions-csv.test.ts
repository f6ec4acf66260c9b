import { addDays, addMonthsClamped } from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor, demoUserOf } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

// Issue 40: the bank statement exceptions CSV writes the bank's text through the domain's one CSV writer, so a
// description a payer chose ('=cmd|...') opens in a spreadsheet as text.
let t: TestApp;
let officer: Caller;
const today = todayInKualaLumpur();
const yymmdd = (days: number) => addDays(today, -days).slice(2).replace(/-/g, '');

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
});
afterAll(() => t.close());

describe('issue 40: formula cells in the exceptions CSV arrive as text', () => {
  it('bankStatement.exceptionsCsv defuses a description holding an OWASP payload', async () => {
    const admin = await callerFor(t, 'Superadmin');
    await insertAgreement(t.app.db, {
      execution: addMonthsClamped(today, -3),
      months: 12,
      monthly: 1_000_00,
      hpNo: 'SB/HP/2025/0401',
    });
    const { id: bankAccountId } = await admin.bankStatement.createAccount({
      name: 'Formula',
      bank: 'Maybank',
      accountNumber: '514099887766',
    });
    const payload = "=cmd|' /C calc'!A0 SBHP20250401";
    const content = [
      '{1:F01MBBEMYKLAXXX0000000000}{2:I940MBBEMYKLXXXXN}{4:',
      ':20:STMT',
      ':25:514099887766',
      ':28C:00001/001',
      `:60F:C${yymmdd(5)}MYR1000,00`,
      `:61:${yymmdd(2)}C1000,00NTRFNONREF//FT401`,
      `:86:${payload}`,
      '-}',
    ].join('\n');
    const { bankStatementId } = await officer.bankStatement.import({
      bankAccountId,
      fileName: 'formula.sta',
      contentBase64: Buffer.from(content).toString('base64'),
    });
    while (await t.app.bankStatementWorker.processNext()) {}
    // A share the last 'Post matched' refused (the refusal's cause does not matter to the CSV).
    const updated = await sql`update bank_statement_allocation set exception = ${'-1+1'}
      where bank_statement_id = ${bankStatementId} and applicant_product_payment_id is null`.execute(
      t.app.db,
    );
    expect(Number(updated.numAffectedRows)).toBe(1);

    // Over HTTP, as the web's 'Exceptions CSV' button asks for it.
    const auth = bearer(await signIn(t.app, demoUserOf('Collection Officer').username));
    const answer = await trpc(t.app, 'query', 'bankStatement.exceptionsCsv', { bankStatementId }, auth);
    expect(answer.status).toBe(200);
    const { csv } = answer.data as { csv: string };
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      'Value Date,Description,Reference,Line Amount (RM),Line Status,HP No.,Amount (RM),Exception',
    );
    expect(line).toContain(`,'${payload},`);
    expect(line).toContain(",SB/HP/2025/0401,1000.00,'-1+1");
    expect(line?.startsWith("'")).toBe(false);
  });
});
