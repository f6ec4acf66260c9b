import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  breadcrumbText,
  chooseOption,
  DEMO_PASSWORD,
  entriesSummary,
  fillLogin,
  newPage,
  screenshot,
  settled,
  signIn,
  useBrowser,
} from './support/browser';

async function pinMenu(page: Page) {
  if ((await page.getByTestId('side-menu').getAttribute('data-pinned')) === null) {
    await page.getByTestId('sidebar-toggle').click();
  }
  await page.locator('[data-testid="side-menu"][data-pinned]').waitFor();
}

const userGroup = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('region', { name: 'User' });

describe('the audit log (issue 9: User > Audit Log, for Superadmins)', () => {
  const browser = useBrowser();
  const intruder = `intruder.e2e${Date.now().toString().slice(-6)}`;

  it('a failed sign-in, a sign-in and a sign-out are listed with the address; filters narrow the list', async () => {
    // Somebody fails to sign in; the credit officer signs in and out.
    const other = await newPage(browser());
    await other.page.goto('/login');
    await fillLogin(other.page, intruder, 'Not-the-password1!');
    await other.page.getByText('Login failed, please try again.').waitFor();
    await signIn(other.page, 'credit.officer', DEMO_PASSWORD);
    await other.page.getByTestId('user-menu').click();
    await other.page.getByRole('menuitem', { name: 'Logout' }).click();
    await other.page.waitForURL('**/login');
    await other.context.close();

    const { context, page } = await newPage(browser());
    await signIn(page);
    await pinMenu(page);
    await userGroup(page).getByRole('link', { name: 'Audit Log', exact: true }).click();
    await page.waitForURL('**/user/audit');
    await expect.poll(() => page.title()).toBe('Audit Log | Sewabeli');
    expect(await breadcrumbText(page)).toBe('User > Audit Log');
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await page.getByRole('cell', { name: 'login-failed' }).first().waitFor();
    await settled(page);
    const headers = await page.locator('table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      'Date',
      'User',
      'Action',
      'Record',
      'Address',
      'Session / Token',
    ]);
    const when = await page.locator('table tbody tr td:nth-child(1)').first().textContent();
    expect(when).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await screenshot(page, 'audit-log');

    const filters = page.locator('main');
    await chooseOption(page, filters, 'Action', 'logout');
    const actionsShown = async () =>
      [...new Set(await page.locator('table tbody tr td:nth-child(3)').allTextContents())].join(',');
    await expect.poll(actionsShown).toBe('logout');
    expect(await entriesSummary(page)).toMatch(/^Showing 1 to \d+ of \d+ entries$/);
    const officerRow = page.getByRole('row').filter({ hasText: 'Tan Wei Ming' }).first();
    await officerRow.waitFor();
    expect(await officerRow.textContent()).toContain('127.0.0.1');
    await chooseOption(page, filters, 'User', 'Tan Wei Ming', 'Tan Wei');
    await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
    await settled(page);
    await screenshot(page, 'audit-log-filtered');

    // A day with nothing in it: the spec's empty text.
    await filters.getByRole('textbox', { name: 'From' }).fill('01-01-2020');
    await filters.getByRole('textbox', { name: 'To' }).fill('02-01-2020');
    await filters.getByRole('textbox', { name: 'To' }).press('Enter');
    await filters.getByRole('textbox', { name: 'To' }).press('Escape');
    await page.getByText('No Record Found').waitFor();
    await expect.poll(() => page.locator('.mantine-DateInput-calendarHeader').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'audit-log-empty');
    await context.close();
  });

  it('is not in the menu of anyone else, and their calls are refused', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await pinMenu(page);
    await userGroup(page).getByRole('link', { name: 'List', exact: true }).waitFor();
    expect(await userGroup(page).getByRole('link', { name: 'Audit Log' }).count()).toBe(0);
    const res = await page.request.get(
      `/trpc/audit.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
    );
    expect(res.status()).toBe(403);
    await context.close();
  });

  it('serves no source map of the built app', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const js = await fetch(`${baseUrl()}${script}`);
    expect(js.status).toBe(200);
    expect(await js.text()).not.toContain('sourceMappingURL');
    expect((await fetch(`${baseUrl()}${script}.map`)).status).toBe(404);
  });
});
