import type { ColumnType } from 'kysely';

/**
 * A view of one row: the number of committed transactions that changed a business table (issue 17), the sum of
 * data_version_slot (issue 30, read-models/data-version.ts); read by every session query.
 */
export interface DataVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<number, never, never>;
}

/** A writing transaction's note until its commit raises the data version (empty between transactions). */
export interface DataTouchTable {
  xid: ColumnType<string, never, never>;
}

/** One slot of the data version, raised at the commits of the connections of its slot. */
export interface DataVersionSlotTable {
  slot: ColumnType<number, never, never>;
  version: ColumnType<number, never, never>;
}
