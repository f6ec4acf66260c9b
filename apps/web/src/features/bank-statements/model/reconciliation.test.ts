import { ACCEPT_MESSAGES, SPLIT_MESSAGES } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import {
  acceptBlock,
  bytesToBase64,
  csvHeaders,
  lineAgreements,
  lineRemainder,
  moveSelection,
  postEffect,
  postEffectText,
  RECONCILE_REASONS,
  type ReconcileLine,
  reopenBlock,
  shortcutOf,
  splitAllocated,
  splitShares,
  suggestedSplit,
} from './reconciliation';

const line = (over: Partial<ReconcileLine> = {}): ReconcileLine => ({
  id: 1,
  amount: 1_000_00,
  direction: 'credit',
  matchStatus: 'Suggested',
  postedAmount: 0,
  candidates: [
    {
      agreementId: 7,
      hpNo: 'SB/HP/2025/0007',
      hirerName: 'Jaya Sdn Bhd',
      reason: 'HP SB/HP/2025/0007 in description',
      evidence: 'reference',
    },
  ],
  shares: [],
  ...over,
});
const share = (agreementId: number, amount: number) => ({
  applicantProductId: agreementId,
  hpNo: `SB/HP/2025/${String(agreementId).padStart(4, '0')}`,
  hirerName: `Hirer ${agreementId}`,
  amount,
});
const keys = { ctrlKey: false, metaKey: false, altKey: false, typing: false };

describe('issue 31 reconciliation: keys', () => {
  it.each([
    ['j', 'down'],
    ['k', 'up'],
    ['a', 'accept'],
    ['i', 'ignore'],
    ['x', null],
    ['J', null],
  ])('%s is %s', (key, shortcut) => {
    expect(shortcutOf({ ...keys, key })).toBe(shortcut);
  });

  it('is no shortcut while typing or with a modifier', () => {
    expect(shortcutOf({ ...keys, key: 'j', typing: true })).toBeNull();
    expect(shortcutOf({ ...keys, key: 'a', ctrlKey: true })).toBeNull();
    expect(shortcutOf({ ...keys, key: 'k', metaKey: true })).toBeNull();
  });

  it.each<[number, number, 'down' | 'up', number]>([
    [0, 3, 'down', 1],
    [2, 3, 'down', 2],
    [0, 3, 'up', 0],
    [2, 3, 'up', 1],
    [-1, 3, 'down', 0],
    [5, 3, 'up', 2],
    [0, 0, 'down', 0],
  ])('from %i of %i rows, %s goes to %i', (index, count, shortcut, next) => {
    expect(moveSelection(index, count, shortcut)).toBe(next);
  });
});

describe('issue 31 reconciliation: what a line allows', () => {
  it('accepts a suggestion, nothing else', () => {
    expect(acceptBlock(line())).toBeNull();
    expect(acceptBlock(line({ matchStatus: 'Unmatched', candidates: [] }))).toBe(
      RECONCILE_REASONS.noSuggestion,
    );
    expect(acceptBlock(line({ matchStatus: 'Posted' }))).toBe(RECONCILE_REASONS.posted);
    expect(acceptBlock(line({ direction: 'debit', matchStatus: 'Ignored' }))).toBe(RECONCILE_REASONS.debit);
    expect(acceptBlock(line({ matchStatus: 'Matched' }))).toBe(RECONCILE_REASONS.accepted);
  });

  it('issue 40: a weak candidate or a suggested split is never accepted with one key', () => {
    const weak = (evidence: 'amount' | 'name', reason: string) =>
      line({
        candidates: [{ agreementId: 7, hpNo: 'SB/HP/2025/0007', hirerName: 'Jaya', reason, evidence }],
      });
    expect(acceptBlock(weak('amount', 'amount = 1 instalment (amount only)'))).toBe(
      ACCEPT_MESSAGES.amountOnly,
    );
    expect(acceptBlock(weak('name', 'name Jaya Sdn Bhd'))).toBe(ACCEPT_MESSAGES.nameOnly);
    const split = line({
      candidates: [
        {
          agreementId: 7,
          hpNo: 'SB/HP/2025/0007',
          hirerName: 'Jaya',
          reason: 'HP',
          evidence: 'reference',
          share: 400_00,
        },
        { agreementId: 8, hpNo: null, hirerName: 'Maju', reason: 'HP', evidence: 'reference', share: 600_00 },
      ],
    });
    expect(acceptBlock(split)).toBe(ACCEPT_MESSAGES.split);
    expect(suggestedSplit(split)).toEqual([
      { agreementId: 7, label: 'SB/HP/2025/0007 (Jaya)', amount: 400_00 },
      { agreementId: 8, label: '#8 (Maju)', amount: 600_00 },
    ]);
    expect(suggestedSplit(line())).toEqual([]);
    expect(lineAgreements(split).map((agreement) => [agreement.agreementId, agreement.amount])).toEqual([
      [7, 400_00],
      [8, 600_00],
    ]);
  });

  it('reopens a decided line only', () => {
    expect(reopenBlock(line({ matchStatus: 'Matched' }))).toBeNull();
    expect(reopenBlock(line({ matchStatus: 'Ignored' }))).toBeNull();
    expect(reopenBlock(line())).toBe(RECONCILE_REASONS.notDecided);
    expect(reopenBlock(line({ matchStatus: 'Posted' }))).toBe(RECONCILE_REASONS.posted);
  });

  it('shows the shares once decided, else the best suggestion', () => {
    expect(lineAgreements(line())).toEqual([
      { agreementId: 7, hpNo: 'SB/HP/2025/0007', hirerName: 'Jaya Sdn Bhd', amount: null, posted: false },
    ]);
    expect(
      lineAgreements(line({ matchStatus: 'Matched', shares: [share(3, 600_00), share(4, 400_00)] })),
    ).toEqual([
      { agreementId: 3, hpNo: 'SB/HP/2025/0003', hirerName: 'Hirer 3', amount: 600_00, posted: false },
      { agreementId: 4, hpNo: 'SB/HP/2025/0004', hirerName: 'Hirer 4', amount: 400_00, posted: false },
    ]);
    expect(lineAgreements(line({ matchStatus: 'Unmatched', candidates: [] }))).toEqual([]);
  });
});

describe('issue 40: a Part posted line', () => {
  const part = line({
    matchStatus: 'Part posted',
    postedAmount: 600_00,
    shares: [{ ...share(3, 600_00), paymentId: 91 }],
  });

  it('offers its unposted remainder for a new decision, and its posted share says so', () => {
    expect(lineRemainder(part)).toBe(400_00);
    expect(acceptBlock(part)).toBeNull();
    expect(reopenBlock(part)).toBeNull();
    expect(lineAgreements(part)).toEqual([
      { agreementId: 3, hpNo: 'SB/HP/2025/0003', hirerName: 'Hirer 3', amount: 600_00, posted: true },
    ]);
  });

  it('with its remainder assigned is accepted already, and Post matched posts the remainder alone', () => {
    const assigned = line({ ...part, shares: [...part.shares, { ...share(4, 400_00), paymentId: null }] });
    expect(acceptBlock(assigned)).toBe(RECONCILE_REASONS.accepted);
    expect(postEffect([assigned, part])).toEqual({ lines: 1, total: 400_00, agreements: 1 });
  });
});

describe('issue 31 reconciliation: Post matched', () => {
  it('counts the matched lines, their total and the agreements they pay', () => {
    const effect = postEffect([
      line({ id: 1, matchStatus: 'Matched', amount: 600_00, shares: [share(3, 600_00)] }),
      line({ id: 2, matchStatus: 'Matched', amount: 1_000_00, shares: [share(3, 500_00), share(4, 500_00)] }),
      line({ id: 3, matchStatus: 'Suggested', amount: 99_00 }),
    ]);
    expect(effect).toEqual({ lines: 2, total: 1_600_00, agreements: 2 });
    expect(postEffectText(effect)).toBe(
      "Posts 2 lines (RM 1,600.00) as payments to 2 agreements, each dated the bank's value date, with its method and bank reference",
    );
    expect(postEffectText({ lines: 1, total: 5_00, agreements: 1 })).toMatch(
      /^Posts 1 line \(RM 5.00\) as payments to 1 agreement,/,
    );
  });
});

describe('issue 31 reconciliation: split', () => {
  it('sends the shares when they add up to the credit', () => {
    const rows = [
      { agreementId: 3, amountText: '600.00' },
      { agreementId: 4, amountText: '400' },
    ];
    expect(splitAllocated(rows)).toBe(1_000_00);
    expect(splitShares(1_000_00, rows)).toEqual({
      shares: [
        { agreementId: 3, amount: 600_00 },
        { agreementId: 4, amount: 400_00 },
      ],
    });
  });

  it.each([
    [
      [
        { agreementId: 3, amountText: '600' },
        { agreementId: 4, amountText: '300' },
      ],
      SPLIT_MESSAGES.sum,
    ],
    [[{ agreementId: null, amountText: '1000' }], SPLIT_MESSAGES.empty],
    [[{ agreementId: 3, amountText: '' }], SPLIT_MESSAGES.positive],
    [
      [
        { agreementId: 3, amountText: '500' },
        { agreementId: 3, amountText: '500' },
      ],
      SPLIT_MESSAGES.distinct,
    ],
  ])('refuses %j', (rows, issue) => {
    expect(splitShares(1_000_00, rows)).toEqual({ issue });
  });
});

describe('issue 31 import', () => {
  it('reads the column names of a CSV header', () => {
    expect(csvHeaders('\uFEFF"Transaction Date","Description",Credit , Debit,\r\n01/11/2026,x', ',')).toEqual(
      ['Transaction Date', 'Description', 'Credit', 'Debit'],
    );
    expect(csvHeaders('Date;Amount\n', ';')).toEqual(['Date', 'Amount']);
  });

  it('writes base64 as the server reads it', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
