import { describe, expect, it } from 'vitest';
import {
  breadcrumbText,
  entriesSummary,
  newPage,
  screenshot,
  settled,
  signIn,
  useBrowser,
} from './support/browser';

describe('vendors (clients §2)', () => {
  const browser = useBrowser();

  it('lists the seeded vendors with the spec title, subtitle and search', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/vendor/list');
    await page.getByRole('heading', { name: 'Vendor', exact: true }).waitFor();
    await page.getByText('All vendors').waitFor();
    await page.getByRole('cell', { name: 'Sin Heng Chan (Malaya) Sdn Bhd' }).waitFor();
    await expect.poll(() => page.title()).toBe('Vendor | Sewabeli');
    expect(await breadcrumbText(page)).toBe('Asset > Vendor');
    await page.getByRole('combobox', { name: 'Search column' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['All', 'Name']);
    await page.keyboard.press('Escape');
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    await screenshot(page, 'vendor-list');
    await context.close();
  });

  it('refuses a nameless vendor, creates one, edits it and deletes it', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/vendor/list');
    await page.getByRole('cell', { name: 'Sin Heng Chan (Malaya) Sdn Bhd' }).waitFor();
    await settled(page);
    const totalBefore = await entriesSummary(page);

    await page.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'New Vendor' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Name is required').waitFor();
    await page.waitForTimeout(300); // the modal's opening transition
    await screenshot(page, 'vendor-new-missing-name');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('cell', { name: 'Sin Heng Chan (Malaya) Sdn Bhd' }).waitFor();
    expect(await entriesSummary(page)).toBe(totalBefore);

    const name = `Jentera Ujian ${Date.now()} Sdn Bhd`;
    await page.getByRole('button', { name: 'Create New' }).click();
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Name' }).fill(name);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Submitted Successfully').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
    await page.getByRole('cell', { name }).click();
    await page.waitForURL('**/vendor/profile/*');
    await page.getByTestId('vendor-name').filter({ hasText: name }).waitFor();
    await expect.poll(() => page.title()).toBe('Vendor Profile | Sewabeli');
    expect(await breadcrumbText(page)).toBe('Asset > Vendor > Vendor Profile');
    const facilities = page.getByRole('region', { name: 'Existing Facilities' });
    await facilities.getByRole('cell', { name: 'No Record Found' }).waitFor();

    // Edit: the rule again, then a new name.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
    await edit.waitFor();
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    await edit.getByRole('textbox', { name: 'Name' }).fill('');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await edit.getByText('Name is required').waitFor();
    const renamed = name.replace('Sdn Bhd', 'Berhad');
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Saved Successfully').first().waitFor();
    await page.getByTestId('vendor-name').filter({ hasText: renamed }).waitFor();

    // Delete: confirm, then back to the list, where it is gone.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await confirm.getByText('Are you sure you want to delete this ?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/vendor/list');
    await page.getByText('Deleted Successfully').first().waitFor();
    // The list page, not the profile still leaving (it has a search box of its own in Existing Facilities).
    await page.getByRole('heading', { name: 'Vendor', exact: true }).waitFor();
    await page.getByText('All vendors').waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
    await page.getByRole('cell', { name: 'No Record Found' }).waitFor();
    await context.close();
  });

  it('a Credit Officer sees the Delete button disabled, with the reason', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto('/vendor/list');
    await page.getByRole('cell', { name: 'Sin Heng Chan (Malaya) Sdn Bhd' }).click();
    await page.getByTestId('vendor-name').filter({ hasText: 'Sin Heng Chan (Malaya) Sdn Bhd' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await page.getByTestId('delete-vendor-locked').hover();
    await page.getByText('Only a Superadmin can delete vendors').waitFor();
    await context.close();
  });

  it('shows a vendor with its Existing Facilities and the Total Loan Amount row', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/vendor/list');
    await page.getByRole('cell', { name: 'Sin Heng Chan (Malaya) Sdn Bhd' }).waitFor();
    // The vendor with the most agreements (the companies' demo agreements are spread over the vendors).
    await page.getByRole('button', { name: 'Facilities' }).click();
    await page.getByRole('button', { name: 'Facilities' }).click();
    await expect.poll(() => page.locator('th[aria-sort="descending"]').count()).toBe(1);
    await settled(page);
    const top = page.locator('table tbody tr').first();
    const vendorName = (await top.locator('td').first().textContent()) ?? '';
    const facilityCount = Number(await top.locator('td').nth(1).textContent());
    await top.click();
    await page.getByTestId('vendor-name').filter({ hasText: vendorName }).waitFor();
    const facilities = page.getByRole('region', { name: 'Existing Facilities' });
    const header = await facilities.locator('thead th').allInnerTexts();
    expect(header.map((h) => h.trim())).toEqual(['Offer Letter', 'HP No', 'Create Date', 'Loan Amount (RM)']);
    if (facilityCount === 0) {
      await facilities.getByRole('cell', { name: 'No Record Found' }).waitFor();
    } else {
      const total = facilities.getByTestId('facility-total');
      await total.waitFor();
      expect(await total.textContent()).toMatch(/^Total Loan Amount\s*[\d,]+\.\d{2}$/);
      const dates = await facilities.locator('tbody tr td:nth-child(3)').allInnerTexts();
      for (const date of dates) expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      const link = facilities.locator('tbody tr').first().getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/^\/application\/master\/profile\/\d+$/);
    }
    await settled(page);
    await screenshot(page, 'vendor-profile');
    await context.close();
  });
});
