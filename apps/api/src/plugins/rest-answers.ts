import { z } from 'zod';

/**
 * The pieces the legacy answers are made of (issue 33): each route's `answer` is written from these, the OpenAPI
 * document (features/developer/openapi.ts) is written from the answers, and rest-conformance.test.ts holds every
 * answer it receives to the document.
 */

export const id = z.number().int();

/** A moment: the handler's Date, sent as its ISO string (openapi.ts documents a date-time). */
export const timestamp = z.date();

/** A calendar day as the database gives it and the wire carries it, 'YYYY-MM-DD'. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Money on the legacy wire: ringgit with two decimals (decisions.md section 2). */
export const ringgit = z.number();

/** A referenced record by its id and name: Brand, Product, Vendor, Role, Department, a Resource... */
export const named = z.object({ id, name: z.string() });

/** A referenced record whose name may be unset. */
export const maybeNamed = z.object({ id, name: z.string().nullable() });

/** The legacy envelope of a write that was done: status 1 and the message to show. */
export const done = z.object({ status: z.literal(1), msg: z.string() });

/** The envelope with the id of the record written. */
export const doneWithId = done.extend({ id });

/** The envelope with the URL of the file just stored. */
export const doneWithUrl = done.extend({ url: z.string() });

/** A Resource row (a value of a category: business sector, document type, repayment mode...). */
export const resourceRow = z.object({
  id,
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
});

/** An ApplicantProduct of an analysis list: the line with its loan. */
export const analysisLine = z.object({ id, hpNo: z.string().nullable(), loanAmount: ringgit });

/** ?StartDate&EndDate answers keyed by month ('YYYY-MM') or by name. */
export const keyed = <S extends z.ZodType>(value: S) => z.record(z.string(), value);
