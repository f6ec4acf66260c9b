import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { expectAccessible } from './a11y';
import { artifactsDir, CHROMIUM_ARGS } from './server';

export { artifactsDir };

export const DEMO_PASSWORD = 'Demo@1234';

/** The server of this worker: files that run side by side never share a database. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length] as string;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
}

/** A fresh context (no cookies) at the desktop size the staff use. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    // No transitions (the theme respects the preference): axe and screenshots never see a half-faded state.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  // Every screen a journey opens by address is checked with axe once it has loaded.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForLoadState('load');
    await settled(page);
    return response;
  };
  return { context, page };
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from the login page and waits for the dashboard. */
export async function signIn(page: Page, username = 'superadmin', password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  signedInAs.set(page, username);
  await fillLogin(page, username, password);
  await page.waitForURL('**/dashboard/default');
  await settled(page);
}

/**
 * Screens already checked with axe in this test file, by route pattern and the user signed in (menus and buttons
 * differ by role): every screen the file's journeys visit is checked the first time each user sees it, not in every
 * test (each test signs in and sees the dashboard). A state worth its own check (a modal, an error, a filled form)
 * is checked by `screenshot`.
 */
const checkedScreens = new Set<string>();
const signedInAs = new WeakMap<Page, string>();

function screenOf(page: Page): string {
  return new URL(page.url()).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** Checks the screen in view for WCAG 2.1 A/AA violations the first time a page shows it. */
export async function checkScreen(page: Page): Promise<void> {
  const screen = screenOf(page);
  const key = `${signedInAs.get(page) ?? 'signed out'} ${screen}`;
  if (checkedScreens.has(key)) return;
  checkedScreens.add(key);
  await expectAccessible(page, screen);
}

/** Saves a screenshot; the state shown (a modal, an error, a filled form) is checked with axe first. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, `screenshot '${name}'`);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/** An item of the side menu's group ('Collection', 'Bank Statements'). */
export function menuLink(page: Page, group: string, item: string): Locator {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('region', { name: group })
    .getByRole('link', { name: item, exact: true });
}

/** Pins the side menu open (it minimises on every navigation). */
export async function pinMenu(page: Page): Promise<void> {
  if ((await page.getByTestId('side-menu').getAttribute('data-pinned')) === null) {
    await page.getByTestId('sidebar-toggle').click();
  }
  await page.locator('[data-testid="side-menu"][data-pinned]').waitFor();
}

/** The trail in the top bar as text, e.g. 'Finance > Master List'. */
export async function breadcrumbText(page: Page): Promise<string> {
  const parts = await page.getByTestId('breadcrumb').locator('a, p').allInnerTexts();
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' > ');
}

/**
 * Waits for the notification saying `text` and closes it, so that it covers nothing the test clicks next.
 * Under load the notification may close by itself between the wait and the click: it must be gone either way.
 */
export async function toast(page: Page, text: string): Promise<void> {
  const note = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await note.waitFor();
  await note
    .locator('.mantine-Notification-closeButton')
    .click({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      if ((await note.count()) > 0) throw error;
    });
  await note.waitFor({ state: 'detached' });
}

/** Resolves once no query, mutation or route load is in flight. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="navigation-progress"][data-active]'),
  );
  await checkScreen(page);
}

/** One Chromium per test file, launched before its tests and closed after them; call inside `describe`. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/** The DataTable footer, 'Showing X to Y of Z entries'. */
export async function entriesSummary(page: Page): Promise<string> {
  return (await page.getByTestId('entries-summary').first().textContent()) ?? '';
}

/** Picks an option of a Mantine Select labelled `label` inside `scope`, optionally typing to filter first. */
export async function chooseOption(
  page: Page,
  scope: Locator,
  label: string,
  option: string,
  typed?: string,
) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks what downloads a CSV, keeps the file in the artifacts as `name` and answers its lines (BOM dropped). */
export async function downloadedCsvLines(page: Page, trigger: Locator, name: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const file = path.join(artifactsDir, name);
  await download.saveAs(file);
  return (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}
