import { describe, expect, it } from 'vitest';
import {
  basicInformationIssue,
  basicInformationSaveSchema,
  guarantorEntrySchema,
} from './basic-information.schema';

const complete = {
  hirerId: 1,
  financialProgramId: 2,
  missingMandatoryDocuments: 0,
  guarantors: 1,
  witnesses: 1,
};

describe('basicInformationIssue (origination §5)', () => {
  it('is null when everything is there', () => {
    expect(basicInformationIssue(complete)).toBeNull();
  });
  it.each([
    [{ hirerId: null }, 'Please select company'],
    [{ financialProgramId: null }, 'Please select financial program'],
    [{ missingMandatoryDocuments: 2 }, 'Files are missing!'],
    [{ guarantors: 0 }, 'Please add at least 1 guarantor'],
    [{ witnesses: 0 }, 'Please add at least 1 witness'],
  ])('%j: %s', (change, message) => {
    expect(basicInformationIssue({ ...complete, ...change })).toBe(message);
  });
  it('names the first problem in form order', () => {
    expect(
      basicInformationIssue({
        hirerId: null,
        financialProgramId: null,
        missingMandatoryDocuments: 4,
        guarantors: 0,
        witnesses: 0,
      }),
    ).toBe('Please select company');
  });
});

describe('basicInformationSaveSchema', () => {
  it('defaults the change lists and turns an empty Subject into null', () => {
    expect(basicInformationSaveSchema.parse({ hirerId: 1, financialProgramId: 2, purpose: '  ' })).toEqual({
      id: null,
      hirerId: 1,
      financialProgramId: 2,
      purpose: null,
      addDocuments: [],
      removeDocumentIds: [],
      addGuarantors: [],
      removeGuarantorIds: [],
      addWitnesses: [],
      removeWitnessIds: [],
    });
  });
  it('words a missing company and program as the spec', () => {
    const result = basicInformationSaveSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please select company',
      'Please select financial program',
    ]);
  });
  it('refuses a guarantor without identity number or file with the guarantor message', () => {
    for (const entry of [
      { name: 'Ali', fileId: 3 },
      { name: 'Ali', identityNo: '8501' },
      { identityNo: '8501', fileId: 3 },
    ]) {
      const result = guarantorEntrySchema.safeParse(entry);
      expect(result.error?.issues[0]?.message).toBe(
        'Contact, Identification Card and Identification Card Number are required and cannot be duplicated',
      );
    }
  });
});
