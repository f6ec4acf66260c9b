import { masterRecordChangeSchema } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { changesOf, draftOf, EDIT_GROUPS, type MasterRecord } from './profile-fields';

const record = {
  id: 42,
  engine: 'ENG-1',
  chassis: 'CH-9',
  manufactureYear: 2024,
  registrationNo: null,
  agentId: 71,
  coverNote: null,
  insuranceStatus: 'Active',
  insuranceStartDate: '2026-01-10',
  insuranceEndDate: '2027-01-09',
} as unknown as MasterRecord;

describe('master profile edit modal: what Save sends', () => {
  it('nothing when nothing changed; the draft shows stored values as text', () => {
    const fields = [...EDIT_GROUPS.insurance.fields, ...EDIT_GROUPS.product.fields];
    const draft = draftOf(record, fields);
    expect(draft).toMatchObject({ chasis: 'CH-9', manufactureYear: '2024', agentId: '71', coverNote: '' });
    expect(changesOf(record, fields, draft)).toEqual([]);
  });

  it('one change per changed field, with the value shown as expected, typed for the server', () => {
    const fields = EDIT_GROUPS.product.fields;
    const draft = { ...draftOf(record, fields), chasis: ' CH-10 ', manufactureYear: '2023', engine: '' };
    const changes = changesOf(record, fields, draft);
    expect(changes).toEqual([
      { id: 42, field: 'engine', value: null, expected: 'ENG-1' },
      { id: 42, field: 'chasis', value: 'CH-10', expected: 'CH-9' },
      { id: 42, field: 'manufactureYear', value: 2023, expected: 2024 },
    ]);
    for (const change of changes) expect(masterRecordChangeSchema.safeParse(change).success).toBe(true);
  });

  it('a selection is sent as its id; clearing it sends null', () => {
    const fields = EDIT_GROUPS.insurance.fields;
    expect(changesOf(record, fields, { ...draftOf(record, fields), agentId: '72' })).toEqual([
      { id: 42, field: 'agentId', value: 72, expected: 71 },
    ]);
    expect(changesOf(record, fields, { ...draftOf(record, fields), agentId: '' })).toEqual([
      { id: 42, field: 'agentId', value: null, expected: 71 },
    ]);
  });

  it('a moved insurance period is one save holding both dates (the server judges the pair as stored)', () => {
    const fields = EDIT_GROUPS.insurance.fields;
    const later = changesOf(record, fields, {
      ...draftOf(record, fields),
      insuranceStartDate: '2027-02-01',
      insuranceEndDate: '2028-01-31',
    });
    expect(later.map((c) => [c.field, c.value]).sort()).toEqual([
      ['insuranceEndDate', '2028-01-31'],
      ['insuranceStartDate', '2027-02-01'],
    ]);
  });
});

describe('issue 41: the late-payment rate on the Agreement card', () => {
  const agreement = {
    ...record,
    lateChargeRate: 8,
    principleStamp: null,
    subsidiaryStamp: null,
  } as MasterRecord;
  const fields = EDIT_GROUPS.agreement.fields;

  it('shows the stored rate, sends a changed one as a number and empty as none', () => {
    const draft = draftOf(agreement, fields);
    expect(draft.lateChargeRate).toBe('8');
    expect(changesOf(agreement, fields, draft)).toEqual([]);
    const changes = changesOf(agreement, fields, { ...draft, lateChargeRate: '6.5' });
    expect(changes).toEqual([{ id: 42, field: 'lateChargeRate', value: 6.5, expected: 8 }]);
    expect(masterRecordChangeSchema.safeParse(changes[0]).success).toBe(true);
    expect(changesOf(agreement, fields, { ...draft, lateChargeRate: '' })).toEqual([
      { id: 42, field: 'lateChargeRate', value: null, expected: 8 },
    ]);
  });
});
