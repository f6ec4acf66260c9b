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

describe('master records (origination §2 Master List and Master Profile)', () => {
  const browser = useBrowser();
  let profileUrl = '';

  it('filter by a tag and a year, export the CSV of the whole filter and read it back, open a record', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto('/application/master');
    await page.getByRole('heading', { name: 'Master List', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Binaan Teguh Jaya Sdn Bhd' }).first().waitFor();
    await settled(page);
    expect(await breadcrumbText(page)).toBe('Finance > Master List');
    const allEntries = (await page.getByTestId('tile-entries').innerText()).trim();
    expect(allEntries).toMatch(/Entries\s+\d+ shown of \d+/);
    await screenshot(page, 'master-list');

    // An empty search value adds no tag.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    expect(await page.getByRole('list', { name: 'Filter tags' }).count()).toBe(0);

    const card = page.locator('main');
    await chooseOption(page, card, 'Search in', 'Brand');
    await page.getByRole('textbox', { name: 'Search' }).fill('Komatsu');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('button', { name: 'Remove filter Brand: Komatsu' }).waitFor();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('table tbody tr td:nth-child(3)')].map(
        (td) => td.textContent,
      );
      return cells.length > 0 && cells.every((text) => text === 'Komatsu');
    });
    // The year of the first Komatsu record.
    const firstDate = (await page.locator('table tbody tr').first().locator('td').nth(1).innerText()).trim();
    const year = firstDate.slice(-4);
    await chooseOption(page, card, 'Year', year);
    await page.waitForFunction((y) => {
      const dates = [...document.querySelectorAll('table tbody tr td:nth-child(2)')].map(
        (td) => td.textContent ?? '',
      );
      return dates.length > 0 && dates.every((text) => text.endsWith(y));
    }, year);
    await settled(page);
    const entries = (await page.getByTestId('tile-entries').innerText()).replace(/\s+/g, ' ');
    const total = Number(/of (\d+)/.exec(entries)?.[1]);
    expect(total).toBeGreaterThan(0);
    await screenshot(page, 'master-list-filtered');

    const lines = await downloadedCsvLines(
      page,
      page.getByRole('link', { name: 'Export CSV' }),
      'master-list.csv',
    );
    expect(lines[0]).toContain('Customer');
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) {
      expect(line).toContain('Komatsu');
      expect(line).toMatch(new RegExp(`\\d{2}-\\d{2}-${year}`));
    }

    // The column set is remembered in this browser.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Engine' }).uncheck();
    await page.keyboard.press('Escape');
    expect(await page.locator('thead th', { hasText: /^Engine$/ }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Master List', exact: true }).waitFor();
    await page.locator('thead th', { hasText: 'Customer' }).waitFor();
    expect(await page.locator('thead th', { hasText: /^Engine$/ }).count()).toBe(0);

    await page.locator('table tbody tr').first().click();
    await page.waitForURL('**/application/master/profile/*');
    profileUrl = new URL(page.url()).pathname;
    await context.close();
  }, 240_000);

  it('a search with no match says No Record Found', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'staff');
    await page.goto('/application/master');
    await page.getByRole('textbox', { name: 'Search' }).fill('zz-no-such-record');
    await page.getByText('No Record Found').waitFor();
    await settled(page);
    expect(profileUrl).toMatch(/\/application\/master\/profile\/\d+$/);
    await context.close();
  });
});
