import {
  type AttributeRow,
  attributeRowsToSave,
  attributeUpsertSchema,
  type FactorDetailSaveInput,
  tidyAttributeRows,
} from '@sewabeli/domain';

// The factor detail's attribute rows while they are edited (collections §2.8). The growing blank row, the
// dropping of empty rows and which rows are saved are the domain's rules; this adds React keys and the payload.

export interface StoredAttribute {
  id: number;
  name: string;
  score: number;
  description: string | null;
}

export interface AttributeDraft extends AttributeRow {
  key: string;
}

export type AttributeField = 'name' | 'score' | 'description';
export type AttributeErrors = Record<string, Partial<Record<AttributeField, string>>>;

let nextKey = 0;

function withKey(row: AttributeRow & { key?: string }): AttributeDraft {
  return row.key ? { ...row, key: row.key } : { ...row, key: `new-${++nextKey}` };
}

export function tidyRows(rows: readonly AttributeDraft[]): AttributeDraft[] {
  return tidyAttributeRows(rows).map(withKey);
}

export function startAttributeRows(attributes: readonly StoredAttribute[]): AttributeDraft[] {
  return tidyRows(
    attributes.map((a) => ({
      key: `attribute-${a.id}`,
      id: a.id,
      name: a.name,
      score: a.score,
      description: a.description ?? '',
    })),
  );
}

const inputOf = (row: AttributeRow) => ({
  id: row.id ?? null,
  name: row.name ?? '',
  score: row.score ?? Number.NaN,
  description: row.description ?? null,
});

/** The rows a Save sends (the domain's rule), keeping their keys. */
const rowsToSave = (rows: readonly AttributeDraft[]) =>
  rows.filter((row) => attributeRowsToSave([row]).length > 0);

/** Field messages per row key, for the rows that would be saved. */
export function checkAttributeRows(rows: readonly AttributeDraft[]): AttributeErrors {
  const errors: AttributeErrors = {};
  for (const row of rowsToSave(rows)) {
    const result = attributeUpsertSchema.safeParse(inputOf(row));
    if (result.success) continue;
    const rowErrors: Partial<Record<AttributeField, string>> = {};
    for (const issue of result.error.issues) rowErrors[issue.path[0] as AttributeField] ??= issue.message;
    errors[row.key] = rowErrors;
  }
  return errors;
}

/** The attribute part of the Save: new and changed rows, and the ids of rows marked deleted. Call after checking. */
export function attributeChanges(
  rows: readonly AttributeDraft[],
  stored: readonly StoredAttribute[],
): FactorDetailSaveInput['attributes'] {
  const byId = new Map(stored.map((a) => [a.id, a]));
  const upserts: FactorDetailSaveInput['attributes']['upserts'] = [];
  for (const row of rowsToSave(rows)) {
    const values = attributeUpsertSchema.parse(inputOf(row));
    const before = values.id ? byId.get(values.id) : undefined;
    const same =
      before &&
      before.name === values.name &&
      before.score === values.score &&
      (before.description ?? null) === values.description;
    if (!same) upserts.push(values);
  }
  const deletes = rows.filter((row) => row.deleted && row.id).map((row) => row.id as number);
  return { upserts, deletes };
}
