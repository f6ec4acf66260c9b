import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, newPage, screenshot, settled, signIn, useBrowser } from './support/browser';
import { approveReschedule, dmy, info, openCollection, poll, todayIso } from './support/collections';

// Issue 26, tried as a new user would: a payment with its reference, a date after today refused, an early
// settlement through its confirmation (Paid Amount is the cash, the rebate on its own line, the Overview rises by
// the cash alone), and four eyes on a reschedule.

const PAY_AND_SETTLE = 'SB/HP/2025/0903';
const SELF_REQUEST = 'SB/HP/2025/0902';
const FOUR_EYES = 'SB/HP/2024/0905';

const tomorrowIso = () => new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
/** 'RM 1,234.50' or '1,234.50' in sen. */
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function installmentCollected(page: Page): Promise<number> {
  await page.goto('/application/collection/overview');
  await page.getByRole('heading', { name: 'Collection Overview' }).waitFor();
  const figure = page.getByTestId('figure-Installment Collected');
  await poll(() => figure.textContent()).toMatch(/^RM [\d,]+\.\d{2}$/);
  await settled(page);
  return sen((await figure.textContent()) ?? '');
}

async function fillPayment(page: Page, modal: Locator, amount: string, date: string, reference: string) {
  await modal.getByRole('textbox', { name: 'Amount (RM)' }).fill(amount);
  const box = modal.getByRole('textbox', { name: 'Payment Date' });
  await box.fill(dmy(date));
  await box.press('Tab');
  await chooseOption(page, modal, 'Payment method', 'Bank transfer');
  await modal.getByRole('textbox', { name: /^Reference/ }).fill(reference);
}

async function requestReschedule(page: Page, months: string) {
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const modal = page.getByRole('dialog', { name: 'Put Collection On Hold' });
  await modal.getByRole('textbox', { name: 'Number of Months' }).fill(months);
  await modal.getByRole('combobox', { name: 'Starting Installment' }).click();
  await page.getByRole('option').first().click();
  await modal.getByRole('button', { name: 'Update' }).click();
  return modal;
}

describe('issue 26: money an auditor would sign off', () => {
  const browser = useBrowser();

  it('pays with a reference, refuses a date after today, settles early through the confirmation', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    const collectedBefore = await installmentCollected(page);

    await openCollection(page, PAY_AND_SETTLE);
    const monthly = (await info(page, 'Installment (RM)')).replace(/,/g, '');
    const paidBefore = sen(await page.getByTestId('paid-amount').innerText());
    const records = page.getByTestId('transaction-records').locator('tbody tr');
    const before = await records.count();

    // A payment dated after today: the message says so, the modal stays, nothing is recorded.
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const modal = page.getByRole('dialog', { name: 'Make Payment' });
    await fillPayment(page, modal, '10.00', tomorrowIso(), 'FT-26-FUTURE');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText(`A payment cannot be dated after today (${dmy(todayIso())})`).waitFor();
    await screenshot(page, 'money-future-date-refused');
    expect(await records.count()).toBe(before);

    // Today, by bank transfer with its reference: shown in Transaction Records.
    await fillPayment(page, modal, monthly, todayIso(), 'FT-26-JOURNEY');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('New payment successfully made').first().waitFor();
    await modal.waitFor({ state: 'detached' });
    await poll(() => records.count()).toBe(before + 1);
    const latest = records.first();
    await poll(() => latest.innerText()).toContain('FT-26-JOURNEY');
    expect(await latest.innerText()).toContain('Bank transfer');
    await screenshot(page, 'money-payment-with-reference');

    // Early settlement: the amount received must be the quote's; a confirmation states the effect.
    await page.getByRole('button', { name: 'Early settlement' }).click();
    const settle = page.getByRole('dialog', { name: 'Early settlement' });
    const parts = settle.getByTestId('settlement-parts');
    const quoteRow = parts.locator('tr', { hasText: 'Amount to settle in full' });
    await quoteRow.waitFor();
    const quote = sen(await quoteRow.locator('td').innerText());
    expect(quote).toBeGreaterThan(0);
    await settle.getByRole('textbox', { name: /^Amount received/ }).fill('1.00');
    await chooseOption(page, settle, 'Payment method', 'Bank transfer');
    await settle.getByRole('textbox', { name: /^Reference/ }).fill('FT-26-SETTLE');
    await settle.getByRole('button', { name: 'Record settlement payment' }).click();
    await settle.getByText(/^The amount to settle in full on .* is RM /).waitFor();
    await settle.getByRole('textbox', { name: /^Amount received/ }).fill((quote / 100).toFixed(2));
    await settle.getByRole('button', { name: 'Record settlement payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the settlement payment' });
    await confirm
      .getByTestId('money-effect')
      .filter({ hasText: 'Outstanding balance becomes RM 0.00 and the agreement is Settled' })
      .waitFor();
    await screenshot(page, 'money-settlement-confirmation');
    await confirm.getByRole('button', { name: 'Record settlement' }).click();
    await settle.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('collection-badge').textContent()).toBe('Settled');

    // Paid Amount is the cash received; the rebate is on its own line; the agreement owes nothing.
    const monthlySen = sen(monthly);
    await poll(async () => sen(await page.getByTestId('paid-amount').innerText())).toBe(
      paidBefore + monthlySen + quote,
    );
    expect(sen(await page.getByTestId('outstanding-balance').innerText())).toBe(0);
    const rebate = page.getByTestId('rebate-amount');
    await rebate.waitFor();
    expect(sen(await rebate.innerText())).toBeGreaterThan(0);
    await page.getByText(/^(Rebate \(Rule of 78\)|Interest not yet earned) \(RM\)$/).waitFor();
    const rebateRow = records.filter({ hasText: 'Rebate (early settlement)' });
    await rebateRow.getByText('Non-cash').waitFor();
    expect(await records.filter({ hasText: 'FT-26-SETTLE' }).count()).toBe(1);
    await screenshot(page, 'money-settled-profile');
    await page.getByTestId('transaction-records').scrollIntoViewIfNeeded();
    await screenshot(page, 'money-transaction-records');

    // The Overview's Installment Collected rose by the cash alone (the payment and the settlement today).
    await poll(() => installmentCollected(page)).toBe(collectedBefore + monthlySen + quote);
    await screenshot(page, 'money-overview-after-settlement');
    await context.close();
  }, 300_000);

  it('four eyes: the requester cannot approve; two Superadmins approve the Collection Officer’s request', async () => {
    // A Superadmin requests: the card says what it still needs and offers her no Approve.
    const admin = await newPage(browser());
    await signIn(admin.page, 'superadmin');
    await openCollection(admin.page, SELF_REQUEST);
    // 24 months is refused with the rule's message, never changed to 12.
    const modal = await requestReschedule(admin.page, '24');
    await modal.getByText('Months must be between 1 and 12').waitFor();
    expect(await modal.getByRole('textbox', { name: 'Number of Months' }).inputValue()).toBe('24');
    await screenshot(admin.page, 'money-reschedule-months-refused');
    await modal.getByRole('textbox', { name: 'Number of Months' }).fill('2');
    await modal.getByRole('button', { name: 'Update' }).click();
    await admin.page.getByText('Reschedule request submitted, please wait for approval').first().waitFor();
    const card = admin.page.getByTestId('approval-card');
    await poll(() => card.getByTestId('approval-waiting').textContent()).toMatch(
      /^Waiting for 2 more Superadmin approvals; the requester, .+, cannot approve; can still approve: .+, .+$/,
    );
    expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await screenshot(admin.page, 'money-requester-cannot-approve');

    // The Collection Officer requests; the first Superadmin approves through the confirmation.
    const officer = await newPage(browser());
    await signIn(officer.page, 'collection.officer');
    await openCollection(officer.page, FOUR_EYES);
    await requestReschedule(officer.page, '2');
    await officer.page.getByText('Reschedule request submitted, please wait for approval').first().waitFor();
    const profileUrl = officer.page.url();
    await officer.context.close();

    const { card: card1, confirm: confirm1 } = await approveReschedule(
      admin.page,
      profileUrl,
      'Approval 1 of 2',
    );
    await confirm1.getByRole('button', { name: 'Approve' }).click();
    await poll(() => card1.getByTestId('approval-count').textContent()).toBe('1 / 2');
    await poll(() => card1.getByTestId('approval-waiting').textContent()).toMatch(
      /^Waiting for 1 more Superadmin approval; the requester, .+, cannot approve; can still approve: (?!.*Nurul Aisyah).+$/,
    );
    await admin.context.close();

    const second = await newPage(browser());
    await signIn(second.page, 'azlina.hassan');
    const { card: card2, confirm: confirm2 } = await approveReschedule(
      second.page,
      profileUrl,
      'move 2 months later',
    );
    await screenshot(second.page, 'money-second-approval-confirmation');
    await confirm2.getByRole('button', { name: 'Approve' }).click();
    await poll(() => card2.getByTestId('approval-count').textContent()).toBe('2 / 2');
    await poll(() => second.page.getByTestId('collection-badge').textContent()).toBe('Rescheduled');
    await screenshot(second.page, 'money-reschedule-approved');
    await second.context.close();
  }, 300_000);
});
