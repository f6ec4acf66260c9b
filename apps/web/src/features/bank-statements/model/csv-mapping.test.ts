import { describe, expect, it } from 'vitest';
import { EMPTY_CSV_MAPPING, mappingOf } from './csv-mapping';

const chosen = {
  ...EMPTY_CSV_MAPPING,
  date: 'Transaction Date',
  description: 'Description',
  dateFormat: 'DD/MM/YYYY' as const,
};

describe('issue 31: the CSV columns of a bank account', () => {
  it('asks for what is missing, in order', () => {
    expect(mappingOf(EMPTY_CSV_MAPPING)).toEqual({ issue: 'Choose the date column' });
    expect(mappingOf({ ...chosen, dateFormat: null })).toEqual({ issue: 'Choose the date format' });
    expect(mappingOf(chosen)).toEqual({
      issue: 'Choose an amount column, or both a credit and a debit column',
    });
  });

  it('saves one amount column, or a credit and a debit column (the other choice dropped)', () => {
    expect(mappingOf({ ...chosen, amount: 'Amount', credit: 'Cr' })).toEqual({
      mapping: expect.objectContaining({ amount: 'Amount', credit: null, debit: null }),
    });
    expect(mappingOf({ ...chosen, twoColumns: true, amount: 'Amount', credit: 'Cr', debit: 'Dr' })).toEqual({
      mapping: expect.objectContaining({ amount: null, credit: 'Cr', debit: 'Dr', delimiter: ',' }),
    });
  });
});
