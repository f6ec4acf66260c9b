import type { ColumnType } from 'kysely';

/**
 * One row: the number of committed transactions that changed a business table (issue 17, migration
 * 2026_11_28_0000_data_version), raised by triggers at each such commit; read by every session query.
 */
export interface DataVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<number, never, never>;
}

/** A writing transaction's note until its commit raises the data version (empty between transactions). */
export interface DataTouchTable {
  xid: ColumnType<string, never, never>;
}
