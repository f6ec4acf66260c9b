import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { openApplication } from './support/applications';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';
import { openCollection, poll } from './support/collections';

// Issue 29, as a person types: letters, a third decimal and a minus in Cost of Equipment, Client Loan Limit and
// a payment's Amount each stay on screen with their own message under the field, and nothing is saved; a future
// Establish Year is refused.

const TYPED: [string, string][] = [
  ['12abc', 'Please enter a valid amount'],
  ['1000.005', 'Please enter at most two decimal places'],
  ['-500', 'Amount cannot be negative'],
];

/** Types `text` into the money field, leaves it, and sees the text kept and `message` under the field. */
async function typeAndSee(field: Locator, text: string, message: string) {
  await field.fill(text);
  await field.press('Tab');
  expect(await field.inputValue()).toBe(text);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const errorId = described.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeDefined();
  expect(await page.locator(`[id="${errorId}"]`).innerText()).toBe(message);
}

async function openCompany(page: Page, name: string) {
  await page.goto('/company/list');
  await page.getByRole('heading', { name: 'Client', exact: true }).waitFor();
  await page.getByRole('cell', { name, exact: true }).click();
  await page.getByTestId('company-name').waitFor();
  await settled(page);
}

describe('issue 29: one rule for money inputs', () => {
  const browser = useBrowser();

  it('Cost of Equipment: letters, three decimals and a minus are shown with their message; no product added', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    const application = await openApplication(page);
    await page.goto(`/application/pending/${application.id}`);
    await page.getByRole('heading', { name: application.Hirer.name }).waitFor();
    if (application.Progress.seq !== 3) await page.getByTestId('wizard-step-3').click();
    const step = page.getByTestId('wizard-step-content');
    await step.getByRole('heading', { name: 'Financial Program' }).waitFor();
    await settled(page);
    const cards = await step.getByRole('button', { name: /^Delete / }).count();

    const form = step.getByRole('form', { name: 'Add product' });
    const cost = form.getByRole('textbox', { name: 'Cost of Equipment (RM)' });
    for (const [text, message] of TYPED) {
      await typeAndSee(cost, text, message);
      await form.getByRole('button', { name: 'Add Product' }).click();
      await form.getByTestId('product-issues').getByText(message, { exact: true }).waitFor();
      // The empty-field message is not what letters get.
      expect(
        await form.getByTestId('product-issues').getByText('Please enter the cost of equipment').count(),
      ).toBe(0);
    }
    await typeAndSee(
      form.getByRole('textbox', { name: 'Finance Amount (RM)' }),
      'ten thousand',
      TYPED[0]![1],
    );
    await settled(page);
    await screenshot(page, 'money-input-cost-refused');
    await expectAccessible(page, 'the Product step with refused amounts');
    expect(await step.getByRole('button', { name: /^Delete / }).count()).toBe(cards);

    // A valid amount is written back with separators.
    await cost.fill('628000.5');
    await cost.press('Tab');
    expect(await cost.inputValue()).toBe('628,000.50');
    await context.close();
  });

  it('Client Loan Limit and Establish Year: refused with their messages, the profile unchanged', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await openCompany(page, 'Agro Tani Makmur Sdn Bhd');
    const card = page.getByTestId('company-profile-card');
    const before = await card.innerText();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Company Profile' });
    await modal.waitFor();
    const limit = modal.getByRole('textbox', { name: 'Client Loan Limit' });
    for (const [text, message] of TYPED) {
      await typeAndSee(limit, text, message);
      await modal.getByRole('button', { name: 'Submit' }).click();
      await settled(page);
      expect(await modal.isVisible()).toBe(true);
    }
    await modal.getByRole('textbox', { name: 'Establish Year' }).fill('2031');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Establish year cannot be in the future').waitFor();
    await settled(page);
    await screenshot(page, 'money-input-loan-limit-refused');
    await expectAccessible(page, 'the company profile modal with refused inputs');

    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await settled(page);
    expect(await card.innerText()).toBe(before);
    await context.close();
  });

  it('Payment Amount: refused with its message, no payment recorded', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    // An open agreement no other journey pays or settles (they name theirs): the newest with a balance.
    const named = new Set([
      'SB/HP/2026/0014',
      'SB/HP/2025/0903',
      'SB/HP/2025/0902',
      'SB/HP/2024/0905',
      'SB/HP/2025/0290',
    ]);
    const all = (await (await page.request.get('/api/applicantProduct/transaction/all')).json()) as {
      hpNo: string | null;
      outstandingBalance: number;
    }[];
    const open = all.filter((row) => row.hpNo && row.outstandingBalance > 0 && !named.has(row.hpNo));
    const hpNo = open
      .map((row) => row.hpNo as string)
      .sort()
      .at(-1);
    if (!hpNo) throw new Error('the demo book has no open agreement for this journey');
    await openCollection(page, hpNo);
    const records = page.getByTestId('transaction-records').locator('tbody tr');
    const count = await records.count();
    const paid = await page.getByTestId('paid-amount').innerText();

    await page.getByRole('button', { name: 'Make Payment' }).click();
    const modal = page.getByRole('dialog', { name: 'Make Payment' });
    const amount = modal.getByRole('textbox', { name: 'Amount (RM)' });
    for (const [text, message] of TYPED) {
      await typeAndSee(amount, text, message);
      await modal.getByRole('button', { name: 'Submit' }).click();
      await settled(page);
      expect(await modal.isVisible()).toBe(true);
    }
    await screenshot(page, 'money-input-payment-refused');
    await expectAccessible(page, 'Make Payment with a refused amount');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
    await poll(() => records.count()).toBe(count);
    expect(await page.getByTestId('paid-amount').innerText()).toBe(paid);
    await context.close();
  });
});
