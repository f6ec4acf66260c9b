import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signIn, useBrowser } from './support/browser';

describe('error pages', () => {
  const browser = useBrowser();

  it('an unknown route shows the 404 page, signed out or in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/no/such/screen');
    await page.getByText('Error 404').waitFor();
    await page.getByText('Erm. Page not found').waitFor();
    expect(await page.getByText(/go to the homepage/i).count()).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe('Error 404 | Sewabeli');
    await screenshot(page, 'error-404');

    await signIn(page);
    await page.goto('/application/does/not/exist');
    await page.getByText('Erm. Page not found').waitFor();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL('**/dashboard/default');
    await context.close();
  });

  it('/error/error404 and /error/error500 need no login', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/error/error404');
    await page.getByText('Erm. Page not found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/error/error404');

    await page.goto('/error/error500');
    await page.getByText('Error 500').waitFor();
    await page.getByText('Something went wrong').waitFor();
    await page.getByText('We suggest you to go to the homepage while we solve this issue.').waitFor();
    await expect.poll(() => page.title()).toBe('Error 500 | Sewabeli');
    await screenshot(page, 'error-500');

    // Signed out, the homepage asks for a login first.
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
