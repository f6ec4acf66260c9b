import { brandSchema, productSchema } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { schemaValidate } from './schema-form';

describe('schemaValidate', () => {
  it('gives each field the first message of the domain rules', () => {
    const validate = schemaValidate(productSchema);
    expect(validate({ brandId: 1, name: ' ', cost: '' })).toEqual({
      name: 'Asset Name is required',
      cost: 'Cost is required',
    });
    expect(validate({ brandId: 1, name: 'PC200-8', cost: '485,000' })).toEqual({});
  });

  it('answers no errors for valid values', () => {
    expect(schemaValidate(brandSchema)({ name: 'Caterpillar' })).toEqual({});
    expect(schemaValidate(brandSchema)({ name: '' })).toEqual({ name: 'Name is required' });
  });
});
