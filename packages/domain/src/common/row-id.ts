/** Database ids arrive as numbers (serial) or strings (bigint, uuid); rules compare them without caring. */
export type RowId = number | string;

export function compareIds(a: RowId, b: RowId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function sameId(a: RowId | null | undefined, b: RowId | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}
