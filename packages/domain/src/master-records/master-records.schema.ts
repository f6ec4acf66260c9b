import { z } from 'zod';
import { lateChargeRateField } from '../collections/late-charges/late-charges';
import { calendarDateField, idField, optionalText } from '../common/fields';
import { TRI_STATE_FLAGS } from '../flags/tri-state';

/** Origination §2 Master Profile: the fields edited one at a time in a modal (text, date or selection). */
export const MASTER_TEXT_FIELDS = [
  'engine',
  'chasis',
  'registrationNo',
  'principleStamp',
  'subsidiaryStamp',
  'coverNote',
  'salesman',
  'insuranceStatus',
] as const;
export const MASTER_DATE_FIELDS = ['insuranceStartDate', 'insuranceEndDate', 'disbursementDate'] as const;
export const MASTER_SELECT_FIELDS = ['agentId', 'resourceId'] as const;

/** PUT /applicantProduct/ {id, one changed field}: each field with the type it may hold (dates YYYY-MM-DD). */
export const masterRecordUpdateSchema = z.discriminatedUnion('field', [
  z.object({ id: idField(), field: z.enum(MASTER_TEXT_FIELDS), value: optionalText(255) }),
  z.object({ id: idField(), field: z.enum(MASTER_DATE_FIELDS), value: calendarDateField().nullable() }),
  z.object({ id: idField(), field: z.enum(MASTER_SELECT_FIELDS), value: idField().nullable() }),
  z.object({
    id: idField(),
    field: z.enum(TRI_STATE_FLAGS),
    value: z.union([z.literal(1), z.literal(0), z.null()]),
  }),
  z.object({
    id: idField(),
    field: z.literal('manufactureYear'),
    value: z.number().int().min(1900).max(2100),
  }),
  // Issue 41: the agreement's late-payment rate, percent p.a.; the cap for goods under the Act is the server's.
  z.object({ id: idField(), field: z.literal('lateChargeRate'), value: lateChargeRateField() }),
]);
export type MasterRecordUpdateInput = z.infer<typeof masterRecordUpdateSchema>;

/**
 * Origination §2 Master List search dropdown: the key sent to the server and the label on screen. In this data
 * model the asset type is the brand (decisions.md §1 glossary), so 'Asset Type' and 'Brand' search one field.
 */
export const MASTER_SEARCH_FIELDS = [
  ['all', 'All'],
  ['customerName', 'Customer Name'],
  ['assetType', 'Asset Type'],
  ['brand', 'Brand'],
  ['model', 'Model'],
  ['engine', 'Engine'],
  ['chasis', 'Chassis'],
  ['manufactureYear', 'YOM'],
  ['registrationNo', 'REG No'],
  ['letterOffer', 'Letter offer/FIS'],
  ['hpNo', 'HP Agreement No.'],
  ['principleStamp', 'Stamping Ref (Principal)'],
  ['subsidiaryStamp', 'Stamping Ref (Subsidiary)'],
  ['fis', 'FIS'],
  ['rcOri', 'ORI RC'],
  ['insc', 'INSC'],
  ['agent', 'Insurance Agent'],
  ['coverNote', 'Cover Note'],
  ['tenure', 'Tenure'],
  ['modeOfRepayment', 'Mode of Repayment'],
  ['salesman', 'Salesman'],
] as const;
export type MasterSearchField = (typeof MASTER_SEARCH_FIELDS)[number][0];
const searchKeys = MASTER_SEARCH_FIELDS.map(([key]) => key) as [MasterSearchField, ...MasterSearchField[]];

/** Master List sort keys: every column of the grid. */
export const MASTER_SORT_KEYS = [
  'createdAt',
  'customerName',
  'brand',
  'model',
  'condition',
  'engine',
  'chasis',
  'manufactureYear',
  'registrationNo',
  'letterOffer',
  'hpNo',
  'principleStamp',
  'subsidiaryStamp',
  'cost',
  'loanAmount',
  'downpayment',
  'marginFinance',
  'totalInterest',
  'totalPayable',
  'agent',
  'coverNote',
  'insuranceStatus',
  'insuranceRate',
  'insurancePremium',
  'insuranceStartDate',
  'insuranceEndDate',
  'agreementExecution',
  'dueDate',
  'monthlyInstallment',
  'tenure',
  'interestRate',
  'effectiveRate',
  'disbursementDate',
  'modeOfRepayment',
  'salesman',
  ...TRI_STATE_FLAGS,
] as const;
export type MasterSortKey = (typeof MASTER_SORT_KEYS)[number];

export const masterTagSchema = z.object({
  field: z.enum(searchKeys),
  value: z.string().trim().min(1).max(200),
});
export type MasterTag = z.infer<typeof masterTagSchema>;

/**
 * What the Master List filters by: the search box with its field, the Filter tags (all must match) and the year
 * selector as a createdAt range (the legacy call's createdAt pair). Tiles and CSV use the same filter.
 */
export const masterFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  searchField: z.enum(searchKeys).default('all'),
  tags: z.array(masterTagSchema).max(20).default([]),
  createdFrom: calendarDateField().optional(),
  createdTo: calendarDateField().optional(),
});
export type MasterFilter = z.infer<typeof masterFilterSchema>;
export type MasterFilterInput = z.input<typeof masterFilterSchema>;

export const MASTER_PAGE_SIZE = 20;

export const masterListQuerySchema = masterFilterSchema.extend({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(MASTER_PAGE_SIZE),
  sortBy: z.enum(MASTER_SORT_KEYS).default('createdAt'),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});
export type MasterListQuery = z.infer<typeof masterListQuerySchema>;

export const INSURANCE_DATES_MESSAGE = 'The insurance end date cannot be before its start date';

/** An insurance period ends on or after the day it starts (either date may still be unknown). */
export function insuranceDatesInOrder(start: string | null, end: string | null): boolean {
  return start === null || end === null || start <= end;
}

export const MASTER_STALE_MESSAGE =
  'This record was changed by someone else in the meantime. The latest values are shown; please try again.';

/**
 * A Master Profile change: one field, with the value the screen showed (`expected`). The server refuses the
 * change when the stored value differs (a double click or a second person never skips a state).
 */
export const masterRecordChangeSchema = z.intersection(
  masterRecordUpdateSchema,
  z.object({ expected: z.union([z.string(), z.number(), z.null()]) }),
);
export type MasterRecordChangeInput = z.infer<typeof masterRecordChangeSchema>;

export const MASTER_CHANGE_OTHER_RECORD = 'Every change of a save must be of the same master record';
export const MASTER_CHANGE_FIELD_TWICE = 'A field may be changed only once in one save';

/**
 * Issue 29: a Master Profile edit modal saves all its changed fields at once, or none of them (one transaction
 * judging the whole form: the insurance period as it will be stored, each field against what the screen showed).
 */
export const masterRecordChangesSchema = z
  .object({ id: idField(), changes: z.array(masterRecordChangeSchema).min(1).max(40) })
  .refine(({ id, changes }) => changes.every((change) => change.id === id), {
    message: MASTER_CHANGE_OTHER_RECORD,
  })
  .refine(({ changes }) => new Set(changes.map((change) => change.field)).size === changes.length, {
    message: MASTER_CHANGE_FIELD_TWICE,
  });
