import { describe, expect, it } from 'vitest';
import { masterRecordUpdateSchema } from './master-records.schema';

describe('origination.md §2/§4/§7 master profile: one field at a time, dates YYYY-MM-DD', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{ id: 1, field: 'engine', value: ' E123 ' }, true],
    [{ id: 1, field: 'engine', value: '' }, true],
    [{ id: 1, field: 'insuranceStartDate', value: '2024-02-29' }, true],
    [{ id: 1, field: 'insuranceStartDate', value: '29-02-2024' }, false],
    [{ id: 1, field: 'disbursementDate', value: null }, true],
    [{ id: 1, field: 'agentId', value: 5 }, true],
    [{ id: 1, field: 'rcOri', value: 1 }, true],
    [{ id: 1, field: 'vehicleIsDischarged', value: null }, true],
    [{ id: 1, field: 'fis', value: 2 }, false],
    [{ id: 1, field: 'manufactureYear', value: 2023 }, true],
    [{ id: 1, field: 'hpNo', value: 'HP1' }, false],
  ])('%j accepted: %s', (body, ok) => {
    expect(masterRecordUpdateSchema.safeParse(body).success).toBe(ok);
  });

  it('normalises text', () => {
    expect(masterRecordUpdateSchema.parse({ id: 1, field: 'engine', value: ' E123 ' })).toEqual({
      id: 1,
      field: 'engine',
      value: 'E123',
    });
  });
});
