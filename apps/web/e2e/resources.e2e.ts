import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbText,
  entriesSummary,
  newPage,
  screenshot,
  settled,
  signIn,
  useBrowser,
} from './support/browser';

function firstColumn(page: Page) {
  return page.locator('table tbody tr td:first-child').allInnerTexts();
}

describe('resources and the shared data table', () => {
  const browser = useBrowser();

  it('category list -> a category -> Create New -> the new resource is listed', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/resource/list');
    await page.getByRole('heading', { name: 'Resource' }).waitFor();
    await page.getByRole('cell', { name: 'REPAYMENT_MODE' }).waitFor();
    await screenshot(page, 'resource-categories');
    const countBefore = Number(
      await page.getByRole('row').filter({ hasText: 'REPAYMENT_MODE' }).locator('td').nth(1).textContent(),
    );

    await page.getByRole('cell', { name: 'REPAYMENT_MODE' }).click();
    await page.waitForURL('**/resource/profile/REPAYMENT_MODE');
    await page.getByRole('heading', { name: 'REPAYMENT_MODE' }).waitFor();
    expect(await breadcrumbText(page)).toBe('Resource > List > REPAYMENT_MODE');
    await settled(page);

    const name = `E2E Direct Debit ${Date.now()}`;
    await page.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'New Resource' });
    await modal.waitFor();
    const category = modal.getByRole('textbox', { name: 'Category' });
    expect(await category.inputValue()).toBe('REPAYMENT_MODE');
    expect(await category.getAttribute('readonly')).not.toBeNull();

    // Nothing typed: refused on the spot.
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Resource Name is required').waitFor();

    // A name the category already has: the server's message, and the modal stays open.
    await modal.getByRole('textbox', { name: 'Resource Name' }).fill('Cash');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Cash already exists in REPAYMENT_MODE' })
      .first()
      .waitFor();
    await modal.getByText('Cash already exists in REPAYMENT_MODE').waitFor();

    await modal.getByRole('textbox', { name: 'Resource Name' }).fill(name);
    await screenshot(page, 'new-resource-modal');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Submitted Successfully').waitFor();
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
    expect(await firstColumn(page)).toEqual([name]);

    await page.goto('/resource/list');
    await page.getByRole('cell', { name: 'REPAYMENT_MODE' }).waitFor();
    await expect
      .poll(async () =>
        Number(
          await page
            .getByRole('row')
            .filter({ hasText: 'REPAYMENT_MODE' })
            .locator('td')
            .nth(1)
            .textContent(),
        ),
      )
      .toBe(countBefore + 1);
    await context.close();
  });

  it("search narrows the rows, and nonsense shows 'No Record Found'", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/resource/list');
    await page.getByRole('cell', { name: 'HIRER_BUSINESS' }).waitFor();
    const all = await firstColumn(page);
    expect(all.length).toBeGreaterThan(2);

    const search = page.getByRole('textbox', { name: 'Search' });
    expect(await search.getAttribute('placeholder')).toBe('Type to search...');
    await search.fill('document');
    await expect
      .poll(() => firstColumn(page))
      .toEqual(all.filter((c) => c.toLowerCase().includes('document')));
    expect(await entriesSummary(page)).toMatch(/^Showing 1 to \d of \d entries$/);

    await search.fill('zzqx-nothing-like-this');
    await page.getByRole('cell', { name: 'No Record Found' }).waitFor();
    expect(await entriesSummary(page)).toBe('Showing 0 to 0 of 0 entries');
    await screenshot(page, 'table-no-record');

    // One column only: the count column is not searchable, the name column is.
    await search.fill('');
    await expect.poll(() => firstColumn(page)).toEqual(all);
    await page.getByRole('combobox', { name: 'Search column' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await search.fill('MODE');
    await expect.poll(() => firstColumn(page)).toEqual(all.filter((c) => c.includes('MODE')));
    await context.close();
  });

  it('sorts by a column, pages through 10 rows at a time and exports the filter as CSV', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/resource/profile/HIRER_BUSINESS');
    await page.getByRole('heading', { name: 'HIRER_BUSINESS' }).waitFor();
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    const total = Number((await entriesSummary(page)).match(/of (\d+) entries/)?.[1]);
    expect(total).toBeGreaterThan(10);

    const ascending = await firstColumn(page);
    expect(ascending).toHaveLength(10);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(() => page.locator('th[aria-sort="descending"]').count()).toBe(1);
    await settled(page);
    const descending = await firstColumn(page);
    expect(descending).not.toEqual(ascending);
    expect(descending[0]!.localeCompare(descending[9]!)).toBeGreaterThanOrEqual(0);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => entriesSummary(page)).toBe(`Showing 11 to 20 of ${total} entries`);
    expect(await page.locator('[aria-label^="Page "]').count()).toBeLessThanOrEqual(10);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^resources-HIRER_BUSINESS-\d{8}\.csv$/);
    const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Description');
    expect(lines).toHaveLength(total + 1);
    await context.close();
  });
});
