import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  chooseOption,
  newPage,
  screenshot,
  settled,
  signIn,
  toast,
  useBrowser,
} from './support/browser';

const withToken = (path: string, token: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('API tokens (issue 33: User > API Tokens)', () => {
  const browser = useBrowser();

  it('a Superadmin issues a token shown once, a machine uses it, and a revoke stops it', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/user/api-tokens');
    await page.getByRole('heading', { name: 'API Tokens' }).waitFor();
    await settled(page);

    const name = `Statement feed ${Date.now().toString().slice(-6)}`;
    await page.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'Issue Token' });
    await modal.getByRole('button', { name: 'Issue Token' }).click();
    await modal.getByText('Please enter the token name').waitFor();
    await modal.getByLabel('Token Name').fill(name);
    await chooseOption(page, modal, 'Role', 'Collection Officer');
    await modal.getByLabel('IP allow-list').fill('10.0.0.0/33');
    await modal.getByRole('button', { name: 'Issue Token' }).click();
    await modal.getByText("'10.0.0.0/33' has an invalid prefix length").waitFor();
    await modal.getByLabel('IP allow-list').fill('');
    await screenshot(page, 'api-token-issue');
    await modal.getByRole('button', { name: 'Issue Token' }).click();

    const issued = page.getByRole('dialog', { name: 'Token issued' });
    const token = (await issued.getByTestId('issued-token').textContent())?.trim() ?? '';
    expect(token).toMatch(/^sbt_/);
    await screenshot(page, 'api-token-issued');
    await issued.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Service account').waitFor();
    await row.getByText('Live').waitFor();
    expect(await page.content()).not.toContain(token);

    // A machine reads with it, the reference page included, and is refused what its role may not do.
    expect((await withToken('/api/resource/all', token)).status).toBe(200);
    expect((await withToken('/api/docs', token)).status).toBe(200);
    expect((await withToken('/api/openapi.json', token)).status).toBe(200);
    const audit = await fetch(`${baseUrl()}/trpc/audit.list?input=${encodeURIComponent('{"json":{}}')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audit.status).toBe(403);

    await page.reload();
    await row.getByText(/from /).waitFor();
    await row.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke token' });
    await confirm.getByText('Every request with it is refused from now on').waitFor();
    await screenshot(page, 'api-token-revoke');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, `Token '${name}' revoked`);
    await row.getByText('Revoked').waitFor();
    expect((await withToken('/api/resource/all', token)).status).toBe(401);
    await screenshot(page, 'api-tokens');
    await context.close();
  });
});
