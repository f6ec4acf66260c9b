import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
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
import { filesOnDisk, TEST_PDF, TEST_PNG } from './support/files';

const COMPANY = 'Kuari Bukit Beruntung Sdn Bhd';
const PROGRAM = 'Heavy Equipment Financing';
const LOCKED_PURPOSE = 'A tracked paver for the Kuantan bypass';

/** Files as an officer would pick them: real PDF and PNG content, and a text file dressed up as a PDF. */
const file = filesOnDisk('files');
const files = {
  companyReport: file('ctos-company.pdf', TEST_PDF),
  individualReports: file('ctos-directors.pdf', TEST_PDF),
  registry: file('ssm-profile.pdf', TEST_PDF),
  bankStatement: file('bank-statement-2026.pdf', TEST_PDF),
  other: file('site-photo.png', TEST_PNG),
  identityCard: file('ic-front.png', TEST_PNG),
  fake: file('not-really.pdf', Buffer.from('<html><body>a web page, not a report</body></html>')),
};

async function pick(page: Page, button: Locator, target: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(target);
}

const message = (scope: Locator, testId: string) => scope.getByTestId(testId);

async function next(content: Locator) {
  await content.getByRole('button', { name: /^(Next|Save)$/ }).click();
}

describe('applications: the list, the wizard and Basic Information (origination §2, §4, §5)', () => {
  const browser = useBrowser();

  it('a credit officer creates an application for a seeded company, refused with each Basic Information message first', async () => {
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
    // The demo's applications in progress (two at each of steps 1-5, the approval cases and the approved one
    // waiting for its signed agreements; other journeys complete or add some), 10 a page.
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to 10 of 1\d entries$/);
    await page.getByRole('button', { name: 'Page 2' }).waitFor();
    await screenshot(page, 'application-list');

    await page.getByRole('button', { name: 'Create New' }).click();
    await page.waitForURL('**/application/new');
    await settled(page);
    await expect.poll(() => page.title()).toBe('New Application | Sewabeli');
    expect(await breadcrumbText(page)).toBe('Finance > Application > New Application');
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
    await content.getByText('No Contacts').first().waitFor();
    const saveMessage = message(content, 'basic-information-message');

    await next(content);
    await saveMessage.getByText('Please select company').waitFor();
    await chooseOption(page, content, 'Hirer', COMPANY, 'Kuari');
    await next(content);
    await saveMessage.getByText('Please select financial program').waitFor();
    await chooseOption(page, content, 'Financial Program', PROGRAM);
    await content
      .getByRole('textbox', { name: 'Subject' })
      .fill('A 30-tonne excavator for the new quarry face');
    await next(content);
    await saveMessage.getByText('Files are missing!').waitFor();
    await screenshot(page, 'application-basic-information-files-missing');

    // Documents: one upload per type, checked by content on the server.
    await pick(page, content.getByRole('button', { name: 'Upload CTOS Company Report' }), files.fake);
    await page.getByText('Only pdf, png, jpeg, webp, xlsx and csv files are accepted').first().waitFor();
    const uploads: [string, string][] = [
      ['CTOS Company Report', files.companyReport],
      ['CTOS Individual Reports', files.individualReports],
      ['SSM Company Profile', files.registry],
      ['Bank Account Statement', files.bankStatement],
      ['Other', files.other],
    ];
    for (const [type, target] of uploads) {
      await pick(page, content.getByRole('button', { name: `Upload ${type}`, exact: true }), target);
      await content.getByRole('link', { name: path.basename(target) }).waitFor();
    }
    // The extra one goes again before saving.
    await content.getByRole('button', { name: 'Delete site-photo.png' }).click();
    await content.getByRole('link', { name: 'site-photo.png' }).waitFor({ state: 'detached' });
    await next(content);
    await saveMessage.getByText('Please add at least 1 guarantor').waitFor();

    // Guarantor: the §5 refusal, then a new directorship through 'Create New' with its own messages.
    await content.getByRole('button', { name: 'Add Guarantor' }).click();
    await message(content, 'guarantor-message')
      .getByText(
        'Contact, Identification Card and Identification Card Number are required and cannot be duplicated',
      )
      .waitFor();
    await content
      .getByRole('region', { name: 'Related Guarantors' })
      .getByRole('button', { name: 'Create New' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Directorship' });
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Name' }).fill('Wong Mei Ling');
    await modal.getByRole('textbox', { name: 'Identity No' }).fill('760505-08-5544');
    await modal.getByRole('textbox', { name: 'Email (Optional)' }).fill('wong.meiling@');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Email is not valid').first().waitFor();
    await modal.getByRole('textbox', { name: 'Email (Optional)' }).fill('wong.meiling@kuari.com.my');
    await modal.getByRole('textbox', { name: 'Phone (Optional)' }).fill('12');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Phone number is not valid').first().waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'application-directorship-phone-invalid');
    await modal.getByRole('textbox', { name: 'Phone (Optional)' }).fill('012-7788990');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.waitFor({ state: 'hidden' });

    await chooseOption(page, content, 'Guarantor Contact', 'Wong Mei Ling');
    expect(
      await content.getByRole('textbox', { name: 'Guarantor Identification Card Number' }).inputValue(),
    ).toBe('760505-08-5544');
    await content.getByRole('button', { name: 'Add Guarantor' }).click();
    await message(content, 'guarantor-message')
      .getByText(/Identification Card and/)
      .waitFor();
    await pick(page, content.getByRole('button', { name: 'Identification Card' }), files.identityCard);
    await content.getByRole('button', { name: 'ic-front.png' }).waitFor();
    await content.getByRole('button', { name: 'Add Guarantor' }).click();
    const guarantors = content.getByRole('table', { name: 'Related Guarantors' });
    await guarantors.getByRole('cell', { name: 'Wong Mei Ling', exact: true }).waitFor();
    await expect.poll(() => message(content, 'guarantor-message').count()).toBe(0);
    // The same person twice is refused.
    await chooseOption(page, content, 'Guarantor Contact', 'Wong Mei Ling');
    await pick(page, content.getByRole('button', { name: 'Identification Card' }), files.identityCard);
    await content.getByRole('button', { name: 'ic-front.png' }).waitFor();
    await content.getByRole('button', { name: 'Add Guarantor' }).click();
    await message(content, 'guarantor-message')
      .getByText(/cannot be duplicated/)
      .waitFor();

    await next(content);
    await saveMessage.getByText('Please add at least 1 witness').waitFor();

    // Witness: contact and identity number required, no duplicate.
    await chooseOption(page, content, 'Witness Contact', 'Wong Mei Ling');
    await content.getByRole('textbox', { name: 'Witness Identification Card Number' }).fill('');
    await content.getByRole('button', { name: 'Add Witness' }).click();
    await message(content, 'witness-message')
      .getByText('Contact and Identification Card Number are required and cannot be duplicated')
      .waitFor();
    await content.getByRole('textbox', { name: 'Witness Identification Card Number' }).fill('760505-08-5544');
    await content.getByRole('textbox', { name: 'Designation' }).fill('Director');
    await content.getByRole('button', { name: 'Add Witness' }).click();
    const witnesses = content.getByRole('table', { name: 'Related Witness' });
    await witnesses.getByRole('cell', { name: 'Director', exact: true }).waitFor();
    await chooseOption(page, content, 'Witness Contact', 'Wong Mei Ling');
    await content.getByRole('button', { name: 'Add Witness' }).click();
    await message(content, 'witness-message')
      .getByText(/cannot be duplicated/)
      .waitFor();
    await screenshot(page, 'application-basic-information-filled');

    // Next: the application is created and the wizard reloads it at Score Card.
    await next(content);
    await page.waitForURL(/\/application\/pending\/\d+$/);
    await page.getByRole('heading', { name: COMPANY }).waitFor();
    await settled(page);
    await page.getByText('Score Card', { exact: true }).first().waitFor();
    for (const step of [1, 2])
      expect(await page.getByTestId(`wizard-step-${step}`).getAttribute('data-openable')).toBe('true');
    expect(await page.getByTestId('wizard-step-3').getAttribute('data-openable')).toBeNull();
    await screenshot(page, 'application-after-basic-information');

    // Back to Basic Information: what was saved, with links; leaving with unsaved edits asks first.
    await page.getByTestId('wizard-step-1').click();
    await content.getByRole('link', { name: 'ctos-company.pdf' }).waitFor();
    await guarantors.getByRole('cell', { name: 'Wong Mei Ling', exact: true }).waitFor();
    await content.getByRole('textbox', { name: 'Subject' }).fill('Changed my mind');
    await page.getByTestId('wizard-step-2').click();
    const discard = page.getByRole('dialog', { name: 'Unsaved changes' });
    await discard.getByText('This step has changes that are not saved. Leave and discard them?').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'application-unsaved-changes');
    await discard.getByRole('button', { name: 'Stay' }).click();
    expect(await content.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Changed my mind');
    // Removing a mandatory file without a replacement is refused by the same rule.
    await content.getByRole('button', { name: 'Delete ctos-company.pdf' }).click();
    await next(content);
    await saveMessage.getByText('Files are missing!').waitFor();
    await page.getByRole('link', { name: 'Application', exact: true }).first().click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL('**/application');

    // In the list at Score Card; deleted before submission with the spec's confirmation.
    await page.getByRole('textbox', { name: 'Search' }).fill('Kuari Bukit');
    await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
    const row = page.getByRole('row').filter({ hasText: COMPANY });
    await row.getByRole('cell', { name: 'Score Card', exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete the application of ${COMPANY}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await confirm.getByText('Are you sure you want to delete this ?').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'application-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Successfully').first().waitFor();
    await expect.poll(() => entriesSummary(page)).toBe('Showing 0 to 0 of 0 entries');
    await context.close();
  });

  it('a submitted application is locked: steps 1-4 closed, edits refused by the server, delete refused', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    await page.goto('/application');
    await page.getByRole('combobox', { name: 'Search column' }).click();
    await page.getByRole('option', { name: 'Progress', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill('Approval');
    // The demo's submitted cases: the wizard's and those waiting at the approval positions (how many depends on
    // what the approval journey, sharing this server, has decided already).
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to [1-6] of [1-6] entries$/);
    const row = page.getByRole('row').filter({ hasText: 'Tegas Earthworks' }).first();
    await row.getByRole('button', { name: /Delete the application/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirm deletion' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('This application has been submitted and cannot be deleted').first().waitFor();
    await row.getByRole('cell', { name: 'Approval', exact: true }).click();
    await page.waitForURL(/\/application\/pending\/\d+$/);
    await settled(page);
    const id = Number(page.url().split('/').pop());
    await page.getByText('locked: steps 1 to 4 are read-only').waitFor();
    for (const step of [1, 2, 3, 4, 7])
      expect(await page.getByTestId(`wizard-step-${step}`).getAttribute('data-openable')).toBeNull();
    for (const step of [5, 6])
      expect(await page.getByTestId(`wizard-step-${step}`).getAttribute('data-openable')).toBe('true');
    await page.getByRole('table', { name: 'Approvers' }).waitFor();
    await screenshot(page, 'application-locked');
    // The server refuses a change sent anyway (the session cookie is the officer's).
    const answer = await page.request.post('/trpc/application.basicInformation.save', {
      data: { json: { id, hirerId: 1, financialProgramId: 1, purpose: LOCKED_PURPOSE } },
    });
    expect(answer.status()).toBe(409);
    expect(JSON.stringify(await answer.json())).toContain(
      'This application has been submitted and is locked',
    );
    await context.close();
  });

  it('Staff may read an application but not create one', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'staff');
    await page.goto('/application');
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to 10 of 1\d entries$/);
    expect(await page.getByRole('button', { name: 'Create New' }).isDisabled()).toBe(true);
    await page.getByRole('row').filter({ hasText: 'Pengangkutan Sinar Timur' }).first().click();
    await page.waitForURL(/\/application\/pending\/\d+$/);
    await settled(page);
    await page.getByTestId('wizard-step-1').click();
    const content = page.getByTestId('wizard-step-content');
    await content.getByRole('table', { name: 'Related Guarantors' }).waitFor();
    expect(await content.getByRole('button', { name: /^(Next|Save)$/ }).count()).toBe(0);
    await screenshot(page, 'application-read-only');
    await context.close();
  });
});
