import type { Page } from 'playwright-core';
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

// Demo cases of packages/db/src/seed/demo-approvals.ts.
const AT_OFFICER = 'Binaan Teguh Jaya Sdn Bhd';
const AT_MY_DIRECTOR = 'Tegas Earthworks & Civil Sdn Bhd';
const AT_CN_DIRECTOR = 'Logistik Utara Prima Sdn Bhd';

/** Opens Pending Approvals, finds the company's case and opens its wizard at the Approval step. */
async function openFromPending(page: Page, company: string): Promise<void> {
  await page.goto('/application/pending');
  await page.getByRole('heading', { name: 'Pending', exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Search' }).fill(company);
  await expect.poll(() => entriesSummary(page)).toBe('Showing 1 to 1 of 1 entries');
  await page.getByRole('row').filter({ hasText: company }).click();
  await page.waitForURL(/\/application\/pending\/\d+$/);
  await page.getByRole('table', { name: 'Approvers' }).waitFor();
  await settled(page);
}

/**
 * The last approval moves the wizard on to Agreements once the application is read again; only then does
 * going back to Approval stay there (a click before it would be on the step still open). Back on Approval, the
 * step shows what it last read while it reads the approvals again: its rows are read once no read is in flight
 * (the fourth row's badge, read before, could still say Pending on a loaded machine, and the poll gave up).
 */
async function backToApproval(page: Page): Promise<void> {
  const step = (n: number) => page.getByTestId(`wizard-step-${n}`);
  await expect.poll(() => step(7).getAttribute('aria-current'), { timeout: 30_000 }).toBe('step');
  await settled(page);
  await step(6).click();
  await expect.poll(() => step(6).getAttribute('aria-current'), { timeout: 30_000 }).toBe('step');
  await approvers(page).waitFor();
  await settled(page);
}

const approvers = (page: Page) => page.getByRole('table', { name: 'Approvers' });
const badgeOf = (page: Page, position: number) =>
  page.getByTestId(`approver-${position}`).getByRole('cell').nth(1);

describe('approvals: the chain, Pending Approvals and the Log (origination §2, §4)', () => {
  const browser = useBrowser();

  it('the four approvers sign in one after another; each sees the case and only their own buttons', async () => {
    const chain = [
      ['credit.officer', 'Tan Wei Ming'],
      ['head.operation', 'Muhammad Hafiz bin Abdullah'],
      ['my.director', "Dato' Lim Chee Keong"],
      ['cn.director', null],
    ] as const;
    for (const [index, [username]] of chain.entries()) {
      const position = index + 1;
      const { context, page } = await newPage(browser());
      await signIn(page, username);
      await openFromPending(page, AT_OFFICER);
      if (position === 1) {
        expect(await breadcrumbText(page)).toContain('Pending Application');
      }
      // Exactly one Approve and one Reject, on the user's own row.
      expect(await approvers(page).getByRole('button').allInnerTexts()).toEqual(['Approve', 'Reject']);
      await page.getByTestId(`approver-${position}`).getByRole('button', { name: 'Approve' }).waitFor();
      if (position === 2) await screenshot(page, 'approval-step-head-of-operation');
      await page.getByTestId(`approver-${position}`).getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve' });
      await dialog.getByRole('textbox', { name: 'Comment' }).fill(`Checked by position ${position}`);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Submitted Successfully').first().waitFor();
      if (position < 4) {
        await expect.poll(() => badgeOf(page, position).textContent()).toBe('Approved');
        expect(await approvers(page).getByRole('button').count()).toBe(0);
        await page
          .getByRole('cell', { name: `Approved by ${chain[index]?.[1]}` })
          .first()
          .waitFor();
      } else {
        // The fourth approval moves the application to Agreements.
        await backToApproval(page);
        await expect.poll(() => badgeOf(page, 4).textContent(), { timeout: 30_000 }).toBe('Approved');
        await screenshot(page, 'approval-step-all-approved');
      }
      // The case no longer waits for this user.
      await page.goto('/application/pending');
      await page.getByRole('textbox', { name: 'Search' }).fill(AT_OFFICER);
      await expect.poll(() => entriesSummary(page)).toBe('Showing 0 to 0 of 0 entries');
      await page.getByText('No Record Found').waitFor();
      await context.close();
    }
  });

  it('a director rejects with a reason; a Credit Officer re-attempts, back to Result', async () => {
    const director = await newPage(browser());
    await signIn(director.page, 'my.director');
    await openFromPending(director.page, AT_MY_DIRECTOR);
    const caseUrl = director.page.url();
    await director.page.getByTestId('approver-3').getByRole('button', { name: 'Reject' }).click();
    const dialog = director.page.getByRole('dialog', { name: 'Reason to reject' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please enter the reason to reject').waitFor();
    await screenshot(director.page, 'approval-reject-reason-required');
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Site survey report missing');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => badgeOf(director.page, 3).textContent()).toBe('Rejected');
    await director.page.getByRole('cell', { name: /Site survey report missing/ }).waitFor();
    expect(await approvers(director.page).getByRole('button').count()).toBe(0);
    await director.context.close();

    const officer = await newPage(browser());
    await signIn(officer.page, 'credit.officer');
    await officer.page.goto(new URL(caseUrl).pathname);
    await approvers(officer.page).waitFor();
    await screenshot(officer.page, 'approval-step-rejected');
    expect(await approvers(officer.page).getByRole('button').allInnerTexts()).toEqual(['Re-attempt']);
    await officer.page.getByTestId('approver-3').getByRole('button', { name: 'Re-attempt' }).click();
    await officer.page.getByText('Submitted Successfully').first().waitFor();
    // Back at Result (seq 5, unlocked): Approval no longer opens.
    await expect
      .poll(() => officer.page.getByTestId('wizard-step-6').getAttribute('data-openable'))
      .toBeNull();
    await expect
      .poll(() => officer.page.getByTestId('wizard-step-1').getAttribute('data-openable'))
      .toBe('true');
    await officer.context.close();
  });

  it('a Superadmin sees no pending cases of their own and By Passes a case', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'superadmin');
    await page.goto('/application/pending');
    await expect.poll(() => page.title()).toBe('Pending Approvals | Sewabeli');
    expect(await breadcrumbText(page)).toBe('Finance > Pending');
    await page.getByRole('combobox', { name: 'Search column' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All',
      'Hirer',
      'Progress',
      'Created Date',
    ]);
    await page.keyboard.press('Escape');
    await page.getByText('No Record Found').waitFor();
    await screenshot(page, 'pending-approvals-superadmin');

    await page.goto('/application');
    await page.getByRole('textbox', { name: 'Search' }).fill('Logistik Utara');
    // The company also has applications in progress at earlier steps (the wizard's demo): take the submitted one.
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to \d+ of \d+ entries$/);
    await page
      .getByRole('row')
      .filter({ hasText: AT_CN_DIRECTOR })
      .filter({ has: page.getByRole('cell', { name: 'Approval', exact: true }) })
      .click();
    await approvers(page).waitFor();
    await settled(page);
    expect(await approvers(page).getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'By Pass' }).click();
    await page.getByText('Submitted Successfully').first().waitFor();
    await backToApproval(page);
    await expect.poll(() => badgeOf(page, 4).textContent()).toBe('Approved (By Pass)');
    expect(await badgeOf(page, 1).textContent()).toBe('Approved');
    await context.close();
  });

  it('Pending Approvals lists a Head of Operation their cases, and the Log the completed ones', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'head.operation');
    await page.goto('/application/pending');
    await page.getByRole('row').filter({ hasText: 'Pengangkutan Sinar Timur Sdn Bhd' }).waitFor();
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to \d+ of \d+ entries$/);
    await screenshot(page, 'pending-approvals');

    await page.goto('/application/log');
    await page.getByRole('heading', { name: 'Log', exact: true }).waitFor();
    await page.getByText('All Completed Applications').waitFor();
    await expect.poll(() => page.title()).toBe('Log | Sewabeli');
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    expect(await page.getByRole('row').filter({ hasText: 'Completed' }).count()).toBe(10);
    await page.getByRole('combobox', { name: 'Search column' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All',
      'Hirer',
      'Progress',
      'Created Date',
    ]);
    await page.keyboard.press('Escape');
    await screenshot(page, 'application-log');
    await page.getByRole('textbox', { name: 'Search' }).fill('no company is called this');
    await page.getByText('No Record Found').waitFor();
    await expect.poll(() => entriesSummary(page)).toBe('Showing 0 to 0 of 0 entries');
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await expect.poll(() => entriesSummary(page)).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    await page.getByRole('row').filter({ hasText: 'Completed' }).first().click();
    await page.waitForURL(/\/application\/pending\/\d+$/);
    const applicationPath = new URL(page.url()).pathname;
    // Issue 29: a completed application leads to its agreements, and each agreement back to it.
    const links = page.getByTestId('completed-agreements');
    await links.getByRole('link', { name: 'Master record' }).first().click();
    await page.waitForURL(/\/application\/master\/profile\/\d+$/);
    await settled(page);
    expect(await page.locator(`a[href="${applicationPath}"]`).count()).toBeGreaterThan(0);
    await page.goBack();
    await links.getByRole('link', { name: 'Collection' }).first().click();
    await page.waitForURL(/\/application\/collection\/profile\/\d+$/);
    await context.close();
  });
});
