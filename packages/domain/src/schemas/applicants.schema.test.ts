import { describe, expect, it } from 'vitest';
import {
  APPLICANT_MESSAGES,
  applicantCreateSchema,
  applicantFilesIssue,
  applicantUpdateSchema,
  basicInformationSchema,
  guarantorAddIssue,
  guarantorSchema,
  witnessAddIssue,
  witnessSchema,
} from './applicants.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('origination.md §5 basic information', () => {
  it('needs a company, a program, a guarantor and a witness', () => {
    expect(messages(basicInformationSchema.safeParse({ guarantorCount: 0, witnessCount: 0 }))).toEqual([
      'Please select company',
      'Please select financial program',
      'Please add at least 1 guarantor',
      'Please add at least 1 witness',
    ]);
    expect(
      basicInformationSchema.parse({
        hirerId: 1,
        financialProgramId: 2,
        purpose: ' Fleet ',
        guarantorCount: 1,
        witnessCount: 2,
      }),
    ).toMatchObject({
      purpose: 'Fleet',
    });
  });

  it('POST and PUT /applicant carry the same messages', () => {
    expect(messages(applicantCreateSchema.safeParse({ purpose: 'x' }))).toEqual([
      'Please select company',
      'Please select financial program',
    ]);
    expect(applicantCreateSchema.parse({ hirerId: 1, financialProgramId: 2 })).toEqual({
      hirerId: 1,
      financialProgramId: 2,
      purpose: null,
    });
    expect(messages(applicantUpdateSchema.safeParse({ id: 1, financialProgramId: 0 }))).toEqual([
      'Please select financial program',
    ]);
  });

  it.each<[boolean, Record<string, number>, string | null]>([
    [
      false,
      { companyCreditReport: 1, individualCreditReports: 2, companyRegistryStatement: 1, bankStatements: 3 },
      null,
    ],
    [
      false,
      { companyCreditReport: 1, individualCreditReports: 2, companyRegistryStatement: 1 },
      'Files are missing!',
    ],
    [
      false,
      {
        companyCreditReport: 1,
        individualCreditReports: 0,
        companyRegistryStatement: 1,
        bankStatements: 1,
        other: 4,
      },
      'Files are missing!',
    ],
    [true, {}, null],
  ])(
    'files required when nothing is uploaded yet (uploaded %s, chosen %j) -> %s',
    (hasUploadedDocuments, chosenFiles, expected) => {
      expect(applicantFilesIssue({ hasUploadedDocuments, chosenFiles })).toBe(expected);
    },
  );
});

describe('origination.md §5 guarantors and witnesses', () => {
  const existing = [{ name: 'Ahmad Bin Ali' }];

  it.each<[Parameters<typeof guarantorAddIssue>[1], string | null]>([
    [{ name: 'Siti', identityNo: '900101-01-1234', hasFile: true }, null],
    [{ name: 'Siti', identityNo: '900101-01-1234', hasFile: false }, APPLICANT_MESSAGES.guarantor],
    [{ name: 'Siti', identityNo: '', hasFile: true }, APPLICANT_MESSAGES.guarantor],
    [{ name: null, identityNo: '1', hasFile: true }, APPLICANT_MESSAGES.guarantor],
    [{ name: ' ahmad bin ali ', identityNo: '1', hasFile: true }, APPLICANT_MESSAGES.guarantor],
  ])('guarantor %j -> %s', (candidate, expected) => {
    expect(guarantorAddIssue(existing, candidate)).toBe(expected);
  });

  it.each<[Parameters<typeof witnessAddIssue>[1], string | null]>([
    [{ name: 'Siti', identityNo: '1' }, null],
    [{ name: 'Siti', identityNo: null }, APPLICANT_MESSAGES.witness],
    [{ name: 'AHMAD BIN ALI', identityNo: '1' }, APPLICANT_MESSAGES.witness],
  ])('witness %j -> %s', (candidate, expected) => {
    expect(witnessAddIssue(existing, candidate)).toBe(expected);
  });

  it('the call bodies carry the same messages', () => {
    expect(messages(guarantorSchema.safeParse({ applicantId: 1, name: '', identityNo: '' }))).toEqual([
      APPLICANT_MESSAGES.guarantor,
      APPLICANT_MESSAGES.guarantor,
    ]);
    expect(messages(witnessSchema.safeParse({ applicantId: 1, name: 'A' }))).toEqual([
      APPLICANT_MESSAGES.witness,
    ]);
    expect(guarantorSchema.parse({ applicantId: 1, name: 'A', identityNo: '1', phone: '' })).toMatchObject({
      phone: null,
      description: null,
    });
  });
});
