import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './browser';

/** Waits for the screen to show it: the machine may be slow (every mutation refetches the profile). */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000, interval: 250 });

export const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
/** Today in Kuala Lumpur (UTC+8), 'YYYY-MM-DD'. */
export const todayIso = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The value under a label of the collection info grid. */
export async function info(page: Page, label: string): Promise<string> {
  const cell = page
    .getByTestId('collection-info')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .last();
  return ((await cell.innerText()).replace(label, '').trim().split('\n')[0] ?? '').trim();
}

/** Finds the agreement in the collection list ('All') by its HP No and opens its profile. */
export async function openCollection(page: Page, hpNo: string) {
  await page.goto('/application/collection/list/all');
  await page.getByRole('heading', { name: 'Collection', exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Search' }).fill(hpNo);
  await page.getByRole('cell', { name: hpNo, exact: true }).click();
  await page.waitForURL(/\/application\/collection\/profile\/\d+$/);
  // The pointer left on the list's cell would hover an instalment row of the profile (its hover background
  // lowers the late-reason link's contrast below 4.5, a finding of its own): moved out of the tables.
  await page.mouse.move(0, 0);
  await page.getByTestId('collection-hp-no').filter({ hasText: hpNo }).waitFor();
  await settled(page);
}

/** Approves the latest reschedule on the profile at `url` as `page`'s user, through the confirmation. */
export async function approveReschedule(page: Page, url: string, effect: string) {
  await page.goto(url);
  const card = page.getByTestId('approval-card');
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve the reschedule' });
  await confirm.getByTestId('money-effect').filter({ hasText: effect }).waitFor();
  return { card, confirm };
}
