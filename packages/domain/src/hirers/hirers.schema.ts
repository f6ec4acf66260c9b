import { z } from 'zod';
import {
  idField,
  optionalEmailField,
  optionalMoneyField,
  optionalPhoneField,
  optionalText,
  requiredText,
} from '../common/fields';

/** Clients §9: business sector id 40 means "other" and reveals a free-text sector name. */
export const BUSINESS_SECTOR_OTHER_ID = 40;

export const HIRER_MESSAGES = {
  name: 'Please enter name',
  address: 'Please enter address',
  registrationNo: 'Please enter registration number',
  shortname: 'Please enter short name',
  establishYear: 'Please enter established year',
  resourceId: 'Please enter business sector',
  pic: 'Please enter person in charge',
  picNo: "Please enter person in charge's number",
} as const;

const hirerFields = {
  name: requiredText(HIRER_MESSAGES.name),
  registrationNo: requiredText(HIRER_MESSAGES.registrationNo, 100),
  shortname: requiredText(HIRER_MESSAGES.shortname, 100),
  resourceId: idField(HIRER_MESSAGES.resourceId),
  establishYear: z
    .number({ error: HIRER_MESSAGES.establishYear })
    .int(HIRER_MESSAGES.establishYear)
    .min(1800, HIRER_MESSAGES.establishYear)
    .max(2100, HIRER_MESSAGES.establishYear),
  email: optionalEmailField,
  address: requiredText(HIRER_MESSAGES.address, 1000),
  website: optionalText(255),
  phone: optionalPhoneField,
  pic: requiredText(HIRER_MESSAGES.pic),
  picNo: requiredText(HIRER_MESSAGES.picNo, 50),
  remark: optionalText(),
  /** The sector name typed when the chosen sector is "other" (id 40). */
  newResourceName: optionalText(255),
};

function otherSectorNamed(value: { resourceId: number; newResourceName: string | null }): boolean {
  return value.resourceId !== BUSINESS_SECTOR_OTHER_ID || !!value.newResourceName;
}

/** Clients §5 New company. */
export const hirerSchema = z
  .object(hirerFields)
  .refine(otherSectorNamed, { message: HIRER_MESSAGES.resourceId, path: ['newResourceName'] });
export type HirerInput = z.infer<typeof hirerSchema>;

/** Clients §2 company profile edit: the same fields plus the Client Loan Limit. */
export const hirerUpdateSchema = z
  .object({
    id: idField(),
    ...hirerFields,
    loanLimit: optionalMoneyField(),
  })
  .refine(otherSectorNamed, { message: HIRER_MESSAGES.resourceId, path: ['newResourceName'] });
export type HirerUpdateInput = z.infer<typeof hirerUpdateSchema>;

export const HIRER_CONTACT_MESSAGES = {
  hirerId: 'Please select company',
  name: 'Name is required',
  identityNo: 'Identity No is required',
} as const;

/** Origination §5 new contact / clients §5 directorship: name and identity number required; phone, email optional. */
export const hirerContactSchema = z.object({
  hirerId: idField(HIRER_CONTACT_MESSAGES.hirerId),
  name: requiredText(HIRER_CONTACT_MESSAGES.name),
  identityNo: requiredText(HIRER_CONTACT_MESSAGES.identityNo, 50),
  phone: optionalPhoneField,
  email: optionalEmailField,
});
export type HirerContactInput = z.infer<typeof hirerContactSchema>;

export const hirerContactUpdateSchema = hirerContactSchema.extend({ id: idField() });
export type HirerContactUpdateInput = z.infer<typeof hirerContactUpdateSchema>;
