import { z } from 'zod';
import { TRI_STATE_FLAGS } from '../flags/tri-state';
import { calendarDateField, idField, optionalText } from './fields';

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
]);
export type MasterRecordUpdateInput = z.infer<typeof masterRecordUpdateSchema>;
