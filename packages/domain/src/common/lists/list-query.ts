import { z } from 'zod';

/** The one query shape every server-driven list accepts (tRPC list procedures, the web DataTable). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const listQuerySchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).default(''),
  /** 'all' searches every searchable column; otherwise the key of one column. */
  searchField: z.string().max(60).default('all'),
  sortBy: z.string().max(60).optional(),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});

export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** The answer of every list procedure: one page of rows and the count of every match (ListPage as a schema). */
export const listPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
