import { describe, expect, it } from 'vitest';
import {
  hirerContactSchema,
  hirerContactUpdateSchema,
  hirerSchema,
  hirerUpdateSchema,
} from './hirers.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

const company = {
  name: 'Syarikat Maju Sdn Bhd',
  registrationNo: '201901000123',
  shortname: 'MAJU',
  resourceId: 3,
  establishYear: 2001,
  email: '',
  address: '1 Jalan Ampang, Kuala Lumpur',
  website: null,
  phone: '03-2161234',
  pic: 'Tan Ah Kow',
  picNo: '012-3456789',
  remark: '',
};

describe('clients-and-reference-data.md §5 new company', () => {
  it('accepts a complete company; optional fields may be empty', () => {
    expect(hirerSchema.parse(company)).toMatchObject({
      name: company.name,
      email: null,
      website: null,
      remark: null,
      newResourceName: null,
    });
  });

  it('reports every missing required field with the spec message', () => {
    expect(messages(hirerSchema.safeParse({}))).toEqual([
      'Please enter name',
      'Please enter registration number',
      'Please enter short name',
      'Please enter business sector',
      'Please enter established year',
      'Please enter address',
      'Please enter person in charge',
      "Please enter person in charge's number",
    ]);
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ email: 'x@' }, ['Email is not valid']],
    [{ phone: 'abc' }, ['Phone number is not valid']],
    [{ establishYear: 1700 }, ['Please enter established year']],
    [{ resourceId: 40 }, ['Please enter business sector']],
    [{ resourceId: 40, newResourceName: 'Aquaculture' }, []],
  ])('%j gives %j', (change, expected) => {
    expect(messages(hirerSchema.safeParse({ ...company, ...change }))).toEqual(expected);
  });

  it('the profile edit adds the Client Loan Limit (sen)', () => {
    expect(hirerUpdateSchema.parse({ id: 5, ...company, loanLimit: 500_000_000 })).toMatchObject({
      id: 5,
      loanLimit: 500_000_000,
    });
    expect(hirerUpdateSchema.parse({ id: 5, ...company })).toMatchObject({ loanLimit: null });
    expect(messages(hirerUpdateSchema.safeParse({ id: 5, ...company, resourceId: 40 }))).toEqual([
      'Please enter business sector',
    ]);
  });

  it.each<[unknown, string]>([
    ['abc', 'Please enter a valid amount'],
    [-100, 'Amount cannot be negative'],
    [12.5, 'Please enter at most two decimal places'],
  ])('a Client Loan Limit of %j is refused: %s (issue 29)', (loanLimit, message) => {
    expect(messages(hirerUpdateSchema.safeParse({ id: 5, ...company, loanLimit }))).toEqual([message]);
  });
});

describe('origination.md §5 new contact / clients-and-reference-data.md §5 directorship', () => {
  const contact = { hirerId: 1, name: 'Lim Mei Ling', identityNo: '800101-14-5678' };

  it('accepts name and identity number; phone and email optional', () => {
    expect(hirerContactSchema.parse(contact)).toEqual({ ...contact, phone: null, email: null });
    expect(
      hirerContactUpdateSchema.parse({ ...contact, id: 4, phone: '0123456', email: 'a@b.my' }),
    ).toMatchObject({ id: 4 });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ name: '' }, ['Name is required']],
    [{ identityNo: ' ' }, ['Identity No is required']],
    [{ hirerId: undefined }, ['Please select company']],
    [{ phone: '123' }, ['Phone number is not valid']],
    [{ email: 'no-at-sign' }, ['Email is not valid']],
  ])('%j gives %j', (change, expected) => {
    expect(messages(hirerContactSchema.safeParse({ ...contact, ...change }))).toEqual(expected);
  });
});
