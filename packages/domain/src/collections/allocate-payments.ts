import { type CalendarDate, compareDates, maxDate } from '../common/calendar-date';
import { compareIds, type RowId } from '../common/row-id';
import type { Sen } from '../money/sen';

export interface LedgerInstalment {
  id: RowId;
  dueDate: CalendarDate;
  chargeAmount: Sen;
  seq?: number;
}

export interface LedgerPayment {
  id: RowId;
  amount: Sen;
  paidAt: CalendarDate;
  /** Set for entries aimed at one instalment: prepayments and transaction-modal corrections. */
  instalmentId?: RowId | null;
}

export interface InstalmentAllocation {
  id: RowId;
  paidAmount: Sen;
  /** Date of the latest ledger entry that contributed; for a paid instalment, the one that completed it. */
  paidAt: CalendarDate | null;
}

/** One movement of money from a ledger entry onto an instalment (negative when a correction takes it back). */
export interface AllocationPiece {
  paymentId: RowId;
  instalmentId: RowId;
  amount: Sen;
  paidAt: CalendarDate;
}

export interface LedgerAllocation {
  allocations: InstalmentAllocation[];
  pieces: AllocationPiece[];
  /**
   * Money beyond every charge (an overpayment), never put on an instalment; negative when corrections took
   * back more than the instalments held (a debt the next pool money pays first). Always
   * sum(paidAmount) + unallocated = sum(ledger).
   */
  unallocated: Sen;
}

function byFillOrder(a: LedgerInstalment, b: LedgerInstalment): number {
  return compareDates(a.dueDate, b.dueDate) || (a.seq ?? 0) - (b.seq ?? 0) || compareIds(a.id, b.id);
}

function byLedgerOrder(a: LedgerPayment, b: LedgerPayment): number {
  return compareDates(a.paidAt, b.paidAt) || compareIds(a.id, b.id);
}

/** The latest of the dates of the parts that hold money; null when none does. */
function latestOf(dates: readonly (CalendarDate | null)[]): CalendarDate | null {
  const present = dates.filter((date): date is CalendarDate => date !== null);
  return present.length > 0 ? present.reduce(maxDate) : null;
}

interface Slot {
  instalment: LedgerInstalment;
  targetedNet: Sen;
  targeted: Sen;
  targetedAt: CalendarDate | null;
  pooled: Sen;
  pooledAt: CalendarDate | null;
}

/**
 * Decisions §6: instalment paidAmount/paidAt are derived from the payment ledger. Entries targeted at an
 * instalment are applied to it first (clamped to 0..charge; what overflows or undershoots moves into the
 * common pool on the entry's date); the pool then fills the oldest unpaid instalment first in payment-date
 * order. A negative pool movement takes money back from the surplus, then from the newest-filled instalment,
 * and carries what is left as a debt that later pool money pays first: no money is ever lost or made up.
 * Sorting by date then id
 * makes the answer independent of input order.
 */
export function allocateLedger(
  instalments: readonly LedgerInstalment[],
  payments: readonly LedgerPayment[],
): LedgerAllocation {
  const slots: Slot[] = [...instalments].sort(byFillOrder).map((instalment) => ({
    instalment,
    targetedNet: 0,
    targeted: 0,
    targetedAt: null,
    pooled: 0,
    pooledAt: null,
  }));
  const byId = new Map(slots.map((slot) => [String(slot.instalment.id), slot]));
  const pieces: AllocationPiece[] = [];
  const pool: { payment: LedgerPayment; amount: Sen }[] = [];

  for (const payment of [...payments].sort(byLedgerOrder)) {
    if (!Number.isSafeInteger(payment.amount))
      throw new RangeError(`Payment ${payment.id}: amount must be integer sen`);
    if (payment.instalmentId === null || payment.instalmentId === undefined) {
      if (payment.amount < 0)
        throw new RangeError(`Payment ${payment.id}: only a targeted correction may be negative`);
      pool.push({ payment, amount: payment.amount });
      continue;
    }
    const slot = byId.get(String(payment.instalmentId));
    if (!slot)
      throw new RangeError(`Payment ${payment.id} targets an unknown instalment ${payment.instalmentId}`);
    const before = slot.targeted;
    const excessBefore = slot.targetedNet - before;
    slot.targetedNet += payment.amount;
    slot.targeted = Math.min(Math.max(slot.targetedNet, 0), slot.instalment.chargeAmount);
    if (slot.targeted !== before) {
      slot.targetedAt = payment.paidAt;
      pieces.push({
        paymentId: payment.id,
        instalmentId: slot.instalment.id,
        amount: slot.targeted - before,
        paidAt: payment.paidAt,
      });
    }
    // A spill of 0 is pooled too: a zero movement changes nothing there.
    pool.push({ payment, amount: slot.targetedNet - slot.targeted - excessBefore });
  }

  let unallocated = 0;
  for (const { payment, amount } of pool) {
    let left = amount;
    // Stryker disable next-line EqualityOperator: a zero movement changes nothing on either branch.
    if (left > 0) {
      const repaid = Math.min(Math.max(-unallocated, 0), left);
      unallocated += repaid;
      left -= repaid;
      for (const slot of slots) {
        if (left === 0) break;
        const room = slot.instalment.chargeAmount - slot.targeted - slot.pooled;
        if (room <= 0) continue;
        const put = Math.min(room, left);
        slot.pooled += put;
        slot.pooledAt = payment.paidAt;
        pieces.push({
          paymentId: payment.id,
          instalmentId: slot.instalment.id,
          amount: put,
          paidAt: payment.paidAt,
        });
        left -= put;
      }
      unallocated += left;
    } else {
      const fromSurplus = Math.min(unallocated, -left);
      unallocated -= fromSurplus;
      left += fromSurplus;
      for (let index = slots.length - 1; index >= 0 && left < 0; index -= 1) {
        const slot = slots[index]!;
        if (slot.pooled === 0) continue;
        const take = Math.min(slot.pooled, -left);
        slot.pooled -= take;
        slot.pooledAt = payment.paidAt;
        pieces.push({
          paymentId: payment.id,
          instalmentId: slot.instalment.id,
          amount: -take,
          paidAt: payment.paidAt,
        });
        left += take;
      }
      unallocated += left;
    }
  }

  return {
    allocations: slots.map((slot) => ({
      id: slot.instalment.id,
      paidAmount: slot.targeted + slot.pooled,
      paidAt: latestOf([slot.targeted > 0 ? slot.targetedAt : null, slot.pooled > 0 ? slot.pooledAt : null]),
    })),
    pieces,
    unallocated,
  };
}

/** Per instalment (oldest first) the paid amount and date derived from the ledger; see allocateLedger. */
export function allocatePayments(
  instalments: readonly LedgerInstalment[],
  payments: readonly LedgerPayment[],
): InstalmentAllocation[] {
  return allocateLedger(instalments, payments).allocations;
}
