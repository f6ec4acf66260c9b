/** Collections §9: a program's factor weightages total exactly 100. */
export const REQUIRED_TOTAL_WEIGHTAGE = 100;
export const ATTRIBUTE_SCORE_MIN = 0;
export const ATTRIBUTE_SCORE_MAX = 10;

export const FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE = 'Weightage must be adjusted to 0 before deleting factor';

export function totalWeightage(weightages: readonly (number | null | undefined)[]): number {
  // Weightages are whole percents in practice; rounding hides float noise from decimal entries (33.3 x 3).
  return Math.round(weightages.reduce<number>((sum, value) => sum + (value ?? 0), 0) * 1e6) / 1e6;
}

export function isWeightageComplete(weightages: readonly (number | null | undefined)[]): boolean {
  return totalWeightage(weightages) === REQUIRED_TOTAL_WEIGHTAGE;
}

/** Collections §5: a factor can be deleted only when its weightage is 0; returns the refusal or null. */
export function factorDeleteIssue(factor: { weightage: number }): string | null {
  return factor.weightage === 0 ? null : FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE;
}

export interface AttributeRow {
  id?: number | null;
  name?: string | null;
  score?: number | null;
  description?: string | null;
  deleted?: boolean;
}

function isBlank(row: AttributeRow): boolean {
  return !row.name?.trim() && (row.score === null || row.score === undefined) && !row.description?.trim();
}

/**
 * Collections §2.8: the factor-detail grid keeps one blank row at the end; fully empty rows that are not last
 * are dropped, and a blank row is appended once the last row gets a name.
 */
export function tidyAttributeRows(rows: readonly AttributeRow[]): AttributeRow[] {
  const kept = rows.filter((row, index) => index === rows.length - 1 || !isBlank(row));
  const last = kept[kept.length - 1];
  if (!last || last.name?.trim()) kept.push({ name: '', score: null, description: '' });
  return kept;
}

/** Collections §5: a new attribute is saved only if it has a name; rows marked deleted are not saved. */
export function attributeRowsToSave(rows: readonly AttributeRow[]): AttributeRow[] {
  return rows.filter((row) => !row.deleted && (row.id || row.name?.trim()));
}
