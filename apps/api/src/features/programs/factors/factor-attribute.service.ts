import type { Db } from '@sewabeli/db';
import {
  type FactorAttributeInput,
  type FactorAttributeUpdateInput,
  type FactorDetailSaveInput,
  SAVE_MESSAGES,
} from '@sewabeli/domain';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import { updateFactor as updateFactorRow } from './factor.repository';
import { FACTOR_NOT_EDITABLE, lockedFactor } from './factor.service';
import * as repo from './factor-attribute.repository';

export const ATTRIBUTE_NOT_FOUND = 'Attribute not found';
export const ATTRIBUTE_NOT_OF_FACTOR = 'Attribute does not belong to this factor';

/** Spec §6: attributes change only on a factor flagged editable. */
async function lockedEditableFactor(trx: Db, factorId: number) {
  const factor = await lockedFactor(trx, factorId);
  if (!factor.editable) throw forbidden(FACTOR_NOT_EDITABLE);
  return factor;
}

/** The stored score is a smallint; the legacy calls' schema allows fractions, so the service holds the line. */
function checkWholeScore(score: number) {
  if (!Number.isInteger(score)) throw badRequest(SAVE_MESSAGES.attributeScoreWhole);
}

async function attributeOfFactor(trx: Db, id: number, factorId: number) {
  const attribute = await repo.findAttribute(trx, id);
  if (!attribute) throw notFound(ATTRIBUTE_NOT_FOUND);
  if (attribute.factorId !== factorId) throw badRequest(ATTRIBUTE_NOT_OF_FACTOR);
  return attribute;
}

const valuesOf = (row: {
  name: string;
  description: string | null;
  score: number;
}): repo.AttributeValues => ({
  name: row.name,
  description: row.description,
  score: row.score,
});

async function insertAttribute(trx: Db, actor: SessionUser, factorId: number, values: repo.AttributeValues) {
  checkWholeScore(values.score);
  const id = await repo.insertAttribute(trx, factorId, values, actor.id);
  await recordAudit(trx, {
    userId: actor.id,
    action: 'create',
    entity: 'factor_attribute',
    entityId: id,
    after: { factorId, ...values },
  });
  return id;
}

const sameValues = (a: repo.AttributeValues, b: repo.AttributeValues) =>
  a.name === b.name && a.description === b.description && a.score === b.score;

async function changeAttribute(
  trx: Db,
  actor: SessionUser,
  id: number,
  factorId: number,
  values: repo.AttributeValues,
) {
  checkWholeScore(values.score);
  const before = await attributeOfFactor(trx, id, factorId);
  if (sameValues(before, values)) return;
  await repo.updateAttribute(trx, id, values, actor.id);
  await recordAudit(trx, {
    userId: actor.id,
    action: 'update',
    entity: 'factor_attribute',
    entityId: id,
    before,
    after: values,
  });
}

async function removeAttribute(trx: Db, actor: SessionUser, id: number, factorId: number) {
  const before = await attributeOfFactor(trx, id, factorId);
  await repo.softDeleteAttribute(trx, id, actor.id);
  await recordAudit(trx, {
    userId: actor.id,
    action: 'delete',
    entity: 'factor_attribute',
    entityId: id,
    before,
  });
}

export function createAttribute(
  db: Db,
  actor: SessionUser,
  input: FactorAttributeInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await lockedEditableFactor(trx, input.factorId);
    return { id: await insertAttribute(trx, actor, input.factorId, valuesOf(input)) };
  });
}

export function updateAttribute(
  db: Db,
  actor: SessionUser,
  input: FactorAttributeUpdateInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await lockedEditableFactor(trx, input.factorId);
    await changeAttribute(trx, actor, input.id, input.factorId, valuesOf(input));
    return { id: input.id };
  });
}

export function deleteAttribute(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const found = await repo.findAttribute(trx, id);
    if (!found) throw notFound(ATTRIBUTE_NOT_FOUND);
    await lockedEditableFactor(trx, found.factorId);
    await removeAttribute(trx, actor, id, found.factorId);
    return { id };
  });
}

/** Whether the Save would add, change or delete an attribute (rows sent back unchanged do not count). */
async function changesAttributes(trx: Db, input: FactorDetailSaveInput): Promise<boolean> {
  if (input.attributes.deletes.length > 0) return true;
  for (const row of input.attributes.upserts) {
    const stored = row.id ? await repo.findAttribute(trx, row.id) : undefined;
    if (!stored || stored.factorId !== input.id || !sameValues(stored, valuesOf(row))) return true;
  }
  return false;
}

/**
 * The factor detail's Save (collections §2.8): name, description and every attribute row in one transaction;
 * any refused row leaves the factor as it was. A factor not flagged editable keeps its name and attributes.
 */
export function saveFactorDetail(
  db: Db,
  actor: SessionUser,
  input: FactorDetailSaveInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedFactor(trx, input.id);
    if (!before.editable && (input.name !== before.name || (await changesAttributes(trx, input)))) {
      throw forbidden(FACTOR_NOT_EDITABLE);
    }
    const values = { name: input.name, description: input.description };
    await updateFactorRow(trx, input.id, values, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'factor',
      entityId: input.id,
      before,
      after: values,
    });
    for (const id of input.attributes.deletes) await removeAttribute(trx, actor, id, input.id);
    for (const row of input.attributes.upserts) {
      if (row.id) await changeAttribute(trx, actor, row.id, input.id, valuesOf(row));
      else await insertAttribute(trx, actor, input.id, valuesOf(row));
    }
    return { id: input.id };
  });
}
