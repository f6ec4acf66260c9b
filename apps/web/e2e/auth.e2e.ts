import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillLogin, newPage, screenshot, signIn, useBrowser } from './support/browser';

const MENU_GROUPS = ['Dashboard', 'Finance', 'Collection', 'Program', 'Client', 'Asset', 'User', 'Resource'];
const MENU_ITEMS: Record<string, string[]> = {
  Dashboard: ['Default'],
  Finance: ['Master List', 'Application', 'Pending', 'Log'],
  // Issue 32: the Superadmin also has the Arrears Ladder settings and alone decides write-offs.
  Collection: [
    'List',
    'Overview',
    'Bank Statements',
    'Arrears Queue',
    'Outbox',
    'Arrears Ladder',
    'Write-offs',
  ],
  Program: ['Criteria', 'Tier'],
  Client: ['List'],
  Asset: ['Type', 'Vendor'],
  // The journey signs in as the Superadmin, who alone has the audit log (issue 9) and API tokens (issue 33).
  User: ['List', 'Audit Log', 'API Tokens'],
  Resource: ['List'],
};

describe('signing in and out', () => {
  const browser = useBrowser();

  it('/ goes to the login screen, which has the spec fields', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect.poll(() => page.title()).toBe('Login | Sewabeli');
    await expect.poll(() => page.getByRole('textbox', { name: 'Username' }).isVisible()).toBe(true);
    expect(await page.locator('label', { hasText: 'Username' }).textContent()).toMatch(/Username\s*\*/);
    expect(await page.locator('label', { hasText: 'Password' }).textContent()).toMatch(/Password\s*\*/);
    await screenshot(page, 'login');
    await context.close();
  });

  it('signing in lands on the dashboard and shows every menu group and item', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await expect.poll(() => page.title()).toBe('Dashboard | Sewabeli');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const group of MENU_GROUPS) {
      const section = menu.getByRole('region', { name: group });
      expect(await section.isVisible(), group).toBe(true);
      const items = (await section.getByRole('link').allInnerTexts()).map((t) => t.trim());
      expect(items, group).toEqual(MENU_ITEMS[group]);
    }
    // Every Collection screen lives under /application/collection (issue 32 moved the bank statements there).
    const collection = menu.getByRole('region', { name: 'Collection' }).getByRole('link');
    for (const href of await collection.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    ))
      expect(href).toMatch(/^\/application\/collection\//);
    expect(await page.getByTestId('user-menu').textContent()).toContain('Nurul Aisyah Binti Rahman');
    await screenshot(page, 'dashboard-shell');
    await context.close();
  });

  it('an existing session skips the login screen', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/login');
    await page.waitForURL('**/dashboard/default');
    await context.close();
  });

  it("a wrong password shows 'Login failed, please try again.'", async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await fillLogin(page, 'credit.officer', 'not-the-password');
    await page.getByText('Login failed, please try again.').waitFor();
    await page.locator('button[type="submit"]:not([data-loading])').waitFor();
    await page.waitForTimeout(200); // the button's loader fades out
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-failed');
    await context.close();
  });

  it('empty fields are refused before anything is sent', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await context.close();
  });

  it('logout returns to login, and a protected route then asks to sign in again', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
    expect(await page.getByTestId('user-menu-name').textContent()).toBe('Nurul Aisyah Binti Rahman');
    expect(await page.getByTestId('user-menu-email').textContent()).toMatch(/@|N\/A/);
    await page.waitForTimeout(250); // let the dropdown transition finish for the picture
    await screenshot(page, 'user-menu');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/application/master');
    await page.waitForURL('**/login?redirect=%2Fapplication%2Fmaster');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('a deep link while signed out goes to login and comes back after signing in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/resource/profile/REPAYMENT_MODE');
    await page.waitForURL('**/login?redirect=%2Fresource%2Fprofile%2FREPAYMENT_MODE');
    await fillLogin(page, 'superadmin', DEMO_PASSWORD);
    await page.waitForURL('**/resource/profile/REPAYMENT_MODE');
    await page.getByRole('heading', { name: 'REPAYMENT_MODE' }).waitFor();
    await expect.poll(() => page.title()).toBe('Resources | Sewabeli');
    await context.close();
  });

  it('a session that ends while the app is open sends the next call to login, and back afterwards', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/resource/list');
    await page.getByRole('cell', { name: 'INSURANCE_AGENT' }).waitFor();
    await context.clearCookies();
    await page.getByRole('cell', { name: 'INSURANCE_AGENT' }).click();
    await page.waitForURL('**/login?redirect=%2Fresource%2Fprofile%2FINSURANCE_AGENT');
    await fillLogin(page, 'superadmin', DEMO_PASSWORD);
    await page.waitForURL('**/resource/profile/INSURANCE_AGENT');
    await page.getByRole('heading', { name: 'INSURANCE_AGENT' }).waitFor();
    await context.close();
  });

  it('a redirect to another site is ignored', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login?redirect=//evil.example/steal');
    await fillLogin(page, 'superadmin', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/default');
    await context.close();
  });
});
