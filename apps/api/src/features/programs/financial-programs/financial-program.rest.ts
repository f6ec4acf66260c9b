import {
  financialProgramSchema,
  financialProgramTierSchema,
  financialProgramTierUpdateSchema,
  financialProgramUpdateSchema,
  idOnlySchema,
  idParamsSchema,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../../plugins/rest';
import { doneWithId } from '../../../plugins/rest-answers';
import { legacyPayload } from '../../../plugins/rest-legacy';
import { legacyProgram, legacyProgramDetail, programAnswer, programDetailAnswer } from '../legacy-shapes';
import { programEditorAccess } from '../program-access';
import * as tiers from '../tiers/financial-program-tier.service';
import * as service from './financial-program.service';

const idParams = idParamsSchema;
const idBody = legacyPayload(idOnlySchema, { numbers: ['id'] });
const money = { ringgit: ['maxCapped'] } as const;
const tierNumbers = ['id', 'financialProgramId', 'maxTenure'] as const;

export const financialProgramRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/financialProgram/all',
    access: 'authed',
    answer: z.array(programAnswer),
    handler: async ({ req }) => (await service.allPrograms(req.server.db)).map(legacyProgram),
  }),
  restRoute({
    method: 'GET',
    path: '/financialProgram/details/:id',
    access: 'authed',
    params: idParams,
    answer: programDetailAnswer,
    handler: async ({ req, params }) =>
      legacyProgramDetail(await service.getProgram(req.server.db, params.id)),
  }),
  restRoute({
    method: 'POST',
    path: '/financialProgram',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(financialProgramSchema, { ...money, numbers: ['maxTenure'] }),
    async handler({ req, body, auth }) {
      const { id } = await service.createProgram(
        req.server.db,
        auth.user,
        body,
        req.server.config.lateChargeCapPercent,
      );
      return { status: 1, msg: SUCCESS_TEXTS.created, id };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/financialProgram',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(financialProgramUpdateSchema, { ...money, numbers: ['id', 'maxTenure'] }),
    async handler({ req, body, auth }) {
      const { id } = await service.updateProgram(
        req.server.db,
        auth.user,
        body,
        req.server.config.lateChargeCapPercent,
      );
      return { status: 1, msg: SUCCESS_TEXTS.programUpdated, id };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/financialProgram',
    access: programEditorAccess,
    answer: doneWithId,
    body: idBody,
    async handler({ req, body, auth }) {
      const { id } = await service.deleteProgram(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted, id };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/financialProgramTier',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(financialProgramTierSchema, { ...money, numbers: tierNumbers }),
    async handler({ req, body, auth }) {
      const { id } = await tiers.createTier(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.created, id };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/financialProgramTier',
    access: programEditorAccess,
    answer: doneWithId,
    body: legacyPayload(financialProgramTierUpdateSchema, { ...money, numbers: tierNumbers }),
    async handler({ req, body, auth }) {
      const { id } = await tiers.updateTier(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.programUpdated, id };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/financialProgramTier',
    access: programEditorAccess,
    answer: doneWithId,
    body: idBody,
    async handler({ req, body, auth }) {
      const { id } = await tiers.deleteTier(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted, id };
    },
  }),
];
