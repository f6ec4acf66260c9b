import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbText,
  menuLink,
  newPage,
  pinMenu,
  screenshot,
  signIn,
  useBrowser,
} from './support/browser';

describe('the shell', () => {
  const browser = useBrowser();

  it('menu items change the page, its title and the breadcrumb; the pinned menu minimises on navigation', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);

    const journeys: { group: string; item: string; path: string; title: string; trail: string }[] = [
      {
        group: 'Finance',
        item: 'Master List',
        path: '/application/master',
        title: 'Master List',
        trail: 'Finance > Master List',
      },
      {
        group: 'Collection',
        item: 'List',
        path: '/application/collection/list/pending',
        title: 'Collection List',
        trail: 'Collection > List',
      },
      {
        group: 'Program',
        item: 'Tier',
        path: '/program/tier',
        title: 'Program Tier',
        trail: 'Program > Tier',
      },
      { group: 'Asset', item: 'Vendor', path: '/vendor/list', title: 'Vendor', trail: 'Asset > Vendor' },
      {
        group: 'Resource',
        item: 'List',
        path: '/resource/list',
        title: 'Resource Categories',
        trail: 'Resource > List',
      },
    ];

    for (const journey of journeys) {
      await pinMenu(page);
      await menuLink(page, journey.group, journey.item).click();
      await page.waitForURL(`**${journey.path}`);
      await expect.poll(() => page.title()).toBe(`${journey.title} | Sewabeli`);
      expect(await breadcrumbText(page)).toBe(journey.trail);
      // Spec: on every navigation the pinned side menu is minimised.
      await page.locator('[data-testid="side-menu"]:not([data-pinned])').waitFor();
    }
    await screenshot(page, 'menu-minimised');

    // The minimised rail still navigates, by icon.
    await page.getByRole('link', { name: 'Finance Log' }).click();
    await page.waitForURL('**/application/log');
    await expect.poll(() => page.title()).toBe('Log | Sewabeli');
    await context.close();
  });

  it("the user menu opens 'Your Profile'", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.waitForURL('**/user/me');
    await expect.poll(() => page.title()).toBe('Your Profile | Sewabeli');
    expect(await breadcrumbText(page)).toBe('User > Your Profile');
    await context.close();
  });

  it('opening any screen by its address shows its title and breadcrumb', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    const screens: [string, string, string][] = [
      ['/application/master/profile/7', 'Master Profile', 'Finance > Master List > Master Profile'],
      ['/application/new', 'New Application', 'Finance > Application > New Application'],
      ['/application/collection/list', 'Collection List', 'Collection > List'],
      [
        '/program/tier/3/factor/5',
        'Factor Detail',
        'Program > Tier > Program Detail > Factors > Factor Detail',
      ],
      ['/company/profile/2', 'Company Profile', 'Client > List > Company Profile'],
      ['/type/list', 'Asset Type', 'Asset > Type'],
    ];
    for (const [path, title, trail] of screens) {
      // Only the shell's part: the screens themselves belong to their own journeys.
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(`${title} | Sewabeli`);
      await expect.poll(() => breadcrumbText(page)).toBe(trail);
    }
    // Earlier crumbs link back up the trail.
    await page.goto('/program/tier/3/factor/5');
    await page.getByRole('link', { name: 'Program Detail' }).click();
    await page.waitForURL('**/program/tier/3');
    await expect.poll(() => page.title()).toBe('Program Detail | Sewabeli');
    await context.close();
  });
});
