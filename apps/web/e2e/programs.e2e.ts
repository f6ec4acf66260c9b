import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  breadcrumbText,
  entriesSummary,
  newPage,
  screenshot,
  settled,
  signIn,
  toast,
  useBrowser,
} from './support/browser';

// Collections-and-programs §2.4-2.8, tried the way a credit officer new to the screens would.

const stamp = Date.now().toString(36);

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function rowsOf(table: Locator) {
  return table.locator('tbody tr');
}

async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.locator('td').allInnerTexts()).map((text) => text.trim());
}

async function fillTier(page: Page, index: number, values: string[]): Promise<void> {
  const [name, min, max, risk, minRate, maxRate, tenure, capped] = values as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const n = index + 1;
  await page.getByLabel(`Name of tier ${n}`).fill(name);
  await page.getByLabel(`Min Score of tier ${n}`).fill(min);
  await page.getByLabel(`Max Score of tier ${n}`).fill(max);
  await choose(page, page.getByRole('combobox', { name: `Risk Level of tier ${n}` }), risk);
  await page.getByLabel(`Min Interest of tier ${n}`).fill(minRate);
  await page.getByLabel(`Max Interest of tier ${n}`).fill(maxRate);
  await choose(page, page.getByRole('combobox', { name: `Max Tenure of tier ${n}` }), tenure);
  await page.getByLabel(`Max Capped of tier ${n}`).fill(capped);
}

describe('programs: criteria, financial programs, tiers, factors and attributes', () => {
  const browser = useBrowser();
  let page: Page;
  const programName = `Bulldozer Financing ${stamp}`;

  beforeAll(async () => {
    ({ page } = await newPage(browser()));
    await signIn(page, 'credit.officer');
  });

  it('lists the criteria catalogue, refuses an incomplete criterion, creates one and edits it', async () => {
    await page.goto('/program/criteria');
    await page.getByRole('heading', { name: 'Criteria' }).waitFor();
    await page.getByText('All criterias').waitFor();
    await page.getByRole('cell', { name: 'Minimum operating history' }).waitFor();
    expect(await page.locator('table thead th').allInnerTexts()).toEqual(['Category', 'Name', 'Description']);
    expect(await rowsOf(page.locator('table')).count()).toBe(10);
    await screenshot(page, 'programs-criteria-list');

    // A row not flagged editable does not open.
    await page.getByRole('cell', { name: 'CCRIS conduct' }).click();
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'New Criteria' });
    await modal.waitFor();
    expect(await modal.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await modal.getByRole('button', { name: 'Create' }).click();
    await modal.getByText('Please select category').waitFor();
    await modal.getByText('Please enter name').waitFor();
    await modal.getByText('Please enter description').waitFor();

    await choose(page, modal.getByRole('combobox', { name: 'Category' }), 'Banking Conduct');
    await modal.getByLabel('Name').fill(`Cheque returns ${stamp}`);
    await modal.getByLabel('Description').fill('No more than two returned cheques in 6 months');
    await modal.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Submitted Successfully');
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('textbox', { name: 'Search' }).fill(stamp);
    await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
    await page.getByRole('cell', { name: `Cheque returns ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Criteria' });
    await edit.waitFor();
    await page.waitForURL('**/program/criteria/profile/*');
    expect(await breadcrumbText(page)).toBe('Program > Criteria > Criteria Profile');
    expect(await edit.getByLabel('Name').inputValue()).toBe(`Cheque returns ${stamp}`);
    await edit.getByRole('button', { name: 'Delete' }).waitFor();
    await edit.getByLabel('Description').fill('No returned cheques in the last 6 months of statements');
    await screenshot(page, 'programs-criteria-edit-modal');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved Successfully');
    await page.waitForURL('**/program/criteria');
    await page
      .getByRole('cell', { name: 'No returned cheques in the last 6 months of statements' })
      .waitFor();
  });

  it('creates a program: a bad percentage is refused with the spec message, then it is created', async () => {
    await page.goto('/program/tier');
    await page.getByRole('heading', { name: 'Tier List' }).waitFor();
    await page.getByText('All Tiers').waitFor();
    await page.getByRole('cell', { name: 'Heavy Equipment Financing' }).waitFor();
    expect(await page.locator('table thead th').allInnerTexts()).toEqual(['Program Name']);

    await page.getByRole('button', { name: 'Create New' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New Program' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Please fill in all fields').waitFor();

    await modal.getByLabel('Program Name').fill(programName);
    await modal.getByLabel('Maximum Loan Amount').fill('1,500,000.00');
    await modal.getByLabel('Maximum Loan % (New)').fill('120');
    await modal.getByLabel('Maximum Loan % (Pre-Owned)').fill('75');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Percentage of Loan Amount must be between 1 and 100').waitFor();
    await screenshot(page, 'programs-new-program-error');

    await modal.getByLabel('Maximum Loan % (New)').fill('85');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Submitted Successfully');
    await page.getByRole('heading', { name: programName }).waitFor();
    expect(await breadcrumbText(page)).toBe('Program > Tier > Program Detail');
    await page.getByText('RM 1,500,000.00').waitFor();
    await page.getByRole('cell', { name: 'No Record Found' }).waitFor();
  });

  it('adds tiers in edit mode; overlapping bands are refused; Max Interest shows the maximum', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Program Name').waitFor();
    await fillTier(page, 0, ['Prime', '70', '100', 'Low', '3.5', '4.75', '5', '1,000,000']);
    // Naming the blank row opened another one.
    await page.getByLabel('Name of tier 2').waitFor();
    await fillTier(page, 1, ['Standard', '50', '80', 'Mid', '4.75', '6', '4', '600,000']);
    await page.getByLabel('Maximum Loan % (Pre-Owned)').fill('70');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Tier score ranges must not overlap' }).waitFor();

    await page.getByLabel('Max Score of tier 2').fill('69.99');
    await fillTier(page, 2, ['Watchlist', '30', '49.99', 'High', '6', '8.5', '3', '']);
    await screenshot(page, 'programs-detail-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Program updated successfully');

    const tiers = page.getByRole('table', { name: 'Tiers' });
    await expect.poll(() => rowsOf(tiers).count()).toBe(3);
    expect(await tiers.locator('thead th').allInnerTexts()).toEqual([
      'Name',
      'Min Score',
      'Max Score',
      'Risk Level',
      'Min Interest',
      'Max Interest',
      'Max Tenure',
      'Max Capped',
    ]);
    expect(await cellTexts(rowsOf(tiers).first())).toEqual([
      'Prime',
      '70',
      '100',
      'Low',
      '3.5%',
      '4.75%',
      '5 years',
      'RM 1,000,000.00',
    ]);
    expect(await cellTexts(rowsOf(tiers).nth(2))).toEqual([
      'Watchlist',
      '30',
      '49.99',
      'High',
      '6%',
      '8.5%',
      '3 years',
      'No cap',
    ]);
    await page.getByText('70%').first().waitFor();
    await screenshot(page, 'programs-detail-read');

    // Delete and undo a row, then Cancel: nothing changes.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete tier 3' }).click();
    await page.getByRole('button', { name: 'Undo delete of tier 3' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => rowsOf(tiers).count()).toBe(3);
  });

  it('adds factors and rebalances the weightages to exactly 100 in the Edit modal', async () => {
    await page.getByRole('button', { name: 'Factors' }).click();
    await page.waitForURL('**/factor');
    await page.getByRole('heading', { name: 'Factors' }).waitFor();
    expect(await breadcrumbText(page)).toBe('Program > Tier > Program Detail > Factors');
    expect(await page.locator('table thead th').allInnerTexts()).toEqual([
      'Factor',
      'Weightage',
      'Description',
    ]);
    await page.getByRole('cell', { name: 'No Record Found' }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Factors' });
    await modal.waitFor();
    await modal.getByLabel('Weightage', { exact: true }).fill('100');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Please enter new factor name').waitFor();
    await modal.getByText('Please enter new factor description').waitFor();
    await modal.getByText('Please select factor type').waitFor();
    await modal.getByLabel('Name', { exact: true }).fill('Years in Business');
    await modal.getByLabel('Description').fill('Years since incorporation with SSM');
    expect(await modal.getByRole('combobox', { name: 'Type' }).getAttribute('placeholder')).toBe(
      'Select Type',
    );
    await choose(page, modal.getByRole('combobox', { name: 'Type' }), 'Business Profile');
    expect(await modal.getByLabel('Total').inputValue()).toBe('100%');
    expect(await modal.getByLabel('Total').getAttribute('data-valid')).toBe('true');
    await modal.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Factor updated successfully');
    await page.getByRole('cell', { name: 'Years in Business' }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await modal.waitFor();
    await modal.getByLabel('Name', { exact: true }).fill('Gearing Ratio');
    await modal.getByLabel('Weightage', { exact: true }).fill('40');
    await modal.getByLabel('Description').fill('Total borrowings over shareholders funds');
    await choose(page, modal.getByRole('combobox', { name: 'Type' }), 'Financial Strength');
    await expect.poll(() => modal.getByLabel('Total').inputValue()).toBe('140%');
    expect(await modal.getByLabel('Total').getAttribute('data-valid')).toBe('false');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Total weightage must be exactly 100').waitFor();
    await screenshot(page, 'programs-factor-edit-modal-invalid');

    await modal.getByLabel('Weightage of Years in Business').fill('60');
    await expect.poll(() => modal.getByLabel('Total').inputValue()).toBe('100%');
    expect(await modal.getByLabel('Total').getAttribute('data-valid')).toBe('true');
    await screenshot(page, 'programs-factor-edit-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Factor updated successfully');
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => rowsOf(page.locator('table')).count()).toBe(2);
    expect(await cellTexts(page.getByRole('row', { name: /Gearing Ratio/ }))).toEqual([
      'Gearing Ratio',
      '40%',
      'Total borrowings over shareholders funds',
    ]);
    await screenshot(page, 'programs-factor-list');
  });

  it('adds attributes with scores 0..10 in the factor detail, and refuses to delete a weighted factor', async () => {
    await page.getByRole('cell', { name: 'Gearing Ratio' }).click();
    await page.getByRole('heading', { name: 'Gearing Ratio' }).waitFor();
    expect(await breadcrumbText(page)).toBe('Program > Tier > Program Detail > Factors > Factor Detail');
    await page.getByRole('cell', { name: 'No Record Found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Factor' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete Factor' }).waitFor();
    await page.getByLabel('Attribute 1', { exact: true }).fill('Below 1.0x');
    await page.getByLabel('Score of attribute 1').fill('10');
    await page.getByLabel('Attribute 2', { exact: true }).fill('1.0x to 2.0x');
    await page.getByLabel('Score of attribute 2').fill('7');
    await page.getByLabel('Attribute 3', { exact: true }).fill('Above 3.0x');
    await page.getByLabel('Score of attribute 3').fill('11');
    await page.getByLabel('Description of attribute 3').fill('Highly geared');
    await page.getByLabel('Attribute 4', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Score must be in the range of 0-10').waitFor();
    await screenshot(page, 'programs-factor-detail-edit');

    await page.getByLabel('Score of attribute 3').fill('1');
    await page.getByRole('button', { name: 'Delete attribute 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Factor updated successfully');
    const attributes = page.getByRole('table', { name: 'Attributes' });
    await expect.poll(() => rowsOf(attributes).count()).toBe(2);
    expect(await cellTexts(rowsOf(attributes).first())).toEqual(['Above 3.0x', '1', 'Highly geared']);
    expect(await cellTexts(rowsOf(attributes).nth(1))).toEqual(['Below 1.0x', '10', 'N/A']);
    await screenshot(page, 'programs-factor-detail-read');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete Factor' }).click();
    await toast(page, 'Weightage must be adjusted to 0 before deleting factor');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
  });

  it('refuses to delete a program in use, and keeps the name and attributes of a factor not flagged editable', async () => {
    await page.goto('/program/tier');
    await page.getByRole('cell', { name: 'Heavy Equipment Financing' }).click();
    await page.getByRole('heading', { name: 'Heavy Equipment Financing' }).waitFor();
    // The demo agreements were filed under this program: it cannot be deleted.
    await page.getByRole('button', { name: 'Delete Program' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm deletion' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Unable to delete program' })
      .waitFor();
    await page.waitForTimeout(500); // let the notification finish sliding in for the screenshot
    await screenshot(page, 'programs-delete-refused');
    await toast(page, 'Unable to delete program');
    await page.getByRole('button', { name: 'Factors' }).click();
    await page.getByRole('cell', { name: 'CTOS / CCRIS Conduct' }).click();
    await page.getByRole('heading', { name: 'CTOS / CCRIS Conduct' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByText('This factor is not flagged editable').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
    expect(await page.getByLabel('Attribute 1', { exact: true }).count()).toBe(0);
    expect(await rowsOf(page.getByRole('table', { name: 'Attributes' })).count()).toBe(4);
    await screenshot(page, 'programs-factor-detail-locked');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});
