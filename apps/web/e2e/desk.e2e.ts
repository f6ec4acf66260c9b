import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';

// Issue 29: the collection list keeps HP No and Action in view at 1280 px, Current Payment says Nothing due
// where nothing has fallen due, and a disabled action says why on keyboard focus.

/** Whether the header cell named `name` lies wholly inside the table's visible scroll box. */
async function headerInView(page: Page, name: string): Promise<boolean> {
  return page.evaluate((label) => {
    const cell = [...document.querySelectorAll('th')].find((th) => th.textContent?.trim() === label);
    const viewport = cell?.closest('.mantine-ScrollArea-viewport, .mantine-Table-scrollContainer');
    if (!cell || !viewport) return false;
    const box = cell.getBoundingClientRect();
    const frame = viewport.getBoundingClientRect();
    return box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.width > 0;
  }, name);
}

async function scrollTable(page: Page, to: 'start' | 'end'): Promise<void> {
  await page.evaluate((where) => {
    const viewport = document.querySelector('.mantine-ScrollArea-viewport');
    if (viewport) viewport.scrollLeft = where === 'end' ? viewport.scrollWidth : 0;
  }, to);
}

describe('issue 29: the collection list at desk sizes', () => {
  const browser = useBrowser();

  it('HP No and Action stay in view at 1280 and 1440 px; Current Payment is one of its three words', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'superadmin');
    await page.goto('/application/collection/list/all');
    await page.locator('table tbody tr').first().waitFor();
    await settled(page);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const to of ['start', 'end'] as const) {
        await scrollTable(page, to);
        expect(await headerInView(page, 'Hp Agreement No.')).toBe(true);
        expect(await headerInView(page, 'Action')).toBe(true);
      }
      await screenshot(page, `collection-list-${width}`);
      await scrollTable(page, 'start');
    }
    const words = await page.locator('table tbody tr td:nth-child(10)').allInnerTexts();
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(['Pending', 'Nothing due', 'Paid']).toContain(word.trim());
    await context.close();
  });

  it('a disabled CSV button is reached by keyboard and says why', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'superadmin');
    await page.goto('/application/collection/list/all');
    await page.getByRole('textbox', { name: 'Search' }).fill('no agreement is numbered this');
    await page.getByText('No Record Found').waitFor();
    const csv = page.getByRole('button', { name: 'CSV' });
    expect(await csv.isDisabled()).toBe(true);
    await csv.focus();
    await page.getByRole('tooltip', { name: 'No Record Found: nothing to export' }).waitFor();
    await screenshot(page, 'disabled-reason-csv');
    await context.close();
  });
});
