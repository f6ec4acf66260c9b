import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { breadcrumbText, newPage, screenshot, settled, signIn, useBrowser } from './support/browser';

const CYCLE = { Pending: 'Yes', Yes: 'No', No: 'Pending' } as const;
type FlagState = keyof typeof CYCLE;

async function flagState(page: Page, flag: string): Promise<FlagState> {
  return (await page.getByTestId(`flag-${flag}`).getAttribute('data-value')) as FlagState;
}

async function openFirstRecord(page: Page): Promise<string> {
  await page.goto('/application/master');
  await page.locator('table tbody tr').first().waitFor();
  await page.locator('table tbody tr').first().click();
  await page.waitForURL('**/application/master/profile/*');
  await page.getByRole('heading', { name: 'Documents and Flags' }).waitFor();
  await settled(page);
  return new URL(page.url()).pathname;
}

describe('master profile (origination §2 Master Profile, §4 tri-state flags)', () => {
  const browser = useBrowser();

  it('open a record, cycle a flag three times with a reload after each (state kept), edit the insurance dates', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    const profile = await openFirstRecord(page);
    expect(await breadcrumbText(page)).toBe('Finance > Master List > Master Profile');
    await page.getByRole('region', { name: 'Customer' }).getByRole('link').first().waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Application Profile' })
        .getByRole('link', { name: /^Application #\d+$/ })
        .getAttribute('href'),
    ).toMatch(/^\/application\/pending\/\d+$/);
    await screenshot(page, 'master-profile');

    const flag = 'boardResolutionIsReceived';
    for (let click = 0; click < 3; click += 1) {
      const before = await flagState(page, flag);
      await page.getByTestId(`flag-${flag}`).getByRole('button').click();
      await page.waitForFunction(
        ([id, want]) =>
          document.querySelector(`[data-testid="flag-${id}"]`)?.getAttribute('data-value') === want,
        [flag, CYCLE[before]] as const,
      );
      await settled(page);
      await page.reload();
      await page.getByRole('heading', { name: 'Documents and Flags' }).waitFor();
      await settled(page);
      expect(await flagState(page, flag)).toBe(CYCLE[before]);
    }
    await page.getByRole('region', { name: 'Documents and Flags' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'master-profile-flags');

    // A double click saves one step per click that the server accepts, never a step it did not see.
    const start = await flagState(page, 'vehicleIsDischarged');
    await page.getByTestId('flag-vehicleIsDischarged').getByRole('button').dblclick();
    await page.waitForFunction(
      (was) =>
        document.querySelector('[data-testid="flag-vehicleIsDischarged"]')?.getAttribute('data-value') !==
        was,
      start,
    );
    await page.waitForFunction(() => !document.querySelector('[data-testid^="flag-"] [aria-busy="true"]'));
    await settled(page);
    const after = await flagState(page, 'vehicleIsDischarged');
    expect([CYCLE[start], CYCLE[CYCLE[start]]]).toContain(after);
    await page.reload();
    await page.getByRole('heading', { name: 'Documents and Flags' }).waitFor();
    expect(await flagState(page, 'vehicleIsDischarged')).toBe(after);

    // The insurance dates, typed day-month-year.
    await page.getByRole('button', { name: 'Edit Insurance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Insurance' });
    await dialog.waitFor();
    const startInput = dialog.getByRole('textbox', { name: 'Insurance Start Date' });
    const endInput = dialog.getByRole('textbox', { name: 'Insurance End Date' });
    await startInput.fill('01-12-2026');
    await startInput.blur();
    await endInput.fill('30-11-2027');
    await endInput.blur();
    await page.locator('[data-dates-dropdown]').waitFor({ state: 'hidden' });
    await screenshot(page, 'master-profile-edit-insurance');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await settled(page);
    expect(await page.getByTestId('insurance-start').textContent()).toBe('01-12-2026');
    expect(await page.getByTestId('insurance-end').textContent()).toBe('30-11-2027');
    await page.goto(profile);
    expect(await page.getByTestId('insurance-start').textContent()).toBe('01-12-2026');
    expect(await page.getByTestId('insurance-end').textContent()).toBe('30-11-2027');
    await context.close();
  }, 240_000);

  it('issue 29, all or nothing: Edit Insurance with an end date before its start stores none of its fields', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    const profile = await openFirstRecord(page);
    const insurance = page.getByRole('region', { name: 'Insurance', exact: true });
    // The card's rendered text (textContent would also read the ids of Mantine's generated style tags).
    const before = await insurance.innerText();
    await page.getByRole('button', { name: 'Edit Insurance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Insurance' });
    await dialog.waitFor();
    const coverNote = `CN-HALF-${Date.now().toString().slice(-6)}`;
    await dialog.getByRole('textbox', { name: 'Cover Note' }).fill(coverNote);
    const startInput = dialog.getByRole('textbox', { name: 'Insurance Start Date' });
    const endInput = dialog.getByRole('textbox', { name: 'Insurance End Date' });
    await startInput.fill('01-12-2026');
    await startInput.blur();
    await endInput.fill('01-11-2026');
    await endInput.blur();
    await page.locator('[data-dates-dropdown]').waitFor({ state: 'hidden' });
    // The form says so at once, and the server, sent it anyway, refuses the whole form with the same words.
    await dialog.getByText('The insurance end date cannot be before its start date').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'The insurance end date cannot be before its start date' })
      .waitFor();
    await screenshot(page, 'master-profile-insurance-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Read back from the server: nothing of the refused form was stored.
    await page.goto(profile);
    await page.getByRole('heading', { name: 'Documents and Flags' }).waitFor();
    await settled(page);
    expect(await insurance.innerText()).toBe(before);
    expect(await insurance.innerText()).not.toContain(coverNote);
    await context.close();
  }, 240_000);

  it('staff read the profile; flags are badges, not buttons, and Edit says who may', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'staff');
    await openFirstRecord(page);
    expect(await page.getByTestId('flag-fis').getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Insurance' }).isDisabled()).toBe(true);
    await page
      .getByText('Only a Superadmin or a Credit Officer or a Head of Operation can change master records')
      .first()
      .waitFor();
    await screenshot(page, 'master-profile-read-only');
    await context.close();
  }, 120_000);
});
