import { describe, expect, it } from 'vitest';
import { columnChoiceKey, readHiddenColumns, toggleColumn, writeHiddenColumns } from './column-choice';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe('master list column choice (remembered per user in the browser)', () => {
  it('round-trips per user and ignores unknown or broken values', () => {
    const storage = memory();
    writeHiddenColumns(storage, 7, ['engine', 'gone']);
    expect(readHiddenColumns(storage, 7, ['engine', 'salesman'])).toEqual(['engine']);
    expect(readHiddenColumns(storage, 8, ['engine'])).toEqual([]);
    storage.map.set(columnChoiceKey(9), '{oops');
    expect(readHiddenColumns(storage, 9, ['engine'])).toEqual([]);
  });

  it('toggles a column but never hides the customer', () => {
    expect(toggleColumn([], 'engine', ['customerName'])).toEqual(['engine']);
    expect(toggleColumn(['engine'], 'engine', ['customerName'])).toEqual([]);
    expect(toggleColumn([], 'customerName', ['customerName'])).toEqual([]);
  });
});
