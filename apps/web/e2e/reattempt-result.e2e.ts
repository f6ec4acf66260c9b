import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applicationAtResult } from './support/application-at-result';
import { openStep } from './support/applications';
import { newPage, screenshot, settled, signIn, toast, useBrowser } from './support/browser';
import { TEST_PDF } from './support/files';

// Issue 29: after saving Basic Information in a re-attempt, the Result step listed the documents without the new
// file until a reload. The journey submits a demo application, rejects it at the Credit Officer's own position,
// re-attempts it, adds a document and goes back to Result without reloading: the new file is listed there.
// The application is its own, made at the Result over the legacy calls: no other journey can have submitted it.

const PURPOSE = 'Backhoe loaders for the Johor rental yard';
const NEW_FILE = 'johor-yard-site-survey.pdf';
const MANDATORY_CHECKLIST = [
  'CTOS reports (company and directors) *',
  'NRIC of directors and guarantors *',
  'Bank statements (latest 6 months) *',
  'Form D / business registration *',
];

const uploadedDocuments = (content: Locator) => content.getByRole('table', { name: 'Uploaded documents' });

describe('re-attempt: the Result step lists what Basic Information saved (issue 29)', () => {
  const browser = useBrowser();

  it('a document added after a re-attempt is on the Result at once, without a reload', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    const application = await applicationAtResult(page, PURPOSE);
    await page.goto(`/application/pending/${application.id}`);
    await page.getByRole('heading', { name: application.company }).waitFor();
    const content = page.getByTestId('wizard-step-content');

    // Submitted, then rejected at the Credit Officer's own position (the first).
    await content.getByRole('heading', { name: 'Result', exact: true }).waitFor();
    await settled(page);
    for (const item of MANDATORY_CHECKLIST) await content.getByRole('checkbox', { name: item }).check();
    await content.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Submitted Successfully');
    const approvers = content.getByRole('table', { name: 'Approvers' });
    await approvers.waitFor();
    await settled(page);
    await page.getByTestId('approver-1').getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reason to reject' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Site survey of the Johor yard missing');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Submitted Successfully');

    // The re-attempt reopens the Result, which lists the documents as they are: not the survey yet.
    await page.getByTestId('approver-1').getByRole('button', { name: 'Re-attempt' }).click();
    await toast(page, 'Submitted Successfully');
    await content.getByRole('heading', { name: 'Result', exact: true }).waitFor();
    await settled(page);
    await uploadedDocuments(content).getByRole('link').first().waitFor();
    expect(await uploadedDocuments(content).getByRole('link', { name: NEW_FILE }).count()).toBe(0);

    // Basic Information: the survey under Other, saved; the wizard moves on to the Score Card.
    const documents = await openStep(page, 1, 'Documents');
    const chooser = page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: 'Upload Other', exact: true }).click();
    await (await chooser).setFiles({ name: NEW_FILE, mimeType: 'application/pdf', buffer: TEST_PDF });
    await documents.getByRole('link', { name: NEW_FILE }).waitFor();
    await documents.getByRole('button', { name: 'Save' }).click();
    await content.getByRole('heading', { name: 'Score Card', exact: true }).waitFor();

    // Back to Result in the same page: the survey is listed, under its type.
    const result = await openStep(page, 5, 'Result');
    const row = uploadedDocuments(result).getByRole('row').filter({ hasText: NEW_FILE });
    await row.getByRole('link', { name: NEW_FILE }).waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('Other');
    await uploadedDocuments(result).scrollIntoViewIfNeeded();
    await screenshot(page, 'reattempt-result-new-document');

    // And after a reload, as stored.
    await page.reload();
    await settled(page);
    await content.getByRole('heading', { name: 'Result', exact: true }).waitFor();
    await uploadedDocuments(content).getByRole('link', { name: NEW_FILE }).waitFor();
    expect(await uploadedDocuments(content).getByRole('link', { name: NEW_FILE }).count()).toBe(1);
    await context.close();
  });
});
