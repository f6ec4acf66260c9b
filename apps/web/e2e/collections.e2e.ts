import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbText,
  chooseOption,
  downloadedCsvLines,
  newPage,
  screenshot,
  settled,
  signIn,
  useBrowser,
} from './support/browser';
import { approveReschedule, dmy, info, openCollection, poll, todayIso } from './support/collections';

const HP_NO = 'SB/HP/2026/0014';
/** A late payer of the demo book: its last two instalments past due are unpaid. */
const LATE_HP_NO = 'SB/HP/2025/0290';

const ringgitText = (text: string) => text.replace(/,/g, '');

async function typeDate(modal: Locator, label: string, ddmmyyyy: string) {
  const box = modal.getByRole('textbox', { name: label });
  await box.fill(ddmmyyyy);
  await box.press('Tab');
}

/** Make Payment by bank transfer with its reference (issue 26: every cash entry says how the money came). */
async function makePayment(page: Page, amount: string, date?: string, reference = `FT-E2E-${Date.now()}`) {
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Make Payment' });
  await modal.waitFor();
  await modal.getByRole('textbox', { name: 'Amount (RM)' }).fill(amount);
  if (date) await typeDate(modal, 'Payment Date', date);
  await chooseOption(page, modal, 'Payment method', 'Bank transfer');
  await modal.getByRole('textbox', { name: /^Reference/ }).fill(reference);
  await modal.getByRole('button', { name: 'Submit' }).click();
  return modal;
}

const CLIENTS = 'collection.overview.clients';
const STRETCHED = 12;

/**
 * The demo book has too few overdue clients to fill a second page of five: the grid's answers (inside tRPC's
 * batches) are replaced by twelve made-up clients, paged as the browser asks (`asked` keeps what it asked).
 */
function stretchOverdueClients(asked: { page: number; pageSize: number }[]) {
  return async (route: Route) => {
    const url = new URL(route.request().url());
    const procedures = decodeURIComponent(url.pathname.slice(url.pathname.indexOf('/trpc/') + 6)).split(',');
    if (!procedures.includes(CLIENTS)) return route.fallback();
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}');
    const response = await route.fetch();
    const answers = await response.json();
    procedures.forEach((procedure, index) => {
      if (procedure !== CLIENTS) return;
      const { page, pageSize } = inputs[index].json as { page: number; pageSize: number };
      asked.push({ page, pageSize });
      const rows = Array.from({ length: STRETCHED }, (_, n) => ({
        hirerId: 900_000 + n,
        name: `Client ${n + 1}`,
        totalOverdue: (STRETCHED - n) * 100_000,
        totalOverdueMonths: 1,
        agreementIds: [1],
      })).slice((page - 1) * pageSize, page * pageSize);
      answers[index].result.data.json = { rows, total: STRETCHED, page, pageSize };
    });
    return route.fulfill({ response, json: answers });
  };
}

const clientNames = (grid: Locator) => grid.locator('tbody tr td:first-child').allInnerTexts();

describe('collections (collections §2.1 list, §2.2 profile, payments, late reasons, reschedule)', () => {
  const browser = useBrowser();

  it('the list shows every column of §2.1 with RM amounts, and opens the profile', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    await page.goto('/application/collection/list/pending');
    await page.getByRole('heading', { name: 'Collection', exact: true }).waitFor();
    await page.getByText('All Pending Collections').waitFor();
    expect(await breadcrumbText(page)).toBe('Collection > List');
    await page
      .getByRole('cell', { name: /^SB\/HP\// })
      .first()
      .waitFor();
    const headers = (await page.locator('table thead th').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual([
      '#',
      'Hirer',
      'Brand',
      'Product',
      'Hp Agreement No.',
      'Paid Amount',
      'Loan Amount',
      'Total Payable (RM)',
      'Tenure (Year)',
      'Current Payment',
      'Overdue Months',
      'Action',
    ]);
    // Not a Superadmin: the delete buttons are there, disabled.
    expect(
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .isDisabled(),
    ).toBe(true);
    await screenshot(page, 'collection-list');
    await page.getByRole('textbox', { name: 'Search' }).fill('no such agreement');
    await page.getByRole('cell', { name: 'No Record Found' }).waitFor();
    await context.close();
  }, 120_000);

  it('pay two instalments, refuse an early date and an amount above the balance, edit, add a reason', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    await openCollection(page, HP_NO);
    expect(await breadcrumbText(page)).toBe('Collection > List > Collection Profile');
    expect(await page.getByTestId('collection-badge').textContent()).toBe('Ongoing');
    const monthly = ringgitText(await info(page, 'Installment (RM)'));
    const records = page.getByTestId('transaction-records').locator('tbody tr');
    const before = await records.count();
    await screenshot(page, 'collection-profile');

    for (const round of [1, 2]) {
      const modal = await makePayment(page, monthly);
      await page.getByText('New payment successfully made').first().waitFor();
      await modal.waitFor({ state: 'detached' });
      await poll(() => records.count()).toBe(before + round);
    }

    // Dated before the last payment: the message, the modal stays, nothing saved.
    const yesterday = dmy(new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10));
    let modal = await makePayment(page, '10.00', yesterday);
    await modal.getByText('Payment date must be later than the last payment date').waitFor();
    await screenshot(page, 'make-payment-early-date');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    modal = await makePayment(page, '999,999,999.00');
    await modal.getByText('Amount cannot exceed the outstanding balance').waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    expect(await records.count()).toBe(before + 2);

    // Edit the latest payment down by RM 1.00.
    await page.getByRole('button', { name: 'Edit Latest Payment' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Latest Payment' });
    await edit.getByRole('textbox', { name: 'Amount (RM)' }).fill(String(Number(monthly) - 1));
    await edit.getByRole('button', { name: 'Submit' }).click();
    // Issue 26: the edit is confirmed with its agreement, amount, date and effect first.
    const confirm = page.getByRole('dialog', { name: 'Confirm the payment edit' });
    await confirm.getByTestId('money-effect').filter({ hasText: 'Outstanding balance becomes RM' }).waitFor();
    await confirm.getByRole('button', { name: 'Save the edit' }).click();
    await page.getByText('Payment successfully edited').first().waitFor();
    await poll(async () => (await records.first().innerText()).includes('Kavitha')).toBe(true);

    // Issue 29: the part-paid instalment is not yet due: no late reason is offered for it.
    const partial = page.getByTestId('instalments').locator('tbody tr', { hasText: 'Partial' }).first();
    await partial.waitFor();
    expect(await partial.getByRole('button', { name: 'Add' }).count()).toBe(0);

    // A late reason on an overdue instalment of a late payer, chosen from the predefined ones.
    await openCollection(page, LATE_HP_NO);
    const overdue = page.getByTestId('instalments').locator('tbody tr', { hasText: 'Overdue' }).first();
    await overdue.getByRole('button', { name: 'Add' }).click();
    const reason = page.getByRole('dialog', { name: 'Late Reason' });
    await reason.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Insufficient funds' }).click();
    await screenshot(page, 'late-reason');
    await reason.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Reason Added').first().waitFor();
    await overdue.getByRole('button', { name: 'Insufficient funds' }).waitFor();
    await context.close();
  }, 240_000);

  it('a reschedule approved by two Superadmins moves the due dates; paying the balance settles it', async () => {
    // Issue 26 (four eyes): the Collection Officer requests; two Superadmins, neither the requester, approve.
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    await openCollection(page, HP_NO);
    const rows = page.getByTestId('instalments').locator('tbody tr');
    const firstOpen = rows
      .filter({ hasNotText: /\bPaid\b.*\bFast\b/ })
      .filter({ has: page.getByText(/^(Pending|Partial|Overdue)$/) });
    const startDescription = (await firstOpen.first().locator('td').first().innerText()).trim();
    const dueBefore = (await firstOpen.first().locator('td').nth(1).innerText()).trim();

    await page.getByRole('button', { name: 'Reschedule' }).click();
    const modal = page.getByRole('dialog', { name: 'Put Collection On Hold' });
    await modal.getByRole('textbox', { name: 'Number of Months' }).fill('2');
    await modal.getByRole('combobox', { name: 'Starting Installment' }).click();
    await page.getByRole('option', { name: new RegExp(`^${startDescription} `) }).click();
    await screenshot(page, 'reschedule-modal');
    await modal.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Reschedule request submitted, please wait for approval').first().waitFor();
    const card = page.getByTestId('approval-card');
    await poll(() => card.getByTestId('approval-count').textContent()).toBe('0 / 2');
    expect(await page.getByRole('button', { name: 'Reschedule' }).isDisabled()).toBe(true);
    const profileUrl = page.url();
    await context.close();

    const first = await newPage(browser());
    await signIn(first.page, 'superadmin');
    const { card: card1, confirm: confirm1 } = await approveReschedule(
      first.page,
      profileUrl,
      'Approval 1 of 2',
    );
    await confirm1.getByRole('button', { name: 'Approve' }).click();
    await poll(() => card1.getByTestId('approval-count').textContent()).toBe('1 / 2');
    expect(await card1.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await first.context.close();

    const second = await newPage(browser());
    await signIn(second.page, 'azlina.hassan');
    const { card: card2, confirm } = await approveReschedule(second.page, profileUrl, 'move 2 months later');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await poll(() => card2.getByTestId('approval-count').textContent()).toBe('2 / 2');
    await poll(() => second.page.getByTestId('collection-badge').textContent()).toBe('Rescheduled');
    const moved = second.page
      .getByTestId('instalments')
      .locator('tbody tr', { hasText: startDescription })
      .first();
    const dueAfter = (await moved.locator('td').nth(1).innerText()).trim();
    expect(dueAfter).not.toBe(dueBefore);
    const [d, m, y] = dueBefore.split('-').map(Number);
    const expectedMonth = ((m! - 1 + 2) % 12) + 1;
    expect(dueAfter.slice(3)).toBe(`${String(expectedMonth).padStart(2, '0')}-${y! + (m! + 2 > 12 ? 1 : 0)}`);
    expect(d).toBeGreaterThan(0);
    await screenshot(second.page, 'reschedule-approved');

    // Settle: pay the whole outstanding balance.
    const outstanding = ringgitText(
      (await second.page.getByTestId('outstanding-balance').innerText()).trim(),
    );
    const pay = await makePayment(second.page, outstanding, dmy(todayIso()));
    await second.page.getByText('New payment successfully made').first().waitFor();
    await pay.waitFor({ state: 'detached' });
    await poll(() => second.page.getByTestId('collection-badge').textContent()).toBe('Settled');
    expect(await second.page.getByRole('button', { name: 'Reschedule' }).isDisabled()).toBe(true);
    await screenshot(second.page, 'collection-settled');
    await second.context.close();
  }, 240_000);

  it('the overview reads a calendar year and Past 12 Months, with every chart and a detail modal', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'staff');
    await page.goto('/application/collection/overview');
    await page.getByRole('heading', { name: 'Collection Overview' }).waitFor();
    expect(await breadcrumbText(page)).toBe('Collection > Overview');
    const year = todayIso().slice(0, 4);
    expect(await page.getByRole('combobox', { name: 'Year' }).inputValue()).toBe(year);
    for (const label of [
      'Installment Collected',
      'Non-Performing Loan',
      'Overdue Collected',
      'Total Overdue',
    ]) {
      await poll(() => page.getByTestId(`figure-${label}`).textContent()).toMatch(/^RM [\d,]+\.\d{2}$/);
    }
    await poll(() => page.getByTestId('figure-Overdue Receivable').textContent()).toMatch(/^\d+\.\d{2} %$/);
    for (const chart of [
      'Overdue Transaction',
      'Overdue Reason',
      'Collection Overdue by Months',
      'Months Overdue by Clients',
      'Overdue Clients',
    ]) {
      await page.getByRole('region', { name: chart }).waitFor();
    }
    await page.getByTestId('overdue-clients').getByRole('link').first().waitFor();
    expect(await page.getByTestId('overdue-clients').locator('tbody tr').count()).toBeLessThanOrEqual(5);
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'collection-overview-year');

    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: 'Past 12 Months' }).click();
    await settled(page);
    await page.getByText(/^As of \d{2}-\d{2}-\d{4}$/).waitFor();
    await page
      .getByRole('region', { name: 'Collection Overdue by Months' })
      .getByRole('button', { name: 'Details' })
      .click();
    const detail = page.getByRole('dialog');
    await detail.getByTestId('overdue-detail').waitFor();
    // The modal fades in: judge its colours once the transition has ended.
    await page.waitForTimeout(500);
    await screenshot(page, 'collection-overview-detail');
    await page.keyboard.press('Escape');
    // Judged once the modal has faded out: a half-transparent overlay is no colour a user reads.
    await detail.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await screenshot(page, 'collection-overview-past-12');
    await context.close();
  }, 180_000);

  it('the Overdue Clients grid asks the server for each page; its CSV reads every overdue client', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'staff');
    const asked: { page: number; pageSize: number }[] = [];
    const stretch = stretchOverdueClients(asked);
    await page.route('**/trpc/**', stretch);
    await page.goto('/application/collection/overview');
    const grid = page.getByRole('region', { name: 'Overdue Clients' });
    const summary = grid.getByTestId('overdue-clients-summary');
    await poll(() => summary.textContent()).toBe('Showing 1 to 5 of 12 entries');
    await poll(() => clientNames(grid)).toEqual(['Client 1', 'Client 2', 'Client 3', 'Client 4', 'Client 5']);
    await grid.getByRole('button', { name: 'Page 2' }).click();
    await poll(() => clientNames(grid)).toEqual([
      'Client 6',
      'Client 7',
      'Client 8',
      'Client 9',
      'Client 10',
    ]);
    expect(await summary.textContent()).toBe('Showing 6 to 10 of 12 entries');
    await grid.scrollIntoViewIfNeeded();
    await screenshot(page, 'collection-overview-clients-page-2');
    await grid.getByRole('button', { name: 'Page 3' }).click();
    await poll(() => clientNames(grid)).toEqual(['Client 11', 'Client 12']);
    expect(await summary.textContent()).toBe('Showing 11 to 12 of 12 entries');
    expect(new Set(asked.map((ask) => `page ${ask.page} of ${ask.pageSize}`))).toEqual(
      new Set(['page 1 of 5', 'page 2 of 5', 'page 3 of 5']),
    );
    await page.unroute('**/trpc/**', stretch);

    // The book's own clients; the CSV asks for all of them on the click, in the grid's order.
    await page.reload();
    await poll(() => summary.textContent()).toMatch(/^Showing 1 to \d+ of \d+ entries$/);
    const total = Number(/of (\d+) entries/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    await poll(async () => (await clientNames(grid)).length).toBe(Math.min(total, 5));
    const shown = await clientNames(grid);
    await grid.scrollIntoViewIfNeeded();
    await screenshot(page, 'collection-overview-clients');
    const lines = await downloadedCsvLines(
      page,
      grid.getByRole('button', { name: 'CSV of Overdue Clients' }),
      'collection-overview-overdue-clients.csv',
    );
    expect(lines[0]).toBe('Client,Total Overdue (RM),Months Overdue,Agreements');
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1, shown.length + 1).map((line) => line.split(',')[0])).toEqual(shown);

    // A year without overdue clients: the empty grid, nothing to export.
    await chooseOption(page, page.locator('main'), 'Year', '2024');
    await poll(() => summary.textContent()).toBe('Showing 0 to 0 of 0 entries');
    await grid.getByRole('cell', { name: 'No Record Found' }).waitFor();
    expect(await grid.getByRole('button', { name: 'CSV of Overdue Clients' }).isDisabled()).toBe(true);
    await context.close();
  }, 180_000);
});
