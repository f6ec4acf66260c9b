import { describe, expect, it } from 'vitest';
import {
  attributeChanges,
  checkAttributeRows,
  type StoredAttribute,
  startAttributeRows,
  tidyRows,
} from './attribute-rows';

const stored: StoredAttribute[] = [
  { id: 1, name: 'Above 3.0x', score: 1, description: null },
  { id: 2, name: 'Below 1.0x', score: 10, description: 'Conservative' },
];

describe('factor detail attribute rows (collections §2.8, §5)', () => {
  it('keeps one blank row at the end, with a stable key per row', () => {
    const rows = startAttributeRows(stored);
    expect(rows.map((r) => r.name)).toEqual(['Above 3.0x', 'Below 1.0x', '']);
    const grown = tidyRows(rows.map((r, i) => (i === 2 ? { ...r, name: '1.0x to 2.0x' } : r)));
    expect(grown.map((r) => r.name)).toEqual(['Above 3.0x', 'Below 1.0x', '1.0x to 2.0x', '']);
    expect(grown[2]!.key).toBe(rows[2]!.key);
    expect(new Set(grown.map((r) => r.key)).size).toBe(4);
  });

  it('saves new rows with a name, changed rows and deletions; ignores a new row without a name', () => {
    const rows = tidyRows(
      startAttributeRows(stored).map((r) => {
        if (r.id === 1) return { ...r, deleted: true };
        if (r.id === 2) return r;
        return { ...r, name: '1.0x to 2.0x', score: 7 };
      }),
    );
    const withNameless = tidyRows([...rows.slice(0, -1), { ...rows.at(-1)!, score: 4 }]);
    expect(checkAttributeRows(withNameless)).toEqual({});
    expect(attributeChanges(withNameless, stored)).toEqual({
      upserts: [{ id: null, name: '1.0x to 2.0x', score: 7, description: null }],
      deletes: [1],
    });
  });

  it('flags a score outside 0..10 and a cleared name with the domain messages', () => {
    const rows = startAttributeRows(stored).map((r) => {
      if (r.id === 1) return { ...r, score: 11 };
      if (r.id === 2) return { ...r, name: '' };
      return r;
    });
    const errors = checkAttributeRows(rows);
    expect(errors[rows[0]!.key]).toEqual({ score: 'Score must be in the range of 0-10' });
    expect(errors[rows[1]!.key]).toEqual({ name: 'Please enter attribute name' });
  });
});
