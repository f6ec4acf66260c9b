import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  legacyBrandUpdateSchema,
  legacyIdField,
  legacyIdOnlySchema,
  legacyImageUploadFieldsSchema,
  legacyPayload,
  legacyProductSchema,
  legacyProductUpdateSchema,
  legacyVendorUpdateSchema,
} from './rest-legacy';

describe('clients-and-reference-data.md §7 legacy user and company payloads', () => {
  const schema = legacyPayload(
    z.object({
      roleId: z.number(),
      establishYear: z.number().optional(),
      loanLimit: z.number().optional(),
      status: z.boolean().optional(),
    }),
    { numbers: ['roleId', 'establishYear'], ringgit: ['loanLimit'] },
  );

  it.each<[Record<string, unknown>, Record<string, unknown> | null]>([
    [
      { roleId: '3', establishYear: '2001', loanLimit: '1,000.50', status: '1' },
      { roleId: 3, establishYear: 2001, loanLimit: 100_050, status: true },
    ],
    [
      { roleId: 3, establishYear: '', loanLimit: '', status: 0 },
      { roleId: 3, status: false },
    ],
    [
      { roleId: 3, loanLimit: 12.5, status: 'false' },
      { roleId: 3, loanLimit: 1250, status: false },
    ],
    [{ roleId: 3, loanLimit: 'abc' }, null],
    [{ roleId: 3, loanLimit: true }, null],
    [
      { roleId: 3, status: true },
      { roleId: 3, status: true },
    ],
  ])('%j -> %j', (body, expected) => {
    const result = schema.safeParse(body);
    expect(result.success ? result.data : null).toEqual(expected);
  });

  it('leaves a non-object to the schema', () => {
    expect(schema.safeParse('x').success).toBe(false);
    expect(schema.safeParse([1]).success).toBe(false);
  });
});

describe('clients-and-reference-data.md §7 legacy asset, asset type and vendor payloads', () => {
  it.each<[unknown, number | null]>([
    [3, 3],
    ['3', 3],
    [' 12 ', 12],
    ['0', null],
    ['abc', null],
    [null, null],
  ])('id %j -> %s', (value, expected) => {
    const result = legacyIdField().safeParse(value);
    expect(result.success ? result.data : null).toBe(expected);
  });

  it.each<[unknown, boolean | undefined]>([
    [1, true],
    [0, false],
    [true, true],
    [null, undefined],
    [undefined, undefined],
  ])('isNew %j -> %s', (isNew, expected) => {
    expect(legacyProductSchema.parse({ brandId: '2', name: 'EC200D', cost: '1,000', isNew }).isNew).toBe(
      expected,
    );
  });

  it('keeps the spec messages past the wire', () => {
    const result = legacyProductSchema.safeParse({ brandId: '', name: '', cost: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select an asset type',
      'Asset Name is required',
      'Cost is required',
    ]);
  });

  it('updates and uploads carry a legacy id', () => {
    expect(legacyProductUpdateSchema.parse({ id: '5', brandId: 2, name: 'A', cost: 1 })).toMatchObject({
      id: 5,
      cost: 100,
    });
    expect(legacyBrandUpdateSchema.parse({ id: '1', name: 'Volvo' })).toEqual({ id: 1, name: 'Volvo' });
    expect(legacyVendorUpdateSchema.parse({ id: 2, name: 'Vendor' })).toEqual({ id: 2, name: 'Vendor' });
    expect(legacyIdOnlySchema.parse({ id: '9' })).toEqual({ id: 9 });
    expect(legacyImageUploadFieldsSchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
