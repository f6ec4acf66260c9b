import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';

// Issue 29: the collection list keeps HP No and Action in view at 1280 px, Current Payment says Nothing due
// where nothing has fallen due.

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
    const words = await page.locator('table tbody .mantine-Badge-label').allTextContents();
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(['Pending', 'Nothing due', 'Paid']).toContain(word.trim());
    await context.close();
  });
});
