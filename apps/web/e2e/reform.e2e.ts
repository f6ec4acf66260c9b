import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openStep } from './support/applications';
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

// Issue 14, the hire-purchase reform, as the office works it: a reducing-balance program is created; an
// application of the demo's reducing-balance program (Commercial Vehicle Financing, seeded at the Result step)
// gets a reducing-balance product, is submitted, approved (By Pass), its agreements generated, signed and
// completed; the collection profile shows the split schedule, an early settlement is quoted at a date, its
// letter printed, and paid, which settles the agreement. A flat agreement quoted the same way shows its Rule of
// 78 rebate.

const COMPANY = 'Pengangkutan Sinar Timur Sdn Bhd';
const SIGNED_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 60_000, interval: 500 });

interface LegacyApplicant {
  id: number;
  lockStatus: number;
  Hirer: { name: string };
  Progress: { seq: number };
  FinancialProgram?: { name: string } | null;
}

function isoDaysFrom(days: number): string {
  const at = new Date(Date.now() + 8 * 3_600_000);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
const dmy = (iso: string) => iso.split('-').reverse().join('-');

/** The quotation letter the modal downloads, saved to the artifacts as the hirer would print it. */
async function printLetter(page: Page, dialog: Locator, name: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print quotation letter' }).click();
  const file = await download;
  const target = path.join(artifactsDir, `${name}.pdf`);
  await file.saveAs(target);
  const { readFileSync } = await import('node:fs');
  const pdf = readFileSync(target);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}

async function setSettlementDate(dialog: Locator, iso: string): Promise<void> {
  const input = dialog.getByRole('textbox', { name: 'Settlement date' });
  await input.fill(dmy(iso));
  // Tab away: the calendar closes on blur (Escape would close the modal when the calendar is not open).
  await input.press('Tab');
}

describe('issue 14: reducing-balance agreements, the EIR and early settlement in the browser', () => {
  const browser = useBrowser();

  it('a superadmin creates a reducing-balance program', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'superadmin');
    await page.goto('/program/tier');
    await page.getByRole('heading', { name: 'Tier List' }).waitFor();
    await page.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New Program' });
    await modal.getByLabel('Program Name').fill('Green Lorry Financing 2027');
    await modal.getByLabel('Maximum Loan Amount').fill('900,000.00');
    await modal.getByLabel('Maximum Loan % (New)').fill('90');
    await modal.getByLabel('Maximum Loan % (Pre-Owned)').fill('80');
    await chooseOption(page, modal, 'Interest Method', 'Reducing balance');
    await screenshot(page, 'reform-new-program');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Submitted Successfully');
    await page.getByRole('heading', { name: 'Green Lorry Financing 2027' }).waitFor();
    await page.getByText('Reducing balance').first().waitFor();
    await settled(page);
    await screenshot(page, 'reform-program-detail');
    await context.close();
  });

  it('an application of a reducing-balance program becomes an agreement, is quoted for early settlement and settled', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'superadmin');
    const all = (await (await page.request.get('/api/applicant/all')).json()) as LegacyApplicant[];
    const application = all.find(
      (row) => row.Hirer.name === COMPANY && row.Progress.seq === 5 && row.lockStatus === 0,
    );
    if (!application)
      throw new Error(`The demo seed holds no unsubmitted ${COMPANY} application at the Result`);
    await page.goto(`/application/pending/${application.id}`);
    await page.getByRole('heading', { name: COMPANY }).waitFor();

    // Product: the program is reducing balance; the seeded (flat) lines give way to a new reducing-balance one.
    const step = await openStep(page, 3, 'Financial Program');
    await step.getByText('Reducing balance').first().waitFor();
    for (;;) {
      const button = step.getByRole('button', { name: /^Delete / }).first();
      if ((await button.count()) === 0) break;
      const label = (await button.getAttribute('aria-label')) ?? '';
      await page.getByRole('button', { name: label, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
      await settled(page);
    }
    const form = step.getByRole('form', { name: 'Add product' });
    await chooseOption(page, form, 'Brand', (await firstOption(page, form, 'Brand'))!);
    await chooseOption(page, form, 'Model', (await firstOption(page, form, 'Model'))!);
    await chooseOption(
      page,
      form,
      'Vendor / Supplier',
      (await firstOption(page, form, 'Vendor / Supplier'))!,
    );
    await chooseOption(page, form, 'Condition', 'New');
    await chooseOption(page, form, 'Tenure', '3 years (36 months)');
    await chooseOption(page, form, 'Payment Method', 'Standing Instruction');
    const rate = form.getByRole('textbox', { name: 'Interest Rate (%)' });
    if ((await rate.inputValue()) === '') await rate.fill('6');
    const cost = Number(
      (await form.getByRole('textbox', { name: 'Cost of Equipment (RM)' }).inputValue()).replace(/,/g, '') ||
        0,
    );
    await form
      .getByRole('textbox', { name: 'Finance Amount (RM)' })
      .fill(String(Math.min(Math.floor(cost * 0.5), 100_000)));
    await step.getByTestId('figure-method').getByText('Reducing balance').waitFor();
    await step
      .getByTestId('figure-effective')
      .getByText(/\d+\.\d\d%/)
      .waitFor();
    await step.getByRole('button', { name: /^Show interest \/ principal split \(36 instalments\)/ }).click();
    await step.getByRole('table', { name: 'Interest / principal split' }).waitFor();
    await settled(page);
    await screenshot(page, 'reform-product-live-split');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product added').first().waitFor();
    const card = step.getByTestId('product-card').first();
    await card.getByText(/Reducing balance [\d.]+% a year \(EIR \d+\.\d\d%\)/).waitFor();
    await settled(page);
    await screenshot(page, 'reform-product-card');

    // Result: the method and the EIR of the line, and its split; then Submit with the mandatory checklist.
    const result = await openStep(page, 5, 'Result');
    await result
      .getByTestId('result-rate')
      .getByText(/Reducing balance .*EIR/)
      .waitFor();
    await result.getByRole('button', { name: /^Show interest \/ principal split of / }).click();
    await settled(page);
    await screenshot(page, 'reform-result');
    for (const item of [
      'CTOS reports (company and directors) *',
      'NRIC of directors and guarantors *',
      'Bank statements (latest 6 months) *',
      'Form D / business registration *',
    ]) {
      const box = result.getByRole('checkbox', { name: item });
      if (!(await box.isChecked())) await box.check();
    }
    await result.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Submitted Successfully');

    // Approval: the Superadmin By Passes the chain; the agreements are generated by the server's worker.
    await page.getByTestId('wizard-step-6').click();
    await page.getByRole('button', { name: 'By Pass' }).click();
    await page.getByText('Submitted Successfully').first().waitFor();
    await poll(() => page.getByTestId('wizard-step-7').getAttribute('data-openable')).toBe('true');
    await page.getByTestId('wizard-step-7').click();
    await page.getByText('Agreements generated.', { exact: false }).waitFor({ timeout: 90_000 });
    await settled(page);
    const hpNo = (
      await page.getByRole('table', { name: 'HP Agreement' }).getByRole('cell').nth(1).innerText()
    ).trim();
    for (const name of ['Offer Letter', 'HP Agreement']) {
      const href = await page
        .getByRole('table', { name })
        .getByRole('link', { name: `${name} ${hpNo}` })
        .first()
        .getAttribute('href');
      const body = await (await page.request.get(href as string)).body();
      writeFileSync(path.join(artifactsDir, `reform-${name.split(' ')[0]?.toLowerCase()}.pdf`), body);
    }
    const uploads = page.getByRole('button', { name: /^Upload the signed / });
    const count = await uploads.count();
    for (let index = 0; index < count; index += 1) {
      const label = (await uploads.nth(index).getAttribute('aria-label')) as string;
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: label }).click();
      await (await chooser).setFiles({
        name: `signed-${index}.pdf`,
        mimeType: 'application/pdf',
        buffer: SIGNED_PDF,
      });
      await poll(() => page.getByRole('link', { name: 'Signed copy' }).count()).toBe(index + 1);
    }
    const complete = page.getByRole('button', { name: 'Complete' });
    await poll(() => complete.isDisabled()).toBe(false);
    await complete.click();
    await page
      .getByRole('dialog', { name: 'Complete this application' })
      .getByRole('button', { name: 'Complete' })
      .click();
    await page.getByText('Completed', { exact: true }).first().waitFor();

    // The collection profile: method, EIR and the split schedule of every instalment.
    await page.goto('/application/collection/list/all');
    await page.getByRole('textbox', { name: 'Search' }).fill(hpNo);
    await page.getByRole('cell', { name: hpNo, exact: true }).click();
    await page.waitForURL(/\/application\/collection\/profile\/\d+$/);
    await page.getByTestId('interest-method').getByText('Reducing balance').waitFor();
    await page
      .getByTestId('effective-rate')
      .getByText(/\d+\.\d\d%/)
      .waitFor();
    const split = page.getByRole('table', { name: 'Interest / principal split' });
    await split.waitFor();
    expect(await split.locator('tbody tr').count()).toBe(36);
    await settled(page);
    await screenshot(page, 'reform-collection-split');

    // Early settlement quoted at a later date (interest accrues), its letter printed; then paid today.
    await page.getByRole('button', { name: 'Early settlement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Early settlement' });
    await dialog.getByTestId('settlement-parts').getByText('Principal outstanding').waitFor();
    const later = isoDaysFrom(20);
    await setSettlementDate(dialog, later);
    await dialog
      .getByTestId('settlement-parts')
      .getByText(/Interest accrued \(20 days\)/)
      .waitFor();
    await settled(page);
    await screenshot(page, 'reform-settlement-quote-reducing');
    await printLetter(page, dialog, 'reform-settlement-letter-reducing');
    await setSettlementDate(dialog, isoDaysFrom(0));
    await dialog
      .getByTestId('settlement-parts')
      .getByText(/Interest accrued \(0 days\)/)
      .waitFor();
    const amount = (
      await dialog
        .getByRole('row', { name: /Amount to settle in full/ })
        .getByRole('cell')
        .innerText()
    ).trim();
    // Issue 26: the amount received (the quote's), how it came, then the confirmation of its effect.
    await dialog
      .getByRole('textbox', { name: /^Amount received/ })
      .fill(amount.replace(/^RM /, '').replace(/,/g, ''));
    await chooseOption(page, dialog, 'Payment method', 'Cash');
    await dialog.getByRole('textbox', { name: /^Receipt number/ }).fill('OR-000451');
    await dialog.getByRole('button', { name: 'Record settlement payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the settlement payment' });
    await confirm.getByText('Outstanding balance becomes RM 0.00 and the agreement is Settled').waitFor();
    await confirm.getByRole('button', { name: 'Record settlement' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('collection-badge').textContent()).toBe('Settled');
    await page.getByTestId('outstanding-balance').getByText('0.00').waitFor();
    const records = page.getByTestId('transaction-records');
    await records.getByRole('cell', { name: 'Early settlement', exact: true }).waitFor();
    await records.getByRole('cell', { name: 'Rebate (early settlement)', exact: true }).waitFor();
    expect(await records.innerText()).toContain(amount.replace(/^RM /, ''));
    await settled(page);
    await screenshot(page, 'reform-settled');
    await context.close();
  });

  it('a flat agreement quoted the same way shows its Rule of 78 rebate', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto('/application/collection/list/pending');
    await poll(() => entriesSummary(page)).toMatch(/^Showing 1 to \d+ of \d+ entries$/);
    await page.getByRole('row').nth(1).click();
    await page.waitForURL(/\/application\/collection\/profile\/\d+$/);
    await page.getByTestId('interest-method').getByText('Flat rate').waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Early settlement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Early settlement' });
    const rebate = dialog.getByRole('row', { name: /Less: Rule of 78 rebate of term charges/ });
    await rebate.waitFor();
    expect(await rebate.innerText()).toMatch(/\(RM [\d,]+\.\d\d\)/);
    await dialog
      .getByTestId('settlement-valid-until')
      .getByText(/valid until \d\d-\d\d-\d{4}/)
      .waitFor();
    await settled(page);
    await screenshot(page, 'reform-settlement-quote-flat');
    await printLetter(page, dialog, 'reform-settlement-letter-flat');
    await context.close();
  });
});

async function firstOption(page: Page, scope: Locator, label: string): Promise<string | undefined> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const option = page.getByRole('option').first();
  await option.waitFor();
  const text = (await option.innerText()).trim();
  await page.keyboard.press('Escape');
  return text;
}
