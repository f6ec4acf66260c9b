import { criteriaSchema, criteriaUpdateSchema, idOnlySchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { z } from 'zod';
import { referenceDataRoutes } from '../../../plugins/reference-data-routes';
import { legacyPayload } from '../../../plugins/rest-legacy';
import { criteriaAnswer, legacyCriteria } from '../legacy-shapes';
import { programEditorAccess } from '../program-access';
import * as service from './criteria.service';

/** The category select's value is the resource id; legacy callers may send it as a number. */
function categoryAsText(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  return typeof body.category === 'number' ? { ...body, category: String(body.category) } : body;
}

const createBody = z.preprocess(categoryAsText, criteriaSchema);
const updateBody = z.preprocess(categoryAsText, legacyPayload(criteriaUpdateSchema, { numbers: ['id'] }));
const idBody = legacyPayload(idOnlySchema, { numbers: ['id'] });

export const criteriaRestRoutes = referenceDataRoutes('/criteria', {
  writeAccess: programEditorAccess,
  all: {
    answer: z.array(criteriaAnswer),
    read: async (db) => (await service.allCriteria(db)).map(legacyCriteria),
  },
  create: { body: createBody, msg: SUCCESS_TEXTS.created, write: service.createCriteria },
  update: { body: updateBody, msg: SUCCESS_TEXTS.saved, write: service.updateCriteria },
  delete: {
    body: idBody,
    msg: SUCCESS_TEXTS.deleted,
    write: (db, user, { id }) => service.deleteCriteria(db, user, id),
  },
});
