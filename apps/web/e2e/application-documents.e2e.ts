import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';
import { filesOnDisk, TEST_PNG } from './support/files';

// Origination §2 and docs/document-analysis.md: the documents an officer uploads on Basic Information are read
// in the background by the server's worker (the one the browser tests start, as production runs it), and each
// shows its analysis status, the reason when it could not be read.

interface LegacyApplicant {
  id: number;
  lockStatus: number;
  Hirer: { name: string };
  Progress: { seq: number };
}

const file = filesOnDisk('analysis');

/** The layout of docs/document-analysis.md: transaction lines under Date, Withdrawal and Deposit. */
const READABLE = file(
  'statement-jan-2026.csv',
  [
    'Date,Description,Withdrawal,Deposit,Balance',
    '05-01-2026,Cheque 100231,"1,200.00",,"8,800.00"',
    '18-01-2026,IBG Credit JKR,,"15,500.50","24,300.50"',
  ].join('\n'),
);
/** A spreadsheet an officer might pick by mistake: no Date, Withdrawal or Deposit heading. */
const UNREADABLE = file('customer-list.csv', 'Name,Phone\nJabatan Kerja Raya,03-1234 5678\n');
/** A photographed statement: stored, not read (OCR is out of scope). */
const SCANNED = file('statement-photo.png', TEST_PNG);

const NO_HEADING = 'No heading row with Date (or Month), Withdrawal and Deposit columns was found';

async function pick(page: Page, button: Locator, target: string, by: 'mouse' | 'keyboard' = 'mouse') {
  const chosen = page.waitForEvent('filechooser');
  if (by === 'keyboard') {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await button.click();
  await (await chosen).setFiles(target);
}

/** The status of the document shown with this file name: 'Pending', 'Completed' or 'Failed'. */
const statusOf = (content: Locator, fileName: string) =>
  content.getByRole('status').filter({ hasText: `Analysis of ${fileName}:` });

describe('document analysis: each uploaded statement shows its status (origination §2, §4)', () => {
  const browser = useBrowser();
  let page: Page;
  let application: LegacyApplicant;

  beforeAll(async () => {
    ({ page } = await newPage(browser()));
    await signIn(page, 'credit.officer');
    const all = (await (await page.request.get('/api/applicant/all')).json()) as LegacyApplicant[];
    // One at the Score Card: past Basic Information (its mandatory files and people are there), not locked.
    const atScoreCard = all.find((row) => row.Progress.seq === 2 && row.lockStatus === 0);
    if (!atScoreCard) throw new Error('The demo seed holds no unlocked application at the Score Card');
    application = atScoreCard;
  });

  it('an unreadable bank statement shows Failed with the reason, a readable one Completed', async () => {
    await page.goto(`/application/pending/${application.id}`);
    await page.getByRole('heading', { name: application.Hirer.name }).waitFor();
    await page.getByTestId('wizard-step-1').click();
    const content = page.getByTestId('wizard-step-content');
    await content.getByRole('heading', { name: 'Documents' }).waitFor();
    await settled(page);

    const upload = content.getByRole('button', { name: 'Upload Bank Account Statement', exact: true });
    await pick(page, upload, UNREADABLE, 'keyboard');
    await pick(page, upload, SCANNED);
    await pick(page, upload, READABLE);
    for (const target of [UNREADABLE, SCANNED, READABLE]) {
      await content.getByRole('link', { name: path.basename(target) }).waitFor();
    }
    // Not read before they are saved: no status yet.
    expect(await statusOf(content, 'customer-list.csv').count()).toBe(0);

    await content.getByRole('button', { name: 'Save' }).click();
    // Saving completes the step: the wizard moves on; back on Basic Information the statuses are shown and
    // asked for again until every analysis has settled, without reloading the page.
    await content.getByRole('heading', { name: 'Score Card', exact: true }).waitFor();
    await page.getByTestId('wizard-step-1').click();
    await content.getByRole('heading', { name: 'Documents' }).waitFor();

    const settle = { timeout: 30_000, interval: 500 };
    await expect
      .poll(() => statusOf(content, 'customer-list.csv').textContent(), settle)
      .toBe('Analysis of customer-list.csv: Failed');
    await expect
      .poll(() => statusOf(content, 'statement-photo.png').textContent(), settle)
      .toBe('Analysis of statement-photo.png: Failed');
    await expect
      .poll(() => statusOf(content, 'statement-jan-2026.csv').textContent(), settle)
      .toBe('Analysis of statement-jan-2026.csv: Completed');
    await content.getByText(`Not read: ${NO_HEADING}`, { exact: true }).waitFor();
    await content.getByText('Not read: no text layer', { exact: true }).waitFor();
    // The status is text, not a colour alone; the readable one has no reason beside it.
    expect(await content.getByText(/^Not read:/).count()).toBe(2);
    await settled(page);
    await content.getByRole('row', { name: /Bank Account Statement/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'application-document-analysis');

    // What the readable statement filled: January 2026 in the credit information (the SRC Report's table).
    const creditInfo = (await (
      await page.request.get(`/api/applicantDocument/credit_info/${application.id}`)
    ).json()) as { month: string; withdrawal: number; deposit: number }[];
    expect(creditInfo).toContainEqual(
      expect.objectContaining({ month: '2026-01', withdrawal: 1200, deposit: 15500.5 }),
    );
  });
});
