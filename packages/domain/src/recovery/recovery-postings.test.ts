import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementBalance } from '../collections/agreement-balance';
import { cashReceived, type LedgerKind, ledgerTotal, nonCashTotal } from '../collections/ledger-kinds';
import { disposalEffectText, disposalPostings, writeOffEntry } from './recovery-postings';

describe('issue 32: the postings of a disposal', () => {
  it.each([
    // outstanding, price, costs -> shortfall, surplus
    [10_000_000, 8_000_000, 500_000, 2_500_000, 0],
    [10_000_000, 12_000_000, 500_000, 0, 1_500_000],
    [10_000_000, 10_500_000, 500_000, 0, 0],
    [10_000_000, 9_000_000, 0, 1_000_000, 0],
  ])(
    'owing %i, sold for %i with costs %i: shortfall %i, surplus %i',
    (outstanding, price, costs, shortfall, surplus) => {
      const postings = disposalPostings({ outstanding, price, costs, disposedOn: '2026-11-20' });
      expect(postings.entry).toEqual({ kind: 'disposal', amount: price, paidAt: '2026-11-20' });
      expect(postings.charge).toEqual(
        costs > 0 ? { kind: 'recovery_cost', amount: costs, incurredOn: '2026-11-20' } : null,
      );
      expect(postings.shortfall).toBe(shortfall);
      expect(postings.surplus).toBe(surplus);
    },
  );

  it('refuses a price of nothing or negative costs', () => {
    expect(() => disposalPostings({ outstanding: 1, price: 0, costs: 0, disposedOn: '2026-11-20' })).toThrow(
      new RangeError('price must be > 0 sen'),
    );
    expect(() => disposalPostings({ outstanding: 1, price: 1, costs: -1, disposedOn: '2026-11-20' })).toThrow(
      new RangeError('costs must be >= 0 sen'),
    );
    expect(() => writeOffEntry(0, '2026-11-20')).toThrow(new RangeError('shortfall must be > 0 sen'));
  });

  it.each([
    [
      { shortfall: 2_500_000, surplus: 0 },
      "Shortfall RM 25,000.00 stays owed (it may be written off with two Superadmins' approval)",
    ],
    [{ shortfall: 0, surplus: 150_000 }, 'Surplus RM 1,500.00 is refund due to the hirer'],
    [{ shortfall: 0, surplus: 0 }, 'The sale settles the balance exactly'],
  ])('the confirmation states %o', (postings, text) => {
    expect(disposalEffectText(postings)).toBe(text);
  });
});

describe('issue 32: after a disposal and a write-off the ledger identities hold', () => {
  const book = fc.record({
    totalPayable: fc.integer({ min: 1, max: 50_000_000 }),
    paidShares: fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 6 }),
    earlierCharges: fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 2 }),
    price: fc.integer({ min: 1, max: 60_000_000 }),
    costs: fc.integer({ min: 0, max: 2_000_000 }),
    writeOff: fc.boolean(),
  });

  it('total = cash + non-cash; never negative but for the refund due; nothing counted twice', () => {
    fc.assert(
      fc.property(book, (drawn) => {
        // Payments never above what is owed (the payment rule): scale the drawn shares into the total payable.
        const shareSum = drawn.paidShares.reduce((s, v) => s + v, 0);
        let left = drawn.totalPayable;
        const ledger: { amount: number; kind: LedgerKind; paidAt: string }[] = [];
        for (const share of drawn.paidShares) {
          const amount = Math.min(
            left,
            shareSum === 0 ? 0 : Math.floor((drawn.totalPayable * share) / (shareSum * 2)),
          );
          left -= amount;
          if (amount > 0) ledger.push({ amount, kind: 'payment', paidAt: '2026-06-01' });
        }
        const charges = drawn.earlierCharges.filter((c) => c > 0).map((amount) => ({ amount }));
        const before = agreementBalance(drawn.totalPayable, ledger, charges);
        const postings = disposalPostings({
          outstanding: before.outstanding,
          price: drawn.price,
          costs: drawn.costs,
          disposedOn: '2026-11-20',
        });
        ledger.push(postings.entry);
        if (postings.charge) charges.push({ amount: postings.charge.amount });
        if (drawn.writeOff && postings.shortfall > 0)
          ledger.push(writeOffEntry(postings.shortfall, '2026-11-28'));

        const after = agreementBalance(drawn.totalPayable, ledger, charges);
        expect(after.total).toBe(after.cash + after.nonCash);
        expect(after.total).toBe(ledgerTotal(ledger));
        expect(after.cash).toBe(cashReceived(ledger));
        expect(after.nonCash).toBe(nonCashTotal(ledger));
        // The proceeds count once, as cash; the write-off once, as non-cash.
        expect(after.cash - before.cash).toBe(drawn.price);
        expect(after.nonCash - before.nonCash).toBe(drawn.writeOff ? postings.shortfall : 0);
        // The debt grows by the costs only.
        expect(after.owed - before.owed).toBe(drawn.costs);
        expect(after.outstanding).toBeGreaterThanOrEqual(0);
        expect(after.refundDue).toBeGreaterThanOrEqual(0);
        expect(after.outstanding === 0 || after.refundDue === 0).toBe(true);
        expect(after.owed - after.total).toBe(after.outstanding - after.refundDue);
        expect(after.refundDue).toBe(postings.surplus);
        expect(after.outstanding).toBe(drawn.writeOff ? 0 : postings.shortfall);
      }),
    );
  });
});
