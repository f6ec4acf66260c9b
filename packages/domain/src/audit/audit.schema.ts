import { z } from 'zod';
import { calendarDateField, cleanText, optionalId } from '../common/fields';
import { listQuerySchema } from '../common/lists/list-query';

const optionalFilter = (max: number) =>
  cleanText(max)
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * Issue 9, the audit log screen: the paged list's query plus its filters. `from` and `to` are calendar days
 * (both included); `entity` with `entityId` names one record ('user' 12), `entity` alone a kind of record.
 */
export const auditListQuerySchema = listQuerySchema.extend({
  sortDir: z.enum(['asc', 'desc']).default('desc'),
  userId: optionalId(),
  action: optionalFilter(60),
  entity: optionalFilter(60),
  entityId: optionalFilter(60),
  from: calendarDateField().optional(),
  to: calendarDateField().optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
