import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';
import { dmy, openCollection, todayIso } from './support/collections';

// Issue 41, tried as a new user would: an overdue agreement of the demo book (its program charges 8 % p.a.) shows the
// late-payment charges accrued to today, non-cash; the early-settlement quote lists them on a line of their own; a
// program's rate above the cap for goods under the Hire-Purchase Act is refused before Save.

const OVERDUE = 'SB/HP/2025/0902';
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The month before today's in Kuala Lumpur, 'YYYY-MM': the one the month-end posting posts. */
function lastMonth(): string {
  const [year, month] = todayIso().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function mutation<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const answer = await page.request.post(`/trpc/${procedure}`, { data: { json: input } });
  const body = await answer.json();
  if (!answer.ok()) throw new Error(`${procedure}: ${JSON.stringify(body)}`);
  return body.result.data.json as T;
}

describe('late-payment charges (issue 41)', () => {
  const browser = useBrowser();

  it('the profile shows the charges accrued to today, per instalment and in total, and the quote lists them apart', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    await openCollection(page, OVERDUE);
    const card = page.getByRole('region', { name: 'Late-payment charges' });
    await card
      .getByRole('heading', { name: `Late-payment charges accrued (as of ${dmy(todayIso())})` })
      .waitFor();
    expect(await card.getByTestId('late-charges-non-cash').textContent()).toBe('Non-cash until paid');
    expect(await card.getByTestId('late-charges-basis').textContent()).toContain('8.00% p.a.');
    const total = sen((await card.getByTestId('late-charges-total').textContent()) ?? '');
    expect(total).toBeGreaterThan(0);
    const charges = await card
      .getByTestId('late-charges')
      .locator('tbody tr td:nth-child(5)')
      .allInnerTexts();
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.reduce((sum, text) => sum + sen(text), 0)).toBe(total);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'collection-profile-late-charges');

    await page.getByRole('button', { name: 'Early settlement' }).click();
    const modal = page.getByRole('dialog', { name: 'Early settlement' });
    const line = modal.getByTestId('settlement-late-charges');
    await line.waitFor();
    expect(await line.textContent()).toContain(`Late-payment charges accrued to ${dmy(todayIso())}`);
    expect(sen((await line.locator('td').textContent()) ?? '')).toBe(total);
    await settled(page);
    await screenshot(page, 'settlement-quote-late-charges');
    await context.close();
  }, 120_000);

  it("a program's late-payment rate above the cap is refused with the Act's message", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto('/program/tier');
    await page.getByRole('cell', { name: 'Heavy Equipment Financing' }).click();
    await page.getByRole('heading', { name: 'Heavy Equipment Financing' }).waitFor();
    await page.getByText('8.00% p.a.').waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Late-Payment Rate').fill('9');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('Late-payment rate cannot exceed 8.00% p.a. for goods under the Hire-Purchase Act')
      .waitFor();
    await screenshot(page, 'program-late-charge-refused');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('8.00% p.a.').waitFor();
    await context.close();
  }, 120_000);

  it('once the month is posted, the profile shows the posted month apart from what is not yet posted, and the overview counts it', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'superadmin');
    const month = lastMonth();
    // What the job runs on the 1st, run by hand by a Superadmin; a second run posts nothing more.
    const first = await mutation<{ posted: number; amount: number }>(page, 'collection.postLateCharges', {
      month,
    });
    expect(first.posted).toBeGreaterThan(0);
    const again = await mutation<{ posted: number }>(page, 'collection.postLateCharges', { month });
    expect(again.posted).toBe(0);

    await openCollection(page, OVERDUE);
    const card = page.getByRole('region', { name: 'Late-payment charges' });
    const posted = card.getByTestId('late-charges-posted');
    await posted.waitFor();
    const rows = posted.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const [year, mm] = month.split('-');
    const monthEnd = new Date(Date.UTC(Number(year), Number(mm), 0)).toISOString().slice(0, 10);
    expect(await rows.first().locator('td').nth(1).textContent()).toBe(dmy(monthEnd));
    expect(await rows.first().locator('td').nth(2).textContent()).toBe(dmy(todayIso()));
    const postedTotal = sen((await card.getByTestId('late-charges-posted-total').textContent()) ?? '');
    const notPosted = sen((await card.getByTestId('late-charges-not-posted').textContent()) ?? '');
    const total = sen((await card.getByTestId('late-charges-total').textContent()) ?? '');
    expect(postedTotal).toBeGreaterThan(0);
    expect(sen((await rows.first().locator('td').nth(3).textContent()) ?? '')).toBe(postedTotal);
    // Nothing paid yet: all of it outstanding, apart from the accrual since the month's end.
    expect(sen((await rows.first().locator('td').nth(4).textContent()) ?? '')).toBe(0);
    expect(postedTotal + notPosted).toBe(total);
    await card.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'collection-profile-late-charges-posted');

    await page.goto('/application/collection/overview');
    await page.getByRole('heading', { name: 'Collection Overview' }).waitFor();
    const figures = page.getByRole('region', { name: 'Late-payment charges' });
    await figures.getByText('Late charges posted').waitFor();
    await expect
      .poll(async () => sen((await figures.getByTestId('figure-Late charges posted').textContent()) ?? ''), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(first.amount);
    await figures.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'collection-overview-late-charges');
    await context.close();
  }, 120_000);
});
