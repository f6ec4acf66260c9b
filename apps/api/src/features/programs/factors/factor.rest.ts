import {
  factorAttributeSchema,
  factorAttributeUpdateSchema,
  factorSchema,
  factorUpdateSchema,
  idOnlySchema,
  idParamField,
  idParamsSchema,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../../plugins/rest';
import { doneWithId } from '../../../plugins/rest-answers';
import { legacyPayload } from '../../../plugins/rest-legacy';
import { factorAnswer, factorDetailAnswer, legacyFactor, legacyFactorDetail } from '../legacy-shapes';
import { programEditorAccess } from '../program-access';
import * as service from './factor.service';
import * as attributes from './factor-attribute.service';

const idParams = idParamsSchema;
const programParams = z.object({ financialProgramId: idParamField() });
const idBody = legacyPayload(idOnlySchema, { numbers: ['id'] });
const factorNumbers = ['id', 'financialProgramId', 'resourceId', 'weightage'] as const;
const attributeNumbers = ['id', 'factorId', 'score'] as const;

export const factorRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/factor/all/:financialProgramId',
    access: 'authed',
    params: programParams,
    answer: z.array(factorAnswer),
    handler: async ({ req, params }) =>
      (await service.allFactorsOfProgram(req.server.db, params.financialProgramId)).map(legacyFactor),
  }),
  restRoute({
    method: 'GET',
    path: '/factor/details/:id',
    access: 'authed',
    params: idParams,
    answer: factorDetailAnswer,
    handler: async ({ req, params }) =>
      legacyFactorDetail(await service.getFactorDetail(req.server.db, params.id)),
  }),
  restRoute({
    method: 'POST',
    path: '/factor',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(factorSchema, { numbers: factorNumbers }),
    async handler({ req, body, auth }) {
      const { id } = await service.createFactor(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.created, id };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/factor',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(factorUpdateSchema, { numbers: factorNumbers }),
    async handler({ req, body, auth }) {
      const { id } = await service.updateFactor(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.factorUpdated, id };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/factor',
    access: programEditorAccess,
    answer: doneWithId,
    body: idBody,
    async handler({ req, body, auth }) {
      const { id } = await service.deleteFactor(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted, id };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/factorAttribute',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(factorAttributeSchema, { numbers: attributeNumbers }),
    async handler({ req, body, auth }) {
      const { id } = await attributes.createAttribute(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.created, id };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/factorAttribute',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(factorAttributeUpdateSchema, { numbers: attributeNumbers }),
    async handler({ req, body, auth }) {
      const { id } = await attributes.updateAttribute(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.factorUpdated, id };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/factorAttribute',
    access: programEditorAccess,
    answer: doneWithId,
    body: idBody,
    async handler({ req, body, auth }) {
      const { id } = await attributes.deleteAttribute(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted, id };
    },
  }),
];
