import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LegacyApplicant, openStep } from './support/applications';
import { artifactsDir, newPage, screenshot, settled, signIn, toast, useBrowser } from './support/browser';

// Origination §2 Score Card, SRC Report and Result, tried as a credit officer would on a seeded application that
// has reached the SRC Report (seq 4) or the Result (seq 5) and is not yet submitted.

describe('application assessment: score card, SRC report, result and submit', () => {
  const browser = useBrowser();
  let page: Page;
  let application: LegacyApplicant;
  let totalShown = '';

  beforeAll(async () => {
    ({ page } = await newPage(browser()));
    await signIn(page, 'credit.officer');
    const all = await page.evaluate(async () => {
      const response = await fetch('/api/applicant/all', { credentials: 'include' });
      return (await response.json()) as LegacyApplicant[];
    });
    const ready = all.find((row) => [4, 5].includes(row.Progress.seq) && row.lockStatus === 0);
    if (!ready) throw new Error('The demo seed holds no unsubmitted application at the SRC Report or Result');
    application = ready;
  });

  it('scores every factor: attributes by score, the live total and the re-derived tier', async () => {
    await page.goto(`/application/pending/${application.id}`);
    await page.getByRole('heading', { name: application.Hirer.name }).waitFor();
    const content = await openStep(page, 2, 'Score Card');
    await content.getByTestId('credit-bureau-status').waitFor();
    expect(['Pending', 'Completed', 'Failed']).toContain(
      await content.getByTestId('credit-bureau-status').textContent(),
    );
    const rows = content.getByRole('table', { name: 'Score card factors' }).locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    let expected = 0;
    for (let index = 0; index < count; index += 1) {
      const row = rows.nth(index);
      await row.getByRole('combobox', { name: /^Score of / }).click();
      const options = page.getByRole('option');
      const labels = await options.allInnerTexts();
      // 'score name', sorted by score.
      const scores = labels.map((label) => Number(label.split(' ')[0]));
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
      // Clicking the option already chosen would clear it (the select allows that): leave it as it is.
      if ((await options.last().getAttribute('aria-selected')) === 'true')
        await page.keyboard.press('Escape');
      else await options.last().click();
      const weight = Number((await row.locator('td').last().innerText()).replace('%', ''));
      expected += ((scores.at(-1) ?? 0) * weight) / 10;
    }
    // decisions §4: the sum of score x 10 x weight %, live, to 2 decimals.
    const shown = `Total Factor Score: ${expected.toFixed(2)}%`;
    await expect.poll(() => content.getByTestId('total-score').innerText()).toBe(shown);
    await content
      .getByRole('textbox', { name: /^Remark on / })
      .first()
      .fill('Checked against the CTOS report');
    await screenshot(page, 'assessment-score-card');
    await content.getByRole('button', { name: 'Save' }).click();
    totalShown = shown;
    await toast(page, 'Saved Successfully');
    // Saving moves the wizard on to the Product step; back on the score card the derived tier is shown.
    await content.getByRole('heading', { name: 'Score Card', exact: true }).waitFor({ state: 'detached' });
    const again = await openStep(page, 2, 'Score Card');
    await expect.poll(() => again.getByTestId('score-tier').innerText()).toMatch(/^Tier: .+ \(\w+ risk\)$/);
    expect(await again.getByTestId('total-score').innerText()).toBe(shown);
  });

  it("fills the SRC report: criteria, the credit-bureau remark, financial year, ageing and recommendations ('Value is empty')", async () => {
    const content = await openStep(page, 4, 'SRC Report');
    const status = content.getByRole('combobox', { name: /^Status of / }).first();
    await status.click();
    await page.getByRole('option', { name: 'N', exact: true }).click();
    const paste = content.getByRole('button', { name: /^Paste the credit-bureau remark into / }).first();
    const remark = content.getByRole('textbox', { name: /^Remark on / }).first();
    if (await paste.isEnabled()) {
      await paste.click();
      expect(await remark.inputValue()).toMatch(/^CTOS:/);
    } else {
      await remark.fill('No credit-bureau remark on file');
    }

    await content.getByRole('textbox', { name: 'Financial year', exact: true }).fill('2022');
    await content.getByRole('button', { name: 'Add Year' }).click();
    await content.getByLabel('Turnover 2022').fill('3500000');
    await content.getByLabel('Profit Before Tax 2022').fill('-12500.50');
    await content.getByLabel('Current Ratio 2022').fill('1.25');
    await content.getByLabel('Financial year end 2022').fill('31-12-2022');

    await content.getByLabel('Debtors ageing: Current Month').fill('300000');
    await content.getByLabel('Debtors ageing: 1 Month').fill('100000');
    await content.getByLabel('Debtors ageing: 2 Months').fill('0');
    await content.getByLabel('Debtors ageing: 3 Months').fill('0');
    await content.getByLabel('Debtors ageing: 4 Months').fill('0');
    await content.getByLabel('Debtors ageing: 5 Months and above').fill('100000');
    const debtors = content.getByRole('table', { name: 'Debtors ageing' });
    const total = debtors.getByRole('row').filter({ hasText: 'Total' });
    await expect.poll(() => total.innerText()).toMatch(/RM 500,000\.00\s+500\.00\s+100\.00%/);
    const current = debtors.getByRole('row').filter({ hasText: 'Current Month' });
    expect(await current.innerText()).toMatch(/300\.00\s+60\.00%/);
    await content.getByLabel('Debtors ageing comment').fill('Most debtors within 30 days');

    // Credit information: the months a statement gave are corrected, a month added, one removed.
    const creditInfo = content.getByRole('table', { name: 'Credit information' });
    const monthLabels = await creditInfo.locator('tbody th').allInnerTexts();
    expect(monthLabels.length).toBeGreaterThanOrEqual(2);
    const [corrected = '', removed = ''] = monthLabels;
    const monthInput = content.getByRole('textbox', { name: 'Month (MM-YYYY)' });
    const addMonth = content.getByRole('button', { name: 'Add Month' });
    await monthInput.fill(corrected);
    await addMonth.click();
    await content.getByText('This month is already in the credit information').waitFor();
    await monthInput.fill('13-2021');
    await monthInput.press('Enter');
    await content.getByText('Please enter the month as MM-YYYY').waitFor();
    await monthInput.fill('11-2021');
    await monthInput.press('Enter');
    await content.getByLabel('Withdrawal 11-2021').fill('1500.25');
    await content.getByLabel('Deposit 11-2021').fill('2750');
    await content.getByLabel(`Deposit ${corrected}`).fill('123456.78');
    await content.getByRole('button', { name: `Remove ${removed}` }).click();
    await creditInfo.getByRole('rowheader', { name: removed }).waitFor({ state: 'detached' });
    // Month order: the added month comes first.
    expect((await creditInfo.locator('tbody th').allInnerTexts())[0]).toBe('11-2021');
    await content
      .getByLabel('Credit information comment')
      .fill('Inflows steady; one month corrected by hand');
    // The heading just below the sticky top bar, for the screenshot.
    await content.getByRole('heading', { name: 'Credit Information', exact: true }).evaluate((heading) => {
      heading.scrollIntoView();
      window.scrollBy(0, -80);
    });
    await screenshot(page, 'assessment-src-credit-information');

    const list = content.getByRole('list', { name: 'Rationales and recommendations' });
    const before = (await list.count()) > 0 ? await list.getByRole('listitem').count() : 0;
    await content.getByRole('button', { name: 'Add', exact: true }).click();
    await content.getByText('Value is empty').waitFor();
    await content.getByLabel('New recommendation').fill('Approve with the directors as joint guarantors');
    await content.getByRole('button', { name: 'Add', exact: true }).click();
    await list.getByText('Approve with the directors as joint guarantors').waitFor();
    const n = before + 1;
    await content.getByRole('button', { name: `Edit recommendation ${n}` }).click();
    await content.getByLabel('Edit the recommendation').fill('');
    await content.getByRole('button', { name: 'Save the recommendation' }).click();
    await content.getByText('Value is empty').waitFor();
    await content
      .getByLabel('Edit the recommendation')
      .fill('Approve at the tier rate, directors as guarantors');
    await content.getByRole('button', { name: 'Save the recommendation' }).click();
    await list.getByText('Approve at the tier rate, directors as guarantors').waitFor();
    await content.getByLabel('New recommendation').fill('Temporary note');
    await content.getByRole('button', { name: 'Add', exact: true }).click();
    await list.getByText('Temporary note').waitFor();
    await content.getByRole('button', { name: `Remove recommendation ${n + 1}` }).click();
    await list.getByText('Temporary note').waitFor({ state: 'detached' });
    await screenshot(page, 'assessment-src-report');

    await content.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved Successfully');
    const wireMonth = (label: string) => `${label.slice(3)}-${label.slice(0, 2)}`;
    const stored = (await (
      await page.request.get(`/api/applicantDocument/credit_info/${application.id}`)
    ).json()) as { month: string; withdrawal: number; deposit: number }[];
    expect(stored).toContainEqual(
      expect.objectContaining({ month: '2021-11', withdrawal: 1500.25, deposit: 2750 }),
    );
    expect(stored).toContainEqual(
      expect.objectContaining({ month: wireMonth(corrected), deposit: 123456.78 }),
    );
    expect(stored.map((row) => row.month)).not.toContain(wireMonth(removed));
    // SRC Report done: the wizard opens the Result.
    await page
      .getByTestId('wizard-step-content')
      .getByRole('heading', { name: 'Result', exact: true })
      .waitFor();
  });

  it('shows the result and submits only with the mandatory checklist; then the application is locked', async () => {
    const content = page.getByTestId('wizard-step-content');
    await settled(page);
    for (const section of [
      'Facility Information',
      'Score Card',
      'Reference Check',
      'Recommendations',
      'Credit Information',
      'Financial Analysis',
      'Document Checklist',
      'Uploaded Documents',
    ]) {
      await content.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    expect(await content.getByTestId('result-total-score').innerText()).toBe(totalShown);
    await content
      .getByRole('table', { name: 'Credit information' })
      .getByRole('row', { name: /11-2021/ })
      .waitFor();
    await content.getByText('Approve at the tier rate, directors as guarantors').waitFor();
    const years = content.getByRole('table', { name: 'Financial analysis summary' });
    await expect.poll(() => years.innerText()).toMatch(/2022\s+RM 3,500,000\.00\s+-?RM -?12,500\.50/);
    await screenshot(page, 'assessment-result');

    await content.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Mandatory checklist is not completed!');
    for (const item of [
      'CTOS reports (company and directors) *',
      'NRIC of directors and guarantors *',
      'Bank statements (latest 6 months) *',
      'Form D / business registration *',
    ]) {
      await content.getByRole('checkbox', { name: item }).check();
    }
    await content.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Submitted Successfully');
    // Submitted: approval phase, steps 1-4 no longer open.
    await expect.poll(() => page.getByTestId('wizard-step-2').getAttribute('data-openable')).toBeNull();
    await page.reload();
    await settled(page);
    await page.getByText(/locked: steps 1 to 4 are read-only/).waitFor();
    expect(await page.getByTestId('wizard-step-4').getAttribute('data-openable')).toBeNull();
    await page.getByTestId('wizard-step-5').click();
    await content.getByText('Submitted for approval').waitFor();
    expect(await content.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await screenshot(page, 'assessment-submitted');
  });

  it('the Approval step links the SRC risk report Submit wrote: a PDF for signed-in staff only (issue 26)', async () => {
    const content = await openStep(page, 6, 'Approval');
    const link = content.getByRole('link', { name: 'Download the risk report file (PDF)' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/files\/\d+$/);
    await content.getByText(/^\(version 1, submitted \d{2}-\d{2}-\d{4} \d{2}:\d{2}\)$/).waitFor();
    await screenshot(page, 'approval-step-risk-report');

    // Taken from the step as a person would: the PDF arrives as a download (stored files are attachments).
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

    const response = await page.request.get(href as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync(path.join(artifactsDir, 'src-report.pdf'), body);
    // The legacy shape carries the same link.
    const legacy = (await (await page.request.get(`/api/applicant/details/${application.id}`)).json()) as {
      src_url: string | null;
    };
    expect(legacy.src_url).toBe(href);

    // Signed out, the file is refused.
    const { context: anonymous, page: stranger } = await newPage(browser());
    const refused = await stranger.request.get(href as string);
    expect(refused.status()).toBe(401);
    await anonymous.close();
  });
});
