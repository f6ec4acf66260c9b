import { describe, expect, it } from 'vitest';
import { capitalize } from './capitalize';

describe('origination.md §2 top bar shows the capitalised user name', () => {
  it.each([
    ['john doe', 'John Doe'],
    ['ahmad', 'Ahmad'],
    ['McDonald', 'McDonald'],
    ['élodie', 'Élodie'],
    ['nur  aisyah binti ali', 'Nur  Aisyah Binti Ali'],
    ['3m malaysia', '3m Malaysia'],
    ['TAN wei', 'TAN Wei'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('capitalize(%s) = %s', (name, expected) => {
    expect(capitalize(name)).toBe(expected);
  });
});
