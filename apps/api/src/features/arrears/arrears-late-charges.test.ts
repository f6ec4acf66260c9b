import {
  addDays,
  addMonthsClamped,
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  formatDate,
  formatRM,
  lateCharges,
  ringgitToSen,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { clearJobs } from '../../testing/jobs';
import { readBack } from '../../testing/pdf-read-back';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readStoredFile } from '../files/file.storage';
import { runProposalPass } from './arrears.service';

// Issue 41: a letter of demand states the late-payment charges accrued to its date on a line of their own, apart
// from the arrears of instalments (which alone are the amount demanded, and never RM 0.00).

const TODAY = todayInKualaLumpur();
const MONTHLY = 250_000;

let t: TestApp;
let officer: Caller;
let hpSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** An agreement 40 days past due (two instalments unpaid), its late-payment rate `rate`, its letter written. */
async function letterText(rate: string | null) {
  hpSeq += 1;
  const agreement = await insertAgreement(t.app.db, {
    execution: addMonthsClamped(addDays(TODAY, -40), -1),
    months: 24,
    monthly: MONTHLY,
    hpNo: `T/LC41/${hpSeq}`,
  });
  await t.app.db
    .updateTable('applicantProduct')
    .set({ lateChargeRate: rate })
    .where('id', '=', agreement.id)
    .execute();
  await clearJobs(t.app.db);
  await runProposalPass(t.app.db, TODAY);
  const proposal = await t.app.db
    .selectFrom('arrearsProposal')
    .select('id')
    .where('applicantProductId', '=', agreement.id)
    .executeTakeFirstOrThrow();
  await officer.arrears.approve({ ids: [proposal.id] });
  expect(await t.app.arrearsLetterWorker.processNext()).toMatchObject({ state: 'completed' });
  const [message] = await officer.arrears.messagesOf({ applicantProductId: agreement.id });
  const file = await t.app.db
    .selectFrom('storedFile')
    .select('storageKey')
    .where('id', '=', message?.storedFileId ?? 0)
    .executeTakeFirstOrThrow();
  const { text } = await readBack(await readStoredFile(t.app.fileStorage, file.storageKey));
  return { id: agreement.id, text, amountDue: message?.amountDue };
}

describe('issue 41: late-payment charges on the letters', () => {
  it('the letter of demand states the charges accrued to its date on their own line, apart from the arrears', async () => {
    const { id, text, amountDue } = await letterText('8');
    const instalments = await t.app.db
      .selectFrom('applicantProductTransaction')
      .select(['id', 'seq', 'dueDate', 'chargeAmount'])
      .where('applicantProductId', '=', id)
      .execute();
    const expected = lateCharges({
      instalments: instalments.map((row) => ({ ...row, chargeAmount: ringgitToSen(row.chargeAmount) })),
      payments: [],
      ratePercent: 8,
      capPercent: DEFAULT_LATE_CHARGE_CAP_PERCENT,
      underHirePurchaseAct: false,
      asOf: TODAY,
    }).total;
    expect(expected).toBeGreaterThan(0);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Late-payment charges accrued to ${formatDate(TODAY)}: ${formatRM(expected)}`);
    // The amount demanded is the instalments' arrears alone.
    expect(amountDue).toBe(MONTHLY * 2);
    expect(flat).toContain(`Total arrears ${formatRM(MONTHLY * 2)}`);
  });

  it('an agreement without a late-payment rate has no such line', async () => {
    const { text } = await letterText(null);
    expect(text).not.toContain('Late-payment charges');
  });
});
