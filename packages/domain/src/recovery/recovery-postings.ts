import type { CalendarDate } from '../common/calendar-date';
import { formatRM } from '../format/format-money';
import type { Sen } from '../money/sen';

/**
 * Issue 32: what a disposal writes. The allowed recovery costs become a charge (they add to what the hirer owes);
 * the sale price becomes one cash ledger entry of its own kind, 'disposal', whole (the money received: a surplus
 * stays in the ledger as the refund due to the hirer, not left out of it). What is still owed after it is the
 * shortfall; what the ledger holds beyond the debt is the surplus. Exactly one of them can be above zero.
 */
export interface DisposalPostings {
  charge: { kind: 'recovery_cost'; amount: Sen; incurredOn: CalendarDate } | null;
  entry: { kind: 'disposal'; amount: Sen; paidAt: CalendarDate };
  shortfall: Sen;
  surplus: Sen;
}

export function disposalPostings(input: {
  /** Outstanding before the disposal: what is owed (total payable plus earlier charges) less the ledger. */
  outstanding: Sen;
  price: Sen;
  costs: Sen;
  disposedOn: CalendarDate;
}): DisposalPostings {
  if (!Number.isSafeInteger(input.price) || input.price <= 0) throw new RangeError('price must be > 0 sen');
  if (!Number.isSafeInteger(input.costs) || input.costs < 0) throw new RangeError('costs must be >= 0 sen');
  const after = input.outstanding + input.costs - input.price;
  return {
    charge:
      input.costs > 0 ? { kind: 'recovery_cost', amount: input.costs, incurredOn: input.disposedOn } : null,
    entry: { kind: 'disposal', amount: input.price, paidAt: input.disposedOn },
    shortfall: Math.max(0, after),
    surplus: Math.max(0, -after),
  };
}

/**
 * The confirmation before a disposal is recorded: 'Shortfall RM 12,000.00 stays owed (it may be written off with
 * two Superadmins' approval)', 'Surplus RM 3,000.00 is refund due to the hirer', or 'The sale settles the balance'.
 */
export function disposalEffectText(postings: Pick<DisposalPostings, 'shortfall' | 'surplus'>): string {
  if (postings.shortfall > 0)
    return `Shortfall ${formatRM(postings.shortfall)} stays owed (it may be written off with two Superadmins' approval)`;
  if (postings.surplus > 0) return `Surplus ${formatRM(postings.surplus)} is refund due to the hirer`;
  return 'The sale settles the balance exactly';
}

/** The non-cash entry that writes a shortfall off, once the write-off is approved. */
export function writeOffEntry(
  shortfall: Sen,
  on: CalendarDate,
): { kind: 'write_off'; amount: Sen; paidAt: CalendarDate } {
  if (!Number.isSafeInteger(shortfall) || shortfall <= 0) throw new RangeError('shortfall must be > 0 sen');
  return { kind: 'write_off', amount: shortfall, paidAt: on };
}
