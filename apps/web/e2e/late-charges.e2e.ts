import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';
import { dmy, openCollection, todayIso } from './support/collections';

// Issue 41, tried as a new user would: an overdue agreement of the demo book (its program charges 8 % p.a.) shows the
// late-payment charges accrued to today, non-cash; the early-settlement quote lists them on a line of their own; a
// program's rate above the cap for goods under the Hire-Purchase Act is refused before Save.

const OVERDUE = 'SB/HP/2025/0902';
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

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
});
