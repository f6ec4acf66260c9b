import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEDGER_KIND_NAMES, type LedgerKind } from '../collections/ledger-kinds';
import { addDays } from '../common/calendar-date';
import {
  LETTER_EFFECT_DAYS,
  type LedgerEntryOnDay,
  letterEffect,
  letterEffectEnd,
  letterOutcome,
  letterShare,
} from './letter-effect';

const APPROVED = '2026-11-01';

describe('issue 32: a letter is paid when cash follows within 14 days of its approval', () => {
  it.each<[string, LedgerEntryOnDay[], string, 'paid' | 'unpaid' | 'pending', number]>([
    ['nothing paid, 14 days over', [], '2026-11-16', 'unpaid', 0],
    ['nothing paid, the 14th day today', [], '2026-11-15', 'pending', 0],
    ['nothing paid, the day of approval', [], APPROVED, 'pending', 0],
    ['paid on the day of approval', [{ amount: 500_00, paidAt: APPROVED }], '2026-11-20', 'paid', 500_00],
    ['paid on the 14th day', [{ amount: 500_00, paidAt: '2026-11-15' }], '2026-11-20', 'paid', 500_00],
    ['paid on the 15th day', [{ amount: 500_00, paidAt: '2026-11-16' }], '2026-11-20', 'unpaid', 0],
    ['paid the day before approval', [{ amount: 500_00, paidAt: '2026-10-31' }], '2026-11-20', 'unpaid', 0],
    [
      'paid early, the 14 days running',
      [{ amount: 200_00, paidAt: '2026-11-03' }],
      '2026-11-05',
      'paid',
      200_00,
    ],
    [
      'a rebate is no payment',
      [{ amount: 900_00, paidAt: '2026-11-03', kind: 'rebate' }],
      '2026-11-20',
      'unpaid',
      0,
    ],
    [
      // Issue 41: RM 150,000 from selling the repossessed asset is the financier's, not the hirer paying.
      'the disposal proceeds are no payment by the hirer',
      [{ amount: 150_000_00, paidAt: '2026-11-03', kind: 'disposal' }],
      '2026-11-20',
      'unpaid',
      0,
    ],
    [
      'a write-off is no payment',
      [{ amount: 900_00, paidAt: '2026-11-03', kind: 'write_off' }],
      '2026-11-10',
      'pending',
      0,
    ],
    [
      'two payments in the window, one after',
      [
        { amount: 100_00, paidAt: '2026-11-02', kind: 'payment' },
        { amount: 50_00, paidAt: '2026-11-14', kind: 'settlement' },
        { amount: 70_00, paidAt: '2026-11-17', kind: 'payment' },
      ],
      '2026-11-30',
      'paid',
      150_00,
    ],
    [
      'a payment dated after today is not yet paid',
      [{ amount: 100_00, paidAt: '2026-11-09' }],
      '2026-11-08',
      'pending',
      0,
    ],
  ])('%s', (_, ledger, today, outcome, paid) => {
    expect(letterOutcome(APPROVED, ledger, today)).toEqual({ outcome, paid });
  });

  it('the window ends 14 days after the approval', () => {
    expect(LETTER_EFFECT_DAYS).toBe(14);
    expect(letterEffectEnd('2026-12-25')).toBe('2027-01-08');
  });

  it.each<[number, number, number | null]>([
    [0, 0, null],
    [1, 0, 100],
    [0, 3, 0],
    [1, 2, 33.33],
    [2, 1, 66.67],
  ])('%i paid and %i unpaid: %s %', (paid, unpaid, share) => {
    expect(letterShare(paid, unpaid)).toBe(share);
  });

  it('counts the letters of a range; pending letters are no failures', () => {
    const effect = letterEffect(
      [
        { approvedOn: '2026-10-01', ledger: [{ amount: 300_00, paidAt: '2026-10-05' }] },
        { approvedOn: '2026-10-02', ledger: [] },
        { approvedOn: '2026-11-25', ledger: [] },
      ],
      '2026-11-28',
    );
    expect(effect).toEqual({ letters: 3, paid: 1, unpaid: 1, pending: 1, amountPaid: 300_00, paidShare: 50 });
  });

  const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-10-01', offset));
  const entry = fc.record({
    amount: fc.integer({ min: 1, max: 1_000_000 }),
    paidAt: day,
    kind: fc.constantFrom<LedgerKind>(...LEDGER_KIND_NAMES.filter((kind) => kind !== 'correction')),
  });
  const letter = fc.record({ approvedOn: day, ledger: fc.array(entry, { maxLength: 6 }) });
  // The oracle names the hirer's kinds by hand: a rebate, a write-off or the disposal proceeds never count.
  const hirerPays = (kind: LedgerKind | null | undefined) =>
    kind === 'payment' || kind === 'prepayment' || kind === 'settlement';

  it('property: every letter has one outcome; the paid amount is the window’s cash and no more', () => {
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 12 }), day, (letters, today) => {
        const effect = letterEffect(letters, today);
        expect(effect.paid + effect.unpaid + effect.pending).toBe(letters.length);
        let cash = 0;
        for (const { approvedOn, ledger } of letters) {
          const result = letterOutcome(approvedOn, ledger, today);
          const inWindow = ledger.filter(
            (row) =>
              hirerPays(row.kind) &&
              row.paidAt >= approvedOn &&
              row.paidAt <= letterEffectEnd(approvedOn) &&
              row.paidAt <= today,
          );
          expect(result.outcome === 'paid').toBe(inWindow.length > 0);
          // Non-cash entries and the disposal proceeds never change the outcome.
          const cashOnly = ledger.filter((row) => hirerPays(row.kind));
          expect(letterOutcome(approvedOn, cashOnly, today)).toEqual(result);
          // A letter still in its days is never counted as unpaid.
          if (today <= letterEffectEnd(approvedOn)) expect(result.outcome).not.toBe('unpaid');
          cash += result.paid;
        }
        expect(effect.amountPaid).toBe(cash);
        if (effect.paidShare !== null) {
          expect(effect.paidShare).toBeGreaterThanOrEqual(0);
          expect(effect.paidShare).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
