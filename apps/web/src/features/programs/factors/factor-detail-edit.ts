import { type FactorDetailSaveInput, factorDetailSaveSchema } from '@sewabeli/domain';
import {
  type AttributeDraft,
  type AttributeErrors,
  attributeChanges,
  checkAttributeRows,
  type StoredAttribute,
  startAttributeRows,
} from '../factor-attributes/attribute-rows';

// The factor detail's edit mode (collections §2.8): the draft, its check with the domain's rules and the Save.

export interface FactorEdit {
  name: string;
  description: string;
  rows: AttributeDraft[];
  /** Messages show once Save was tried, and then follow every change. */
  attempted: boolean;
}

export interface StoredFactor {
  id: number;
  name: string;
  description: string;
  editable: boolean;
  attributes: StoredAttribute[];
}

export interface FactorEditCheck {
  errors: { name?: string; description?: string };
  rowErrors: AttributeErrors;
  payload: FactorDetailSaveInput | null;
}

export function startFactorEdit(factor: StoredFactor): FactorEdit {
  return {
    name: factor.name,
    description: factor.description,
    rows: startAttributeRows(factor.attributes),
    attempted: false,
  };
}

/** A factor not flagged editable keeps its name and attributes: only its description is sent. */
export function checkFactorEdit(edit: FactorEdit, factor: StoredFactor): FactorEditCheck {
  const rowErrors = factor.editable ? checkAttributeRows(edit.rows) : {};
  const rowsClean = Object.keys(rowErrors).length === 0;
  const result = factorDetailSaveSchema.safeParse({
    id: factor.id,
    name: factor.editable ? edit.name : factor.name,
    description: edit.description,
    attributes:
      factor.editable && rowsClean
        ? attributeChanges(edit.rows, factor.attributes)
        : { upserts: [], deletes: [] },
  });
  const errors: FactorEditCheck['errors'] = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'name' || field === 'description') errors[field] ??= issue.message;
  }
  return { errors, rowErrors, payload: result.success && rowsClean ? result.data : null };
}
