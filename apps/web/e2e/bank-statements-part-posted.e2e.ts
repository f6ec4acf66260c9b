import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled, signIn, useBrowser } from './support/browser';
import { poll } from './support/collections';

// Issue 40, as the officer sees it: a credit split across two agreements whose second share the ledger refuses is
// Part posted; its tab and row say what is posted and what is left, a decision offers the remainder alone, and
// ignoring it keeps the line Part posted with the reason.

const MAYBANK_NUMBER = '514011223344';

async function call<T>(
  page: Page,
  procedure: string,
  input: unknown,
  kind: 'query' | 'mutation',
): Promise<T> {
  const answer =
    kind === 'query'
      ? await page.request.get(
          `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
        )
      : await page.request.post(`/trpc/${procedure}`, { data: { json: input } });
  const body = await answer.json();
  if (!answer.ok()) throw new Error(`${procedure}: ${JSON.stringify(body)}`);
  return body.result.data.json as T;
}

const yymmdd = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(2, 10).replace(/-/g, '');

describe('issue 40: a Part posted line', () => {
  const browser = useBrowser();

  it('shows what is posted and what is left, and decides the remainder alone', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'collection.officer');
    const accounts = await call<{ id: number; accountNumber: string }[]>(
      page,
      'bankStatement.accounts',
      undefined,
      'query',
    );
    const account = accounts.find((row) => row.accountNumber === MAYBANK_NUMBER)!;
    const owing = await call<{ rows: { id: number; outstandingBalance: number }[] }>(
      page,
      'collection.list',
      { status: 'pending', pageSize: 50 },
      'query',
    );
    const [first, second] = owing.rows.filter((row) => row.outstandingBalance > 100_00);
    const reference = `PP${Date.now()}`;
    const file = [
      '{1:F01MBBEMYKLAXXX0000000000}{2:I940MBBEMYKLXXXXN}{4:',
      ':20:STMT',
      `:25:${MAYBANK_NUMBER}`,
      ':28C:00040/001',
      `:60F:C${yymmdd(5)}MYR0,00`,
      `:61:${yymmdd(1)}C9000100,00NTRFNONREF//${reference}`,
      ':86:IBG CREDIT FLEET PAYMENT TWO AGREEMENTS',
      '-}',
    ].join('\n');
    const { bankStatementId } = await call<{ bankStatementId: number }>(
      page,
      'bankStatement.import',
      {
        bankAccountId: account.id,
        fileName: 'part-posted.sta',
        contentBase64: Buffer.from(file).toString('base64'),
      },
      'mutation',
    );
    await poll(
      async () =>
        (
          await call<{ statement: { status: string } }>(
            page,
            'bankStatement.statement',
            { id: bankStatementId },
            'query',
          )
        ).statement.status,
    ).toBe('Imported');
    const lines = await call<{ rows: { id: number }[] }>(
      page,
      'bankStatement.lines',
      { bankStatementId },
      'query',
    );
    const lineId = lines.rows[0]!.id;
    // RM 100.00 to the first agreement; RM 9,000,000.00, more than the second owes, is refused.
    await call(
      page,
      'bankStatement.split',
      {
        lineId,
        shares: [
          { agreementId: first!.id, amount: 100_00 },
          { agreementId: second!.id, amount: 9_000_000_00 },
        ],
      },
      'mutation',
    );
    const posted = await call<{ posted: number }>(
      page,
      'bankStatement.postMatched',
      { bankStatementId },
      'mutation',
    );
    expect(posted.posted).toBe(1);

    await page.goto(`/application/collection/bank-statements/${bankStatementId}`);
    await page.getByRole('heading', { name: 'Bank Statement' }).waitFor();
    const tab = page.getByRole('tab', { name: /^Part posted \(1\)/ });
    await tab.click();
    await settled(page);
    const row = page.getByTestId('statement-line').first();
    await row
      .getByTestId('line-remainder')
      .filter({ hasText: 'RM 100.00 posted, RM 9,000,000.00 left' })
      .waitFor();
    await row.getByText(', RM 100.00, posted').waitFor();
    await row
      .getByTestId('line-exception')
      .filter({ hasText: 'Amount cannot exceed the outstanding balance' })
      .waitFor();
    expect(await page.getByTestId('figure-Posted').textContent()).toContain('RM 100.00');
    await screenshot(page, 'bank-statements-part-posted');

    // Choosing an agreement gives it the remainder: the modal says what stays posted.
    await row.getByRole('button', { name: /^Choose agreement:/ }).click();
    const choose = page.getByRole('dialog', { name: 'Choose Agreement' });
    await choose.getByTestId('line-summary-remainder').filter({ hasText: 'RM 9,000,000.00' }).waitFor();
    await screenshot(page, 'bank-statements-part-posted-choose');
    await choose.getByRole('button', { name: 'Cancel' }).click();
    await choose.waitFor({ state: 'detached' });

    // Ignoring it ignores the remainder; the line stays Part posted with the reason.
    await row.getByRole('button', { name: /^Ignore:/ }).click();
    const ignore = page.getByRole('dialog', { name: 'Ignore the Unposted Remainder' });
    await ignore.getByRole('textbox', { name: 'Reason' }).fill('Paid in error: refunded to the payer');
    await ignore.getByRole('button', { name: /^Ignore/ }).click();
    await ignore.waitFor({ state: 'detached' });
    await row.getByText('Remainder ignored: Paid in error: refunded to the payer').waitFor();
    await poll(async () => (await tab.textContent()) ?? '').toMatch(/^Part posted \(1\)/);
    await context.close();
  });
});
