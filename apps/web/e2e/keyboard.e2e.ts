import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';

/**
 * Presses Tab until the focused element's aria-label or text is `accessibleText` (or, for a table row, starts
 * with it); at most `limit` presses.
 */
async function tabTo(page: Page, accessibleText: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        text: (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim(),
        row: el?.tagName === 'TR',
      };
    });
    if (focused.text === accessibleText || (focused.row && focused.text.startsWith(accessibleText))) return;
  }
  throw new Error(`'${accessibleText}' was not reached with ${limit} presses of Tab`);
}

/** The focused element shows a focus indicator (outline or ring), as WCAG 2.4.7 asks. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
}

describe('keyboard only (WCAG 2.1.1, 2.4.7)', () => {
  const browser = useBrowser();

  it('creates a vendor through the New Vendor modal and opens it from the list without a mouse', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/vendor/list');
    await page.getByRole('cell', { name: 'Sin Heng Chan (Malaya) Sdn Bhd' }).waitFor();

    await tabTo(page, 'Create New');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'New Vendor' });
    await modal.waitFor();
    // Focus moves into the modal and stays there (focus trap): the name field is reachable by Tab.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    const name = `Kunci Papan ${Date.now()} Sdn Bhd`;
    await modal.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type(name);
    await screenshot(page, 'keyboard-vendor-modal');
    await tabTo(page, 'Submit', 10);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Submitted Successfully').first().waitFor();
    await modal.waitFor({ state: 'hidden' });

    // Escape closes a modal without saving.
    await tabTo(page, 'Create New');
    await page.keyboard.press('Enter');
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('textbox', { name: 'Search' }).focus();
    await page.keyboard.type(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await settled(page);
    await tabTo(page, name);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/vendor/profile/*');
    await page.getByText(name).first().waitFor();
    await context.close();
  });
});
