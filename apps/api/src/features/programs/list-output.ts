import { z } from 'zod';

/** The answer of a list procedure: one page of rows and the count of every match. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

export const idOutput = z.object({ id: z.number() });
