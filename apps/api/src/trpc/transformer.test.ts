import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { transformer } from './transformer';

const outcome = (serialize: (value: unknown) => object, value: unknown) => {
  try {
    const written = serialize(value);
    return { keys: Object.keys(written).sort(), text: JSON.stringify(written) };
  } catch (error) {
    return { refused: (error as Error).message };
  }
};

/** The same object text and the same annotations (or none) as superjson's own, or the same refusal. */
const sameAsSuperjson = (value: unknown) => {
  expect(outcome(transformer.serialize, value)).toEqual(outcome((v) => superjson.serialize(v), value));
};

describe('the tRPC transformer writes what superjson writes', () => {
  it('for a page of plain rows, without annotations', () => {
    const page = {
      rows: [{ id: 1, name: 'Agro Tani Makmur Sdn Bhd', businessSector: null, latePayment: false }],
      total: 1,
      page: 1,
      pageSize: 10,
    };
    expect(transformer.serialize(page)).toEqual({ json: page });
    sameAsSuperjson(page);
  });

  it.each([
    ['a date', { at: new Date('2026-11-27T00:00:00Z') }],
    ['undefined', { a: undefined }],
    ['NaN', [Number.NaN]],
    ['-0', { n: -0 }],
    ['a bigint', { n: 10n }],
    ['a map', new Map([['a', 1]])],
    ['a set', { s: new Set([1]) }],
    [
      'a repeated object',
      (() => {
        const shared = { id: 1 };
        return { a: shared, b: [shared] };
      })(),
    ],
    ['a class instance', { e: new Error('x') }],
  ])('for %s, with its annotations', (_label, value) => {
    expect(transformer.serialize(value)).toHaveProperty('meta');
    sameAsSuperjson(value);
  });

  it('for a sparse array (superjson writes its hole as null, without annotation)', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the case
    sameAsSuperjson([1, , 3]);
  });

  it('for anything fast-check makes', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withDate: true,
          withMap: true,
          withSet: true,
          withBigInt: true,
          withNullPrototype: true,
          withSparseArray: true,
          withBoxedValues: true,
        }),
        (value) => {
          sameAsSuperjson(value);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads back what it writes', () => {
    const value = { rows: [{ id: 1, at: new Date('2026-01-02T00:00:00Z') }], total: 1 };
    expect(transformer.deserialize(transformer.serialize(value))).toEqual(value);
  });
});
