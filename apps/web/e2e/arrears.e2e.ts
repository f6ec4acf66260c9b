import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  artifactsDir,
  chooseOption,
  entriesSummary,
  newPage,
  screenshot,
  settled,
  signIn,
  toast,
  useBrowser,
} from './support/browser';

/** A demo agreement at the first letter of demand that no other journey pays or reschedules. */
const HP_NO = 'SB/HP/2025/0077';

describe('arrears queue, letters and outbox (issue 32)', () => {
  const browser = useBrowser();

  it('a Collection Officer runs the day’s queue, approves a letter of demand in Malay and reads its PDF', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    await page.getByRole('link', { name: 'Arrears Queue' }).click();
    await page.getByRole('heading', { name: 'Arrears Queue' }).waitFor();
    await settled(page);

    // The start of the server proposed today's steps; running them again proposes nothing twice.
    await page.getByRole('button', { name: "Run today's proposals" }).click();
    await toast(page, "Today's pass:");
    await page
      .locator('label')
      .filter({ hasText: /^First letter of demand \(\d+\)$/ })
      .click();
    await page.getByPlaceholder('Search company or HP No.').fill(HP_NO);
    const row = page.getByRole('row').filter({ hasText: HP_NO });
    await row.waitFor();
    expect(await row.innerText()).toContain('Teras Kenderaan Komersial Sdn Bhd');
    await screenshot(page, 'arrears-queue');

    // Snoozing asks for the promise's date and amount; cancelled, nothing changes.
    await row.getByRole('button', { name: 'Snooze' }).click();
    const snooze = page.getByRole('dialog', { name: 'Snooze for a promise to pay' });
    await snooze.getByRole('button', { name: 'Snooze' }).click();
    await snooze.getByText('The promised date must be after today and within 90 days').waitFor();
    await snooze.getByText('Please enter the promised amount').waitFor();
    await screenshot(page, 'arrears-snooze');
    await snooze.getByRole('button', { name: 'Cancel' }).click();
    await snooze.waitFor({ state: 'detached' });

    await row.getByRole('checkbox', { name: `Select ${HP_NO}` }).check();
    await page.getByRole('combobox', { name: 'Letter language' }).click();
    await page.getByRole('option', { name: 'Bahasa Melayu' }).click();
    await page.getByRole('button', { name: 'Approve selected (1)' }).click();
    await toast(page, '1 approved: the letters are being written');
    await row.waitFor({ state: 'detached' });

    // No SMTP_URL on the demo server: the e-mail waits in the Outbox with its PDF.
    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    const message = page.getByRole('row').filter({ hasText: HP_NO });
    await expect
      .poll(async () => (await message.count()) > 0, { timeout: 30_000, interval: 1_000 })
      .toBe(true);
    expect(await message.innerText()).toContain('First letter of demand');
    expect(await message.innerText()).toContain('fleet@teraskk.com.my');
    await settled(page);
    await screenshot(page, 'arrears-outbox');
    const href = (await message.getByRole('link', { name: 'Open PDF' }).getAttribute('href')) ?? '';
    const pdf = await page.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await writeFile(path.join(artifactsDir, 'arrears-letter-of-demand.pdf'), bytes);

    // The letter is on the agreement's history.
    await message.getByRole('link', { name: HP_NO }).click();
    const letters = page.getByRole('region', { name: 'Letters and e-mails' });
    await letters.getByText('First letter of demand (BM)').waitFor();
    await settled(page);
    await letters.scrollIntoViewIfNeeded();
    await screenshot(page, 'arrears-collection-history');

    // The collection list filters by ladder step.
    await page.goto('/application/collection/list/pending');
    await page.getByRole('heading', { name: 'Collection' }).waitFor();
    await settled(page);
    await chooseOption(page, page.locator('main'), 'Ladder step', 'First letter of demand');
    await page.getByRole('row').filter({ hasText: HP_NO }).waitFor();
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to \d of \d entries$/);
    await screenshot(page, 'arrears-collection-list-filter');
    await context.close();
  });

  it('a Superadmin sets the ladder; the ladder refuses steps out of order', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.getByRole('link', { name: 'Arrears Ladder' }).click();
    await page.getByRole('heading', { name: 'Arrears Ladder' }).waitFor();
    await settled(page);
    const days = page.getByRole('textbox', { name: 'Days past due for E-mail reminder' });
    await days.fill('45');
    await page
      .getByRole('alert')
      .getByText('Each step needs more days past due than the step before it')
      .waitFor();
    await screenshot(page, 'arrears-ladder-refused');
    await days.fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The ladder is saved');
    await page.reload();
    await page.getByRole('heading', { name: 'Arrears Ladder' }).waitFor();
    await expect.poll(() => days.inputValue()).toBe('5');
    await days.fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The ladder is saved');
    await context.close();
  });
});
