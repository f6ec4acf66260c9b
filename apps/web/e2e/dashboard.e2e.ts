import type { Locator, Page } from 'playwright-core';
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
import { todayIso } from './support/collections';

/** 'RM 1,234.50' in sen. */
const senOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The first bar drawn with a height (a bar of zero is in the DOM but hidden). */
const visibleBar = (scope: Locator) =>
  scope.locator('.recharts-bar-rectangle').filter({ visible: true }).first();

async function cardValue(page: Page, testId: string): Promise<string> {
  const value = page.getByTestId(`${testId}-value`);
  await page.waitForFunction((id) => {
    const text = document.querySelector(`[data-testid="${id}-value"]`)?.textContent ?? '';
    return text.startsWith('RM');
  }, testId);
  return ((await value.textContent()) ?? '').trim();
}

describe('dashboard (origination §2 Dashboard)', () => {
  const browser = useBrowser();

  it('opens on this year, switches to Past 12 Months and exports a chart whose CSV adds up to the card', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await breadcrumbText(page)).toBe('Dashboard > Default');
    // The screen's year is Kuala Lumpur's (UTC+8), which turns eight hours before UTC's.
    const year = todayIso().slice(0, 4);
    expect(await page.getByRole('combobox', { name: 'Year' }).inputValue()).toBe(year);
    for (const title of [
      'Total Loan amount (YTD)',
      'Quarterly Loan amount',
      'Overview Loan amount',
      'Last 12 months Transactions',
      'Top 5 Model (YTD)',
      'Top 5 Client (YTD)',
    ]) {
      await page.getByText(title, { exact: true }).first().waitFor();
    }
    await cardValue(page, 'total-loan');
    const subtitle = page.getByText(/^Approved loans, \d{2}-\d{2}-\d{4} to /);
    expect(await subtitle.textContent()).toContain(`01-01-${year} to`);
    // A bar with a value: which months and quarters have loans depends on the day the demo book was seeded
    // (it is dated relative to today), and an empty month's bar is drawn with no height (hidden).
    await visibleBar(page.locator('main')).waitFor();
    await settled(page);
    await screenshot(page, 'dashboard-this-year');

    await chooseOption(page, page.locator('main'), 'Year', 'Past 12 Months');
    await page
      .getByText(/^Approved loans, \d{2}-\d{2}-\d{4} to /)
      .filter({ hasNotText: `01-01-${year} to` })
      .waitFor();
    await settled(page);
    const total = await cardValue(page, 'total-loan');
    // Axis labels are abbreviated: 500k, 1.2M (never a long run of digits).
    const ticks = await page.locator('.recharts-cartesian-axis-tick-value').allTextContents();
    expect(ticks.some((tick) => /^\d+(\.\d)?[kMB]$/.test(tick.trim()))).toBe(true);
    expect(ticks.every((tick) => !/\d{5,}/.test(tick))).toBe(true);
    await screenshot(page, 'dashboard-past-12-months');
    // Issue 29: the labels say the range chosen, 'YTD' only for this year.
    expect(await page.getByTestId('total-loan').innerText()).toContain('Total Loan amount (Past 12 Months)');
    expect(await page.getByText('Total Loan amount (YTD)').count()).toBe(0);
    // The charts below the first screenful draw as they scroll into view (issue 29).
    const topModels = page.getByRole('region', { name: 'Top 5 Model (Past 12 Months)' });
    await topModels.scrollIntoViewIfNeeded();
    await visibleBar(topModels).waitFor();
    await screenshot(page, 'dashboard-past-12-months-top');

    const lines = await downloadedCsvLines(
      page,
      page.getByRole('button', { name: 'CSV of Overview Loan amount' }),
      'dashboard-overview-loan-amount.csv',
    );
    expect(lines[0]).toBe('Month,Approved Loans,Loan Amount (RM)');
    expect(lines.length - 1).toBeGreaterThanOrEqual(12);
    const csvTotal = lines
      .slice(1)
      .map((line) => Math.round(Number(line.split(',')[2]) * 100))
      .reduce((a, b) => a + b, 0);
    expect(csvTotal).toBe(senOf(total));
    expect(senOf(total)).toBeGreaterThan(0);

    // Twenty-five months on the axis: the labels thin out rather than overlap.
    await chooseOption(page, page.locator('main'), 'Year', 'Past 24 Months');
    await page
      .getByText(/^\d+ approved loans?, /)
      .first()
      .waitFor();
    await settled(page);
    await page.getByRole('region', { name: 'Overview Loan amount' }).scrollIntoViewIfNeeded();
    const labels = page
      .getByRole('region', { name: 'Overview Loan amount' })
      .locator('.recharts-xAxis .recharts-cartesian-axis-tick');
    const boxes = await labels.evaluateAll((ticks) =>
      ticks.map((tick) => tick.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
    );
    expect(boxes.length).toBeGreaterThan(6);
    for (let i = 1; i < boxes.length; i += 1)
      expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
    await screenshot(page, 'dashboard-past-24-months');
    await context.close();
  }, 240_000);
});
