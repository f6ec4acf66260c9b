import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';

// Issue 8: the program screens follow the permission table. A Collection Officer reads programs, factors and
// criteria but sees no enabled Edit, Delete or Create, and learns from the disabled button who may.

const REASON = 'Only a Superadmin or a Credit Officer can change programs, factors and criteria';

/** The button is there, disabled, and hovering it (its wrapper: a disabled button gets no pointer events) says why. */
async function expectLocked(page: Page, button: Locator): Promise<void> {
  await button.waitFor();
  expect(await button.isDisabled()).toBe(true);
  await button.locator('..').hover();
  await page.getByRole('tooltip', { name: REASON }).waitFor();
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip', { name: REASON }).waitFor({ state: 'hidden' });
}

/** No button on screen named Edit, Delete (or Delete ...) or Create New is enabled. */
async function expectNoEnabledWrites(page: Page): Promise<void> {
  const writes = page.getByRole('button', { name: /^(Edit|Delete( \w+)?|Create New)$/ });
  for (const button of await writes.all()) expect(await button.isDisabled()).toBe(true);
}

describe('programs as a Collection Officer: read only, with the reason', () => {
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    ({ page } = await newPage(browser()));
    await signIn(page, 'collection.officer');
  });

  it('the program list offers Create New disabled', async () => {
    await page.goto('/program/tier');
    await page.getByRole('heading', { name: 'Tier List' }).waitFor();
    await expectLocked(page, page.getByRole('button', { name: 'Create New' }));
    await expectNoEnabledWrites(page);
  });

  it('a program detail offers Edit and Delete Program disabled; its factors and a factor likewise', async () => {
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/program\/tier\/\d+$/);
    await page.getByRole('button', { name: 'Delete Program' }).waitFor();
    await settled(page);
    await expectLocked(page, page.getByRole('button', { name: 'Edit', exact: true }));
    await expectLocked(page, page.getByRole('button', { name: 'Delete Program' }));
    await expectNoEnabledWrites(page);
    await screenshot(page, 'program-detail-collection-officer');

    await page.getByRole('button', { name: 'Factors' }).click();
    await page.getByRole('heading', { name: 'Factors' }).waitFor();
    await settled(page);
    await expectLocked(page, page.getByRole('button', { name: 'Edit', exact: true }));
    await expectNoEnabledWrites(page);

    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/factor\/\d+$/);
    await settled(page);
    await expectLocked(page, page.getByRole('button', { name: 'Edit', exact: true }));
    await expectNoEnabledWrites(page);
  });

  it('the criteria list offers Create New disabled and opens no edit modal', async () => {
    await page.goto('/program/criteria');
    await page.getByRole('heading', { name: 'Criteria' }).waitFor();
    await expectLocked(page, page.getByRole('button', { name: 'Create New' }));
    await page.getByRole('cell', { name: 'Minimum operating history' }).click();
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/program/criteria');
    await expectNoEnabledWrites(page);
    await screenshot(page, 'criteria-collection-officer');
  });
});
