import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, newPage, screenshot, settled, signIn, toast, useBrowser } from './support/browser';
import { openCollection, poll } from './support/collections';
import { filesOnDisk, TEST_PNG } from './support/files';

// Issue 32, tried as a new user would: the collections officer opens a recovery case, records the repossession
// with photos (the Fifth Schedule notice is generated), the valuation and a disposal whose confirmation states the
// shortfall, and asks for it to be written off; two Superadmins approve it on the Write-offs screen; the agreement
// owes nothing, the case is closed, the Overview shows the figures and the master record says the asset was sold.
// SB/HP/2025/0904 (the rescheduled demo agreement) is changed by no other journey.

const HP_NO = 'SB/HP/2025/0904';
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function recoveryStep(page: Page, button: string, dialog: string) {
  const section = page.getByTestId('recovery-section');
  await section.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: dialog });
}

async function approve(page: Page, effect: RegExp) {
  await page.goto('/application/collection/write-offs');
  await page.getByRole('heading', { name: 'Write-offs' }).waitFor();
  const row = page.getByTestId('write-off-list').locator('tbody tr').filter({ hasText: HP_NO });
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve the write-off?' });
  await confirm.getByTestId('money-effect').filter({ hasText: effect }).waitFor();
  return confirm;
}

describe('issue 32: recovery of a repossessed asset, written off with four eyes', () => {
  const browser = useBrowser();

  it('runs a case from notice to closed and writes the shortfall off with two Superadmins', async () => {
    const officer = await newPage(browser());
    const page = officer.page;
    await signIn(page, 'collection.officer');
    await openCollection(page, HP_NO);
    const profileUrl = page.url();
    const agreementId = profileUrl.split('/').pop();
    const section = page.getByTestId('recovery-section');
    await section.scrollIntoViewIfNeeded();

    // Open the case: the notice of intention to repossess was served today.
    let modal = await recoveryStep(page, 'Open recovery case', 'Open recovery case');
    await modal.getByRole('button', { name: 'Open case' }).click();
    await toast(page, 'Recovery case opened');
    await poll(() => section.getByTestId('recovery-stage').textContent()).toBe('Notice served');

    // The repossession with two photos picked from disk.
    modal = await recoveryStep(page, 'Record repossession', 'Record repossession');
    await modal.getByRole('textbox', { name: 'Repossession agent' }).fill('Ejen Tarik Maju Sdn Bhd');
    await modal.getByRole('textbox', { name: 'Yard' }).fill('Yard Shah Alam');
    await modal.getByRole('textbox', { name: 'Condition' }).fill('Working; paint worn, one track damaged');
    const onDisk = filesOnDisk('recovery');
    await modal
      .getByTestId('recovery-photos')
      .setInputFiles([onDisk('front.png', TEST_PNG), onDisk('side.png', TEST_PNG)]);
    await poll(() => modal.getByTestId('recovery-photo-count').textContent()).toContain('2 photos');
    await screenshot(page, 'recovery-repossession-form');
    await modal.getByRole('button', { name: 'Record repossession' }).click();
    await toast(page, 'Repossession recorded');
    await poll(() => section.getByTestId('recovery-stage').textContent()).toBe('Repossessed');
    await poll(() => section.getByTestId('asset-state').textContent()).toBe('Asset: In yard');
    await section.getByRole('img', { name: 'Repossession photo 2' }).waitFor();

    // The Fifth Schedule notice: a PDF, kept where the screens read it.
    const noticeUrl = await section.getByTestId('fifth-schedule-notice').getAttribute('href');
    const notice = await page.request.get(noticeUrl ?? '');
    expect(notice.status()).toBe(200);
    expect(notice.headers()['content-type']).toContain('application/pdf');
    const pdf = await notice.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync(path.join(artifactsDir, 'recovery-fifth-schedule-notice.pdf'), pdf);

    // Valuation, then the disposal: the confirmation states the shortfall before anything is written.
    modal = await recoveryStep(page, 'Record valuation', 'Record valuation');
    await modal.getByRole('textbox', { name: 'Valuer' }).fill('Penilai Jentera Sdn Bhd');
    await modal.getByRole('textbox', { name: 'Valuation (RM)' }).fill('150,000.00');
    await modal.getByRole('button', { name: 'Record valuation' }).click();
    await toast(page, 'Valuation recorded');
    await poll(() => section.getByTestId('recovery-stage').textContent()).toBe('Valued');

    const outstanding = sen((await section.getByTestId('recovery-outstanding').textContent()) ?? '');
    modal = await recoveryStep(page, 'Record disposal', 'Record disposal');
    await modal.getByRole('textbox', { name: 'Buyer' }).fill('Jentera Terpakai Sdn Bhd');
    await modal.getByRole('textbox', { name: 'Sale price (RM)' }).fill('140,000.00');
    await modal.getByRole('textbox', { name: 'Recovery costs (RM)' }).fill('3,500.00');
    await modal.getByRole('button', { name: 'Record disposal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Record the disposal?' });
    const shortfall = outstanding + 350_000 - 14_000_000;
    expect(shortfall).toBeGreaterThan(0);
    const shortfallText = `RM ${(shortfall / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`;
    await confirm
      .getByTestId('money-effect')
      .filter({ hasText: `Shortfall ${shortfallText} stays owed` })
      .waitFor();
    await screenshot(page, 'recovery-disposal-confirmation');
    await confirm.getByRole('button', { name: 'Record disposal' }).click();
    await toast(page, 'Disposal recorded');
    await poll(() => section.getByTestId('recovery-stage').textContent()).toBe('Disposed');
    await poll(() => section.getByTestId('recovery-outstanding').textContent()).toBe(shortfallText);
    await poll(() => section.getByTestId('asset-state').textContent()).toBe('Asset: Sold');

    modal = await recoveryStep(page, 'Request write-off', 'Request write-off');
    await modal.getByRole('textbox', { name: 'Reason' }).fill('Hirer wound up; nothing left to claim');
    await modal.getByRole('button', { name: 'Request write-off' }).click();
    await toast(page, 'Write-off requested');
    await poll(() => section.getByTestId('write-off-requests').textContent()).toContain('0 of 2 approvals');
    await screenshot(page, 'recovery-write-off-requested');

    // Two Superadmins, neither the requester.
    const first = await newPage(browser());
    await signIn(first.page, 'superadmin');
    const one = await approve(first.page, /Approval 1 of 2/);
    await one.getByRole('button', { name: 'Approve' }).click();
    await toast(first.page, 'Approval recorded');
    await screenshot(first.page, 'recovery-write-offs-one-approval');
    await first.context.close();

    const second = await newPage(browser());
    await signIn(second.page, 'azlina.hassan');
    const two = await approve(
      second.page,
      new RegExp(`${shortfallText.replace(/[.]/g, '\\.')} is written off now`),
    );
    await screenshot(second.page, 'recovery-write-off-second-approval');
    await two.getByRole('button', { name: 'Approve' }).click();
    await toast(second.page, 'Written off');
    await second.context.close();

    // The agreement owes nothing; the case closes.
    await page.goto(profileUrl);
    await poll(() => page.getByTestId('collection-badge').textContent()).toBe('Settled');
    await poll(() => section.getByTestId('recovery-outstanding').textContent()).toBe('RM 0.00');
    await section.getByRole('button', { name: 'Close case' }).click();
    await page
      .getByRole('dialog', { name: 'Close the recovery case?' })
      .getByRole('button', { name: 'Close case' })
      .click();
    await toast(page, 'Recovery case closed');
    await poll(() => section.getByTestId('recovery-stage').textContent()).toBe('Closed');
    await settled(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'recovery-case-closed');

    // The Overview's recovery figures, and the asset's state on its master record.
    await page.goto('/application/collection/overview');
    await page.getByRole('heading', { name: 'Collection Overview' }).waitFor();
    await poll(async () =>
      sen((await page.getByTestId('figure-Written off (shortfalls)').textContent()) ?? ''),
    ).toBeGreaterThanOrEqual(shortfall);
    await poll(async () =>
      sen((await page.getByTestId('figure-Recovered (disposal proceeds)').textContent()) ?? ''),
    ).toBeGreaterThanOrEqual(14_000_000);
    await settled(page);
    await screenshot(page, 'recovery-overview-figures');

    await page.goto(`/application/master/profile/${agreementId}`);
    await poll(() => page.getByTestId('master-asset-state').textContent()).toBe('Asset Sold');
    await settled(page);
    await screenshot(page, 'recovery-master-record-sold');
    await officer.context.close();
  });
});
