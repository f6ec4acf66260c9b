import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  artifactsDir,
  breadcrumbText,
  chooseOption,
  entriesSummary,
  newPage,
  screenshot,
  settled,
  signIn,
  useBrowser,
} from './support/browser';

/** The value shown under a label of the Company Profile card. */
function profileValue(page: Page, label: string) {
  return page
    .getByTestId('company-profile-card')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .last()
    .locator('p')
    .last()
    .textContent();
}

describe('companies (clients §2 company list, add-company modal, company profile, directorships)', () => {
  const browser = useBrowser();

  const stamp = Date.now().toString().slice(-6);
  const name = `Syarikat Kuari Maju ${stamp} Sdn Bhd`;
  let profileUrl = '';

  it('add a company: a missing field is refused and nothing saved; then created, its profile opens', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto('/company/list');
    await page.getByRole('heading', { name: 'Client', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Agro Tani Makmur Sdn Bhd' }).waitFor();
    expect(await breadcrumbText(page)).toBe('Client > List');
    const headers = await page.locator('table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['Name', 'Business Sector', 'Establish Year']);
    await screenshot(page, 'company-list');

    await page.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Company' });
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal
      .getByRole('textbox', { name: 'Registration No' })
      .fill(`2012010${stamp.padStart(5, '0')} (99${stamp}-K)`);
    await modal.getByRole('textbox', { name: 'Short Name' }).fill('SKM');
    await chooseOption(page, modal, 'Business Sector', 'Quarrying', 'quarr');
    await modal.getByRole('textbox', { name: 'Establish Year' }).fill('2012');
    await modal.getByRole('textbox', { name: 'Email' }).fill('admin@kuarimaju.com.my');
    await modal.getByRole('textbox', { name: 'Website' }).fill('www.kuarimaju.com.my');
    await modal.getByRole('textbox', { name: 'Phone' }).fill('03-60912345');
    await modal.getByRole('textbox', { name: 'Person In Charge (PIC)' }).fill('Encik Roslan bin Ahmad');
    await modal.getByRole('textbox', { name: "PIC's Number" }).fill('012-3456789');
    // Address left empty.
    await modal.getByRole('button', { name: 'Create' }).click();
    await modal.getByText('Please enter address', { exact: true }).waitFor();
    await screenshot(page, 'add-company-modal-error');
    expect(await modal.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/company\/list$/);

    await modal
      .getByRole('textbox', { name: 'Address' })
      .fill('Lot 2231, Jalan Kuari, Mukim Batu, 48000 Rawang, Selangor');
    await modal.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Submitted Successfully').first().waitFor();
    await page.waitForURL(/\/company\/profile\/\d+$/);
    profileUrl = new URL(page.url()).pathname;
    expect(await page.getByTestId('company-name').textContent()).toBe(name);
    expect(await page.getByTestId('company-code').textContent()).toMatch(/^CL-\d{5}$/);
    expect(await breadcrumbText(page)).toBe('Client > List > Company Profile');
    expect(await profileValue(page, 'Business Sector')).toBe('Quarrying');
    expect(await profileValue(page, 'Financial Program')).toBe('N/A');
    expect(await profileValue(page, 'Total Loan Limit (RM)')).toBe('0.00');
    expect(await profileValue(page, 'Last Loan Approval Date')).toBe('N/A');

    // The refused attempt saved nothing: exactly one company of that name.
    await page.goto('/company/list');
    await page.getByRole('textbox', { name: 'Search' }).fill(stamp);
    await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
    await page.getByRole('cell', { name }).click();
    await page.waitForURL(`**${profileUrl}`);
    await context.close();
  });

  it('adds and edits a directorship, with the §8 messages for a bad phone or email', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto(profileUrl);
    const panel = page.getByRole('region', { name: 'Directorships' });
    await panel.getByRole('cell', { name: 'No Record Found' }).waitFor();

    await panel.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'New Directorship' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Name is required').waitFor();
    await modal.getByText('Identity No is required').waitFor();

    await modal.getByRole('textbox', { name: 'Name' }).fill('Roslan bin Ahmad');
    await modal.getByRole('textbox', { name: 'Identity No' }).fill('750812-10-5531');
    await modal.getByRole('textbox', { name: 'Phone (Optional)' }).fill('+60 12-345 6789');
    await modal.getByRole('textbox', { name: 'Email (Optional)' }).fill('roslan@kuarimaju.com.my');
    await screenshot(page, 'directorship-modal');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Phone is not valid, it require a valid phone number' })
      .first()
      .waitFor();
    await modal.getByRole('textbox', { name: 'Phone (Optional)' }).fill('012-3456789');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Submitted Successfully').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    const row = panel.getByRole('row').filter({ hasText: 'Roslan bin Ahmad' });
    await row.waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(0, 4)).toEqual([
      'Roslan bin Ahmad',
      'roslan@kuarimaju.com.my',
      '012-3456789',
      '750812-10-5531',
    ]);

    await row.getByRole('button', { name: 'Edit Roslan bin Ahmad' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Directorship' });
    await edit.waitFor();
    expect(await edit.getByRole('textbox', { name: 'Identity No' }).inputValue()).toBe('750812-10-5531');
    await edit.getByRole('textbox', { name: 'Email (Optional)' }).fill('roslan@');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Email is not valid, it require a valid email address' })
      .first()
      .waitFor();
    await edit.getByRole('textbox', { name: 'Email (Optional)' }).fill('roslan.ahmad@kuarimaju.com.my');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Roslan bin Ahmad Tajuddin');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Saved Successfully').first().waitFor();
    await edit.waitFor({ state: 'hidden' });
    await panel.getByRole('cell', { name: 'roslan.ahmad@kuarimaju.com.my', exact: true }).waitFor();
    await panel.getByRole('cell', { name: 'Roslan bin Ahmad Tajuddin', exact: true }).waitFor();
    await context.close();
  });

  it('uploads a logo and edits the profile (Client Loan Limit, Other Business Sector for sector 40)', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto(profileUrl);
    await page.getByTestId('company-name').waitFor();
    await page.getByLabel('No logo yet').waitFor();

    // A real PNG: a picture of the app's own brand mark.
    const logo = await page.locator('header').getByText('Sewabeli').first().screenshot();
    await page.getByRole('button', { name: 'Edit logo' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Logo' });
    await upload.waitFor();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByText('Submitted Successfully').first().waitFor();
    await upload.waitFor({ state: 'hidden' });
    const image = page.getByRole('img', { name: `${name} logo` });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/files\/\d+$/);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(10);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Company Profile' });
    await modal.waitFor();
    expect(await modal.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(name);
    await modal.getByRole('textbox', { name: 'Client Loan Limit' }).fill('1500000');
    await chooseOption(page, modal, 'Business Sector', 'Others', 'other');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Please enter business sector').waitFor();
    await modal.getByRole('textbox', { name: 'Other Business Sector' }).fill('Granite Dimension Stone');
    await screenshot(page, 'edit-company-modal');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Saved Successfully').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => profileValue(page, 'Total Loan Limit (RM)')).toBe('1,500,000.00');
    expect(await profileValue(page, 'Business Sector')).toBe('Granite Dimension Stone');

    // Deleting a company is a Superadmin's.
    const del = page.getByRole('button', { name: 'Delete' });
    expect(await del.isDisabled()).toBe(true);
    await page.getByTestId('delete-company-locked').hover();
    await page.getByText('Only a Superadmin can delete companies').waitFor();
    await settled(page);
    await screenshot(page, 'company-profile-new');
    await context.close();
  });

  it('a company with agreements shows its facilities and exposure, and cannot be deleted; an unused one can', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto('/company/list');
    await page.getByRole('textbox', { name: 'Search' }).fill('Binaan Teguh');
    await page.getByRole('cell', { name: 'Binaan Teguh Jaya Sdn Bhd' }).click();
    await page.waitForURL(/\/company\/profile\/\d+$/);
    const facilities = page.getByRole('region', { name: 'Existing Facilities' });
    await facilities
      .getByRole('cell', { name: /^SB\/HP\// })
      .first()
      .waitFor();
    expect(await facilities.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    await facilities.getByTestId('facility-total').waitFor();
    const totals = await page.getByTestId('facility-figures').textContent();
    expect(totals).toMatch(/Total Loan Amount \(RM\)\s*[\d,]+\.\d{2}/i);
    expect(totals).toMatch(/Remaining Loan Limit \(RM\)\s*-?[\d,]+\.\d{2}/i);
    expect(await profileValue(page, 'Financial Program')).not.toBe('N/A');
    expect(await profileValue(page, 'Total Exposure (RM)')).toMatch(/^[\d,]+\.\d{2}$/);
    await settled(page);
    // The whole screen, directorships and facilities expanded.
    await page.screenshot({ path: path.join(artifactsDir, 'company-profile.png'), fullPage: true });

    // In use: refused with a clear message; the profile stays.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await confirm.getByText('Are you sure you want to delete this ?').waitFor();
    await page.waitForTimeout(300);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /This company cannot be deleted: it has \d+ applications?/ })
      .first()
      .waitFor();
    expect(await page.getByTestId('company-name').textContent()).toBe('Binaan Teguh Jaya Sdn Bhd');

    // The company created above has no application: it goes, and the list no longer has it.
    await page.goto(profileUrl);
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const again = page.getByRole('dialog', { name: 'Confirm deletion' });
    await again.waitFor();
    await page.waitForTimeout(300);
    await again.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/company/list');
    await page.getByText('Deleted Successfully').first().waitFor();
    await page.getByRole('heading', { name: 'Client', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill(stamp);
    await page.getByRole('cell', { name: 'No Record Found' }).waitFor();
    await context.close();
  });
});
