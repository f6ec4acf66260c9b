import { criteriaSchema, criteriaUpdateSchema, idOnlySchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../../plugins/rest';
import { doneWithId } from '../../../plugins/rest-answers';
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

export const criteriaRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/criteria/all',
    access: 'authed',
    answer: z.array(criteriaAnswer),
    handler: async ({ req }) => (await service.allCriteria(req.server.db)).map(legacyCriteria),
  }),
  restRoute({
    method: 'POST',
    path: '/criteria',
    access: programEditorAccess,
    answer: doneWithId,
    body: createBody,
    async handler({ req, body, auth }) {
      const { id } = await service.createCriteria(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.created, id };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/criteria',
    access: programEditorAccess,
    answer: doneWithId,
    body: updateBody,
    async handler({ req, body, auth }) {
      const { id } = await service.updateCriteria(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.saved, id };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/criteria',
    access: programEditorAccess,
    answer: doneWithId,
    body: idBody,
    async handler({ req, body, auth }) {
      const { id } = await service.deleteCriteria(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted, id };
    },
  }),
];
