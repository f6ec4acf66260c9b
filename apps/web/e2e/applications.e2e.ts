import { describe, expect, it } from 'vitest';
import {
  breadcrumbText,
  chooseOption,
  entriesSummary,
  newPage,
  screenshot,
  settled,
  signIn,
  useBrowser,
} from './support/browser';

const COMPANY = 'Kuari Bukit Beruntung Sdn Bhd';
const PROGRAM = 'Heavy Equipment Financing';

describe('applications: the list and the wizard (origination §2)', () => {
  const browser = useBrowser();

  it('a credit officer creates an application, finds it in the list and deletes it', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto('/application');
    await page.getByRole('heading', { name: 'Application', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Application | Sewabeli');
    expect(await breadcrumbText(page)).toBe('Finance > Application');
    await page.getByRole('combobox', { name: 'Search column' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All',
      'Hirer',
      'Progress',
      'Created Date',
    ]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create New' }).click();
    await page.waitForURL('**/application/new');
    await settled(page);
    await expect.poll(() => page.title()).toBe('New Application | Sewabeli');
    // Seven steps in the header; a new application opens only Basic Information.
    for (const [step, label] of [
      [1, 'Basic Information'],
      [2, 'Score Card'],
      [3, 'Product'],
      [4, 'SRC Report'],
      [5, 'Result'],
      [6, 'Approval'],
      [7, 'Agreements'],
    ] as const) {
      const header = page.getByTestId(`wizard-step-${step}`);
      await header.getByText(label, { exact: true }).waitFor();
      expect(await header.getAttribute('data-openable')).toBe(step === 1 ? 'true' : null);
    }
    const content = page.getByTestId('wizard-step-content');
    await chooseOption(page, content, 'Hirer', COMPANY, 'Kuari');
    await chooseOption(page, content, 'Financial Program', PROGRAM);
    await screenshot(page, 'application-new');
    await content.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/application\/pending\/\d+$/);
    await page.getByRole('heading', { name: COMPANY }).waitFor();
    await settled(page);

    await page.goto('/application');
    await page.getByRole('textbox', { name: 'Search' }).fill('Kuari Bukit');
    await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
    const row = page.getByRole('row').filter({ hasText: COMPANY });
    await row.getByRole('cell', { name: 'Basic Information' }).waitFor();
    await screenshot(page, 'application-list');
    await row.getByRole('button', { name: `Delete the application of ${COMPANY}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await confirm.getByText('Are you sure you want to delete this ?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Successfully').first().waitFor();
    await expect.poll(() => entriesSummary(page)).toBe('Showing 0 to 0 of 0 entries');
    await context.close();
  });
});
