import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApplication } from './support/applications';
import { chooseOption, newPage, screenshot, settled, signIn, useBrowser } from './support/browser';

async function deleteCard(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
  await confirm.getByText('Are you sure you want to delete the product ?').waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });
  await settled(page);
}

describe('the Product step (origination §2, §5; decisions §3)', () => {
  const browser = useBrowser();

  it('a credit officer adds two products (one refused above the maximum), edits and deletes a card, and moves on', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'credit.officer');
    const application = await openApplication(page);
    await page.goto(`/application/pending/${application.id}`);
    await page.getByRole('heading', { name: application.Hirer.name }).waitFor();
    if (application.Progress.seq !== 3) await page.getByTestId('wizard-step-3').click();
    const step = page.getByTestId('wizard-step-content');
    await step.getByRole('heading', { name: 'Financial Program' }).waitFor();
    await settled(page);
    await screenshot(page, 'application-product-step');

    // Start from no products: the demo lines are deleted through their cards (the spec's confirmation).
    for (;;) {
      const button = step.getByRole('button', { name: /^Delete / }).first();
      if ((await button.count()) === 0) break;
      const label = (await button.getAttribute('aria-label')) ?? '';
      await deleteCard(page, label.replace(/^Delete /, ''));
    }
    await step.getByTestId('no-products').waitFor();

    // Every missing field at once, in one alert.
    const form = step.getByRole('form', { name: 'Add product' });
    await form.getByRole('button', { name: 'Add Product' }).click();
    const issues = form.getByTestId('product-issues');
    await issues.getByText('Please select a brand').waitFor();
    for (const message of [
      'Please select a model',
      'Please select a vendor',
      'Please enter the cost of equipment',
      'Please select a condition',
      'Please enter the finance amount',
      'Please select a tenure',
      'Please select a payment method',
    ]) {
      await issues.getByText(message, { exact: true }).waitFor();
    }

    // The defaults of §9: JPJ RM 250, insurance 1.25 %, this year, the tier's maximum rate.
    expect(await form.getByRole('combobox', { name: 'JPJ Registration Fee' }).inputValue()).toBe('RM 250.00');
    expect(await form.getByRole('combobox', { name: 'Insurance' }).inputValue()).toBe('1.25%');
    expect(await form.getByRole('textbox', { name: 'Year of Manufacture' }).inputValue()).toBe(
      String(new Date().getFullYear()),
    );

    // Product 1: Caterpillar 320 GC, New; the model fills its list cost.
    await chooseOption(page, form, 'Brand', 'Caterpillar', 'Cater');
    await chooseOption(page, form, 'Model', '320 GC Hydraulic Excavator');
    expect(await form.getByRole('textbox', { name: 'Cost of Equipment (RM)' }).inputValue()).toBe(
      '628,000.00',
    );
    await chooseOption(
      page,
      form,
      'Vendor / Supplier',
      (await firstOption(page, form, 'Vendor / Supplier'))!,
    );
    await chooseOption(page, form, 'Condition', 'New');
    await chooseOption(page, form, 'Tenure', '3 years (36 months)');
    await chooseOption(page, form, 'Payment Method', 'Standing Instruction');
    await chooseOption(page, form, 'Prepayment (first)', '1');
    // The tier's maximum is the default rate; an application without a tier has none, so the officer types it.
    const rate = form.getByRole('textbox', { name: 'Interest Rate (%)' });
    if ((await rate.inputValue()) === '') await rate.fill('4.5');
    const max = ((await step.getByTestId('figure-max-finance').textContent()) ?? '').trim();
    // Above the program's maximum finance amount: refused with the message, nothing saved.
    await form.getByRole('textbox', { name: 'Finance Amount (RM)' }).fill('628000');
    await step
      .getByTestId('figure-monthly')
      .getByText(/months \+ final/)
      .waitFor();
    await form.getByRole('button', { name: 'Add Product' }).click();
    await issues.getByText(`Finance amount exceeds the maximum finance amount of ${max}`).waitFor();
    await screenshot(page, 'application-product-refused');

    // Within the maximum: the live figures and then the card.
    await form.getByRole('textbox', { name: 'Finance Amount (RM)' }).fill('300000');
    await step.getByTestId('figure-margin').getByText('47.77%').waitFor();
    await step.getByTestId('figure-downpayment').getByText('RM 328,000.00').waitFor();
    await step.getByTestId('figure-insurance').getByText('RM 7,850.00 + RM 628.00').waitFor();
    await screenshot(page, 'application-product-live-figures');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product added').first().waitFor();
    const firstCard = step.getByRole('group', { name: 'Caterpillar 320 GC Hydraulic Excavator New' });
    await firstCard.waitFor();
    await firstCard.getByText('RM 300,000.00 (47.77% margin of finance)').waitFor();
    await firstCard.getByText(/x 35 months \+ final RM/).waitFor();
    await firstCard.getByText(/Flat rate [\d.]+% a year \(EIR \d+\.\d\d%\)/).waitFor();

    // Product 2: the same model Used; New is no longer offered for it.
    await chooseOption(page, form, 'Brand', 'Caterpillar', 'Cater');
    await chooseOption(page, form, 'Model', '320 GC Hydraulic Excavator');
    await form.getByRole('combobox', { name: 'Condition' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Used', 'Pre-Owned', 'Recon']);
    await page.getByRole('option', { name: 'Used', exact: true }).click();
    await chooseOption(
      page,
      form,
      'Vendor / Supplier',
      (await firstOption(page, form, 'Vendor / Supplier'))!,
    );
    await form.getByRole('textbox', { name: 'Cost of Equipment (RM)' }).fill('400000');
    await form.getByRole('textbox', { name: 'Finance Amount (RM)' }).fill('150000');
    await chooseOption(page, form, 'Tenure', '2 years (24 months)');
    await chooseOption(page, form, 'Payment Method', 'Cheque');
    await chooseOption(page, form, 'Insurance', 'Opt Out');
    if ((await rate.inputValue()) === '') await rate.fill('4.5');
    await form.getByRole('button', { name: 'Add Product' }).click();
    const secondCard = step.getByRole('group', { name: 'Caterpillar 320 GC Hydraulic Excavator Used' });
    await secondCard.waitFor();
    await secondCard.getByText('Opt Out').waitFor();
    await step.getByRole('heading', { name: 'Products' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await screenshot(page, 'application-product-cards');

    // Edit the Used card: 90 % of cost is the limit for a used asset.
    await page.getByRole('button', { name: 'Edit Caterpillar 320 GC Hydraulic Excavator Used' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('textbox', { name: 'Finance Amount (RM)' }).fill('360000.01');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Finance amount for Used condition exceeded the limit of 90% of cost').waitFor();
    await screenshot(page, 'application-product-edit-refused');
    await modal.getByRole('textbox', { name: 'Finance Amount (RM)' }).fill('180000');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await secondCard.getByText('RM 180,000.00 (45.00% margin of finance)').waitFor();

    // Delete the Used card.
    await deleteCard(page, 'Caterpillar 320 GC Hydraulic Excavator Used');
    await firstCard.waitFor();

    // Next moves on to the SRC Report.
    await step.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByTestId('wizard-step-4').waitFor();
    await step.getByRole('heading', { name: 'Financial Program' }).waitFor({ state: 'detached' });
    await settled(page);
    await context.close();
  });
});

async function firstOption(page: Page, scope: ReturnType<Page['getByTestId']>, label: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const text = (await page.getByRole('option').first().textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}
