/** The Master List's chosen columns, remembered per user in this browser (localStorage). */
export const columnChoiceKey = (userId: number) => `sewabeli:master-columns:${userId}`;

/** Reads the hidden column keys; anything unreadable or unknown is ignored. */
export function readHiddenColumns(
  storage: Pick<Storage, 'getItem'>,
  userId: number,
  known: readonly string[],
) {
  try {
    const value: unknown = JSON.parse(storage.getItem(columnChoiceKey(userId)) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((key): key is string => typeof key === 'string' && known.includes(key));
  } catch {
    return [];
  }
}

export function writeHiddenColumns(
  storage: Pick<Storage, 'setItem'>,
  userId: number,
  hidden: readonly string[],
) {
  storage.setItem(columnChoiceKey(userId), JSON.stringify(hidden));
}

/** Shows or hides one column; the customer column always stays (it is the row's name). */
export function toggleColumn(hidden: readonly string[], key: string, always: readonly string[]): string[] {
  if (always.includes(key)) return [...hidden];
  return hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key];
}
