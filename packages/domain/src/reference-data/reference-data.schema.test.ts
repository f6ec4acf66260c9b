import { describe, expect, it } from 'vitest';
import {
  brandSchema,
  brandUpdateSchema,
  productSchema,
  productUpdateSchema,
  resourceSchema,
  vendorSchema,
  vendorUpdateSchema,
} from './reference-data.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('clients-and-reference-data.md §5 asset type and vendor: Name is required', () => {
  it.each([[brandSchema], [vendorSchema]])('%#', (schema) => {
    expect(schema.parse({ name: ' Volvo ' })).toEqual({ name: 'Volvo' });
    expect(messages(schema.safeParse({ name: '' }))).toEqual(['Name is required']);
    expect(messages(schema.safeParse({}))).toEqual(['Name is required']);
  });

  it('updates carry the id', () => {
    expect(brandUpdateSchema.parse({ id: 1, name: 'A' })).toEqual({ id: 1, name: 'A' });
    expect(vendorUpdateSchema.safeParse({ name: 'A' }).success).toBe(false);
  });
});

describe('clients-and-reference-data.md §5 asset: name and cost required, cost is free text', () => {
  it.each<[unknown, number]>([
    ['12,500.50', 1_250_050],
    [' 8000 ', 800_000],
    [12500.5, 1_250_050],
    ['0', 0],
  ])('cost %j is %s sen', (cost, sen) => {
    expect(productSchema.parse({ brandId: 1, name: 'EC200D', cost })).toEqual({
      brandId: 1,
      name: 'EC200D',
      cost: sen,
    });
  });

  it.each<[unknown, string[]]>([
    ['', ['Cost is required']],
    [undefined, ['Cost is required']],
    ['abc', ['Cost must be a valid amount']],
    ['-5', ['Cost must be a valid amount']],
  ])('cost %j gives %j', (cost, expected) => {
    expect(messages(productSchema.safeParse({ brandId: 1, name: 'EC200D', cost }))).toEqual(expected);
  });

  it('the asset name and type', () => {
    expect(messages(productSchema.safeParse({ cost: '1' }))).toEqual([
      'Please select an asset type',
      'Asset Name is required',
    ]);
    expect(productUpdateSchema.parse({ id: 2, brandId: 1, name: 'A', cost: '1', isNew: true })).toMatchObject(
      { id: 2, cost: 100, isNew: true },
    );
  });
});

describe('clients-and-reference-data.md §3 new resource', () => {
  it('sends description null on creation', () => {
    expect(resourceSchema.parse({ name: 'Leasing', category: 'HIRER_BUSINESS' })).toEqual({
      name: 'Leasing',
      category: 'HIRER_BUSINESS',
      description: null,
    });
    expect(messages(resourceSchema.safeParse({ name: '', category: 'HIRER_BUSINESS' }))).toEqual([
      'Name is required',
    ]);
  });

  it('refuses a category outside the set', () => {
    expect(messages(resourceSchema.safeParse({ name: 'Leasing', category: 'X' }))).toEqual([
      'Please select a category',
    ]);
  });
});
