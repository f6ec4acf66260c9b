import {
  buildCsv,
  type CsvColumn,
  formatDate,
  LEDGER_KIND_LABELS,
  PAYMENT_METHODS,
  senToRinggit,
} from '@sewabeli/domain';
import type { RouterOutputs } from '../../../lib/trpc';

export type LedgerEntry = RouterOutputs['collection']['byId']['payments'][number];

/** How the money came; a non-cash entry (the rebate) says it is written off, not received. */
export const methodLabel = (entry: LedgerEntry) =>
  !entry.cash ? 'Non-cash (written off)' : entry.method ? PAYMENT_METHODS[entry.method] : 'N/A';

/** Issue 40: a payment posted from a bank statement shows the bank's dates; 'N/A' for the others, or none given. */
export const bankDate = (entry: LedgerEntry, which: 'valueDate' | 'bookingDate') => {
  const date = entry.bankStatement?.[which];
  return date ? formatDate(date) : 'N/A';
};

const LEDGER_COLUMNS: CsvColumn<LedgerEntry>[] = [
  { header: 'Paid At', value: (entry) => formatDate(entry.paidAt) },
  { header: 'Amount (RM)', value: (entry) => senToRinggit(entry.amount) },
  { header: 'Type', value: (entry) => LEDGER_KIND_LABELS[entry.kind] },
  { header: 'Cash', value: (entry) => entry.cash },
  { header: 'Method', value: methodLabel },
  { header: 'Reference', value: (entry) => entry.reference ?? '' },
  { header: 'Bank Value Date', value: (entry) => bankDate(entry, 'valueDate') },
  { header: 'Bank Booking Date', value: (entry) => bankDate(entry, 'bookingDate') },
  { header: 'Created By', value: (entry) => entry.createdBy ?? '' },
  { header: 'Updated By', value: (entry) => entry.updatedBy ?? '' },
];

/** Issue 26: the Transaction Records as CSV, how the money came included. */
export function ledgerCsv(payments: readonly LedgerEntry[]): string {
  return buildCsv(LEDGER_COLUMNS, payments);
}
