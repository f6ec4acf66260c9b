import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';

const SEARCH = 'Search companies, applications and agreements';

/** The spotlight's search box, opened from the keyboard alone. */
async function openWith(page: Page, keys: string) {
  const box = page.getByRole('textbox', { name: SEARCH });
  // The shortcut listens once the shell has rendered; a key pressed before that is lost (as a person's would be, who
  // would press it again). The shell's search button says it has rendered; then press until the box opens.
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).waitFor();
  await expect
    .poll(async () => {
      if (!(await box.isVisible())) await page.keyboard.press(keys);
      return box.isVisible();
    })
    .toBe(true);
  await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  return box;
}

/** The option the arrows have selected (Mantine marks it data-selected). */
const selected = (page: Page) => page.locator('.mantine-Spotlight-action[data-selected]');

describe('spotlight (issue 29): find anything from anywhere, keyboard only', () => {
  const browser = useBrowser();

  it('Ctrl+K finds a company, an agreement by chassis and a screen; Enter opens each; recent items when empty', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    await page.goto('/application/collection/overview');

    // A company by part of its name: the first result is selected, Enter opens its profile.
    let box = await openWith(page, 'Control+K');
    await box.fill('teguh ja');
    // Grouped: the group's label is a CSS variable Mantine draws.
    await page.locator('.mantine-Spotlight-actionsGroup[style*="Companies"]').waitFor();
    await page
      .getByTestId(/^spotlight-company-\d+$/)
      .first()
      .waitFor();
    await screenshot(page, 'spotlight-company');
    await expect
      .poll(async () => (await selected(page).innerText()).includes('Binaan Teguh Jaya Sdn Bhd'))
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/company\/profile\/\d+$/);
    await page.getByRole('heading', { name: 'Binaan Teguh Jaya Sdn Bhd' }).first().waitFor();
    await settled(page);

    // '/' opens it too; an agreement by its chassis number, reached with the arrow keys past nothing else.
    box = await openWith(page, '/');
    await box.fill('KMTPC242V01K98812');
    const agreement = page.getByTestId(/^spotlight-agreement-\d+$/).first();
    await agreement.waitFor();
    expect(await agreement.innerText()).toContain('SB/HP/2025/0101');
    await expect.poll(async () => (await selected(page).innerText()).includes('SB/HP/2025/0101')).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/application\/master\/profile\/\d+$/);
    await settled(page);

    // Empty, it shows what was opened last, most recent first.
    box = await openWith(page, 'Control+K');
    const recent = page.locator('.mantine-Spotlight-action');
    await expect.poll(() => recent.count()).toBe(2);
    expect(await recent.nth(0).innerText()).toContain('SB/HP/2025/0101');
    expect(await recent.nth(1).innerText()).toContain('Binaan Teguh Jaya Sdn Bhd');
    await screenshot(page, 'spotlight-recent');

    // A screen by name, among those this person may open; the arrow keys move the selection.
    await box.fill('overview');
    await page.getByText('Collection · Overview').waitFor();
    await expect
      .poll(async () => (await selected(page).innerText()).includes('Collection · Overview'))
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/application\/collection\/overview$/);

    // Nothing found says so; Escape closes and gives the screen back.
    box = await openWith(page, 'Control+K');
    await box.fill('no such company anywhere');
    await page.getByText('No Record Found').waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('an application by its number; New application only for those who create them; users only for a Superadmin', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    let box = await openWith(page, 'Control+K');
    await box.fill('new application');
    await page.getByText('No Record Found').waitFor();
    await page.keyboard.press('Escape');
    await context.close();

    const admin = await newPage(browser());
    await signIn(admin.page, 'superadmin');
    box = await openWith(admin.page, 'Control+K');
    await box.fill('officer');
    await admin.page
      .getByTestId(/^spotlight-user-\d+$/)
      .first()
      .waitFor();
    await box.fill('new application');
    await admin.page.getByText('New application', { exact: true }).waitFor();

    // An application found by its company, then again by its number alone.
    await box.fill('logistik utara');
    const byCompany = admin.page.getByTestId(/^spotlight-application-\d+$/).first();
    await byCompany.waitFor();
    const id = ((await byCompany.getAttribute('data-testid')) ?? '').replace('spotlight-application-', '');
    await box.fill(`#${id}`);
    const hit = admin.page.getByTestId(`spotlight-application-${id}`);
    await hit.waitFor();
    await expect
      .poll(async () => (await selected(admin.page).getAttribute('data-testid')) ?? '')
      .toBe(`spotlight-application-${id}`);
    await screenshot(admin.page, 'spotlight-application');
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForURL(new RegExp(`/application/pending/${id}$`));
    await admin.context.close();
  });
});
