import { type CsvMapping, csvMappingSchema } from '@sewabeli/domain';

/** The mapping as the form holds it before it parses (columns not chosen yet are null). */
export type CsvMappingDraft = Omit<CsvMapping, 'date' | 'description' | 'dateFormat'> & {
  date: string | null;
  description: string | null;
  dateFormat: CsvMapping['dateFormat'] | null;
  /** A credit and a debit column instead of one signed amount. */
  twoColumns: boolean;
};

export const EMPTY_CSV_MAPPING: CsvMappingDraft = {
  date: null,
  description: null,
  reference: null,
  amount: null,
  credit: null,
  debit: null,
  balance: null,
  dateFormat: null,
  decimalStyle: 'dot',
  delimiter: ',',
  twoColumns: false,
};

const choiceName = (field: string) => (field === 'dateFormat' ? 'date format' : `${field} column`);

/** The mapping to save, or the first reason it cannot be (the domain's schema, the server's). */
export function mappingOf(draft: CsvMappingDraft): { mapping: CsvMapping } | { issue: string } {
  const { twoColumns, ...rest } = draft;
  const parsed = csvMappingSchema.safeParse({
    ...rest,
    amount: twoColumns ? null : rest.amount,
    credit: twoColumns ? rest.credit : null,
    debit: twoColumns ? rest.debit : null,
  });
  if (parsed.success) return { mapping: parsed.data };
  const first = parsed.error.issues[0];
  const field = first?.path[0];
  // A choice not made yet is asked for by its name; anything else is the schema's own message.
  if (typeof field === 'string' && draft[field as keyof CsvMappingDraft] === null)
    return { issue: `Choose the ${choiceName(field)}` };
  return { issue: first?.message ?? 'Choose the columns' };
}
