import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  BUSINESS_SECTOR_OTHER_ID,
  type CalendarDate,
  establishYearIssue,
  moneyInputIssue,
} from '@sewabeli/domain';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { MoneyInput, moneyText, senOfText } from '../../../components/inputs/MoneyInput';
import type { RouterOutputs } from '../../../lib/trpc';
import { useBusinessSectors } from '../hooks/use-hirers';

type Hirer = RouterOutputs['hirer']['byId'];

/** The company form as typed: selects and number boxes hold text until the form is submitted. */
export interface CompanyValues {
  name: string;
  registrationNo: string;
  shortname: string;
  resourceId: string | null;
  newResourceName: string;
  establishYear: number | string;
  email: string;
  address: string;
  website: string;
  phone: string;
  pic: string;
  picNo: string;
  remark: string;
  /** Ringgit as typed, letters and all (edit modal only). */
  loanLimit: string;
}

export const EMPTY_COMPANY: CompanyValues = {
  name: '',
  registrationNo: '',
  shortname: '',
  resourceId: null,
  newResourceName: '',
  establishYear: '',
  email: '',
  address: '',
  website: '',
  phone: '',
  pic: '',
  picNo: '',
  remark: '',
  loanLimit: '',
};

export const COMPANY_FIELDS = [
  'name',
  'registrationNo',
  'shortname',
  'resourceId',
  'newResourceName',
  'establishYear',
  'email',
  'address',
  'website',
  'phone',
  'pic',
  'picNo',
  'remark',
  'loanLimit',
] as const;

export function companyValuesOf(hirer: Hirer): CompanyValues {
  return {
    name: hirer.name,
    registrationNo: hirer.registrationNo,
    shortname: hirer.shortname,
    resourceId: String(hirer.resourceId),
    newResourceName: hirer.otherBusinessSector ?? '',
    establishYear: hirer.establishYear,
    email: hirer.email ?? '',
    address: hirer.address,
    website: hirer.website ?? '',
    phone: hirer.phone ?? '',
    pic: hirer.pic,
    picNo: hirer.picNo,
    remark: hirer.remark ?? '',
    loanLimit: moneyText(hirer.loanLimit),
  };
}

/** The payload the domain schemas judge; an empty box becomes a value they refuse with the spec's message. */
export function companyInput(values: CompanyValues) {
  const year = values.establishYear === '' ? Number.NaN : Number(values.establishYear);
  return {
    name: values.name,
    registrationNo: values.registrationNo,
    shortname: values.shortname,
    resourceId: values.resourceId ? Number(values.resourceId) : 0,
    newResourceName: Number(values.resourceId) === BUSINESS_SECTOR_OTHER_ID ? values.newResourceName : null,
    establishYear: year,
    email: values.email,
    address: values.address,
    website: values.website,
    phone: values.phone,
    pic: values.pic,
    picNo: values.picNo,
    remark: values.remark,
  };
}

/** Client Loan Limit typed in ringgit, as integer sen; null when left empty (the limit is then kept). */
export function loanLimitSen(value: string): number | null {
  return senOfText(value);
}

/**
 * Issue 29, the rules a schema of sen and years cannot see from the typed form: the Client Loan Limit as typed
 * (letters are not an empty field) and an Establish Year after this year (today in Kuala Lumpur).
 */
export function typedCompanyIssues(values: CompanyValues, today: CalendarDate): Record<string, string> {
  const issues: Record<string, string> = {};
  const limit = moneyInputIssue(values.loanLimit);
  if (limit) issues.loanLimit = limit;
  const year = values.establishYear === '' ? null : Number(values.establishYear);
  const future = year === null || !Number.isInteger(year) ? null : establishYearIssue(year, today);
  if (future) issues.establishYear = future;
  return issues;
}

/**
 * Clients §2 add-company and profile modals: Name, Registration No, Short Name, Business Sector (searchable),
 * 'Other Business Sector' when the sector is id 40, Establish Year, Email, Address, Website, Phone, Person In
 * Charge (PIC), PIC's Number, Remark; the profile modal adds the Client Loan Limit.
 */
export function CompanyFields({
  form,
  withLoanLimit = false,
}: {
  form: UseFormReturnType<CompanyValues>;
  withLoanLimit?: boolean;
}) {
  const sectors = useBusinessSectors();
  const other = Number(form.getValues().resourceId) === BUSINESS_SECTOR_OTHER_ID;
  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        maxLength={255}
        placeholder="e.g. Binaan Teguh Jaya Sdn Bhd"
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Registration No"
          withAsterisk
          maxLength={100}
          placeholder="e.g. 201901012345 (1234567-A)"
          {...form.getInputProps('registrationNo')}
        />
        <TextInput label="Short Name" withAsterisk maxLength={100} {...form.getInputProps('shortname')} />
        <Select
          label="Business Sector"
          withAsterisk
          searchable
          placeholder="Type to search"
          nothingFoundMessage="No Record Found"
          data={sectors}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('resourceId')}
        />
        <NumberInput
          label="Establish Year"
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          min={1800}
          max={2100}
          hideControls
          placeholder="e.g. 2008"
          {...form.getInputProps('establishYear')}
        />
        {other && (
          <TextInput
            label="Other Business Sector"
            withAsterisk
            maxLength={255}
            style={{ gridColumn: '1 / -1' }}
            {...form.getInputProps('newResourceName')}
          />
        )}
        <TextInput
          label="Email"
          type="email"
          maxLength={255}
          placeholder="Optional"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Website"
          maxLength={255}
          placeholder="Optional"
          {...form.getInputProps('website')}
        />
      </SimpleGrid>
      <GrowingTextarea
        label="Address"
        withAsterisk
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Phone"
          maxLength={12}
          placeholder="e.g. 03-79561234"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Person In Charge (PIC)"
          withAsterisk
          maxLength={255}
          {...form.getInputProps('pic')}
        />
        <TextInput
          label="PIC's Number"
          withAsterisk
          maxLength={50}
          placeholder="e.g. 012-3456789"
          {...form.getInputProps('picNo')}
        />
      </SimpleGrid>
      {withLoanLimit && (
        <MoneyInput
          label="Client Loan Limit"
          {...form.getInputProps('loanLimit')}
          value={form.values.loanLimit}
          onChange={(text) => form.setFieldValue('loanLimit', text)}
        />
      )}
      <GrowingTextarea
        label="Remark"
        minRows={2}
        maxLength={2000}
        placeholder="Optional"
        {...form.getInputProps('remark')}
      />
    </Stack>
  );
}
