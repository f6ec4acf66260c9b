import { describe, expect, it } from 'vitest';
import {
  APPLICANT_MESSAGES,
  applicantCreateSchema,
  applicantUpdateSchema,
  guarantorAddIssue,
  witnessAddIssue,
  witnessSchema,
} from './applicants.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('origination.md §5 basic information', () => {
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

  it('the witness call body carries the same message', () => {
    expect(messages(witnessSchema.safeParse({ applicantId: 1, name: 'A' }))).toEqual([
      APPLICANT_MESSAGES.witness,
    ]);
  });
});
