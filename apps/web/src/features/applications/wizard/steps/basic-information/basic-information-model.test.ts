import { describe, expect, it } from 'vitest';
import {
  type BasicInformationDraft,
  draftIssue,
  emptyDraft,
  guarantorIssue,
  removeItem,
  saveInput,
  witnessIssue,
} from './basic-information-model';

const doc = (resourceId: number, id: number | null = null) => ({
  key: `d${resourceId}-${id}`,
  id,
  resourceId,
  fileId: 100 + resourceId,
  fileName: `f${resourceId}.pdf`,
  url: `/files/${100 + resourceId}`,
});

function completeDraft(): BasicInformationDraft {
  return {
    ...emptyDraft(),
    hirerId: 3,
    financialProgramId: 1,
    purpose: 'Excavator',
    documents: [doc(41, 7), doc(42), doc(43), doc(44)],
    guarantors: [
      {
        key: 'g1',
        id: 5,
        hirerContactId: 9,
        name: 'Lim Ah Kow',
        identityNo: '7001',
        description: null,
        phone: null,
        fileId: 55,
        url: '/files/55',
      },
    ],
    witnesses: [
      {
        key: 'w1',
        id: null,
        hirerContactId: 9,
        name: 'Lim Ah Kow',
        designation: 'Director',
        identityNo: '7001',
      },
    ],
  };
}

describe('the Basic Information draft (origination §5)', () => {
  it('names the first missing piece in form order', () => {
    expect(draftIssue(emptyDraft())).toBe('Please select company');
    expect(draftIssue({ ...completeDraft(), financialProgramId: null })).toBe(
      'Please select financial program',
    );
    expect(draftIssue({ ...completeDraft(), documents: [doc(41), doc(42), doc(43)] })).toBe(
      'Files are missing!',
    );
    expect(draftIssue({ ...completeDraft(), guarantors: [] })).toBe('Please add at least 1 guarantor');
    expect(draftIssue({ ...completeDraft(), witnesses: [] })).toBe('Please add at least 1 witness');
    expect(draftIssue(completeDraft())).toBeNull();
  });

  it('refuses a duplicate or incomplete guarantor and witness', () => {
    const draft = completeDraft();
    expect(guarantorIssue(draft, { name: 'lim ah kow ', identityNo: '1', hasFile: true })).toMatch(
      /cannot be duplicated/,
    );
    expect(guarantorIssue(draft, { name: 'Tan', identityNo: '1', hasFile: false })).toMatch(
      /Identification Card/,
    );
    expect(guarantorIssue(draft, { name: 'Tan', identityNo: '1', hasFile: true })).toBeNull();
    expect(witnessIssue(draft, { name: 'Lim Ah Kow', identityNo: '1' })).toMatch(/cannot be duplicated/);
    expect(witnessIssue(draft, { name: 'Tan', identityNo: '' })).toMatch(/Identification Card Number/);
  });

  it('sends only this visit’s additions and the removals of saved rows', () => {
    let draft = removeItem(completeDraft(), 'documents', 'd41-7');
    draft = removeItem(draft, 'documents', 'd42-null');
    draft = removeItem(draft, 'guarantors', 'g1');
    const input = saveInput(12, draft);
    expect(input).toMatchObject({
      id: 12,
      removeDocumentIds: [7],
      removeGuarantorIds: [5],
      addDocuments: [
        { resourceId: 43, fileId: 143 },
        { resourceId: 44, fileId: 144 },
      ],
      addGuarantors: [],
      addWitnesses: [{ hirerContactId: 9, name: 'Lim Ah Kow', designation: 'Director', identityNo: '7001' }],
    });
    expect(saveInput(0, draft).id).toBeNull();
  });
});
