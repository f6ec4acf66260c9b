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
import { referenceDataRoutes } from '../../../plugins/reference-data-routes';
import { legacyPayload } from '../../../plugins/rest-legacy';
import { legacyProgram, legacyProgramDetail, programAnswer, programDetailAnswer } from '../legacy-shapes';
import { programEditorAccess } from '../program-access';
import * as tiers from '../tiers/financial-program-tier.service';
import * as service from './financial-program.service';

const idBody = legacyPayload(idOnlySchema, { numbers: ['id'] });
const money = { ringgit: ['maxCapped'] } as const;
const tierNumbers = ['id', 'financialProgramId', 'maxTenure'] as const;

export const financialProgramRestRoutes = [
  ...referenceDataRoutes('/financialProgram', {
    writeAccess: programEditorAccess,
    all: {
      answer: z.array(programAnswer),
      read: async (db) => (await service.allPrograms(db)).map(legacyProgram),
    },
    details: {
      params: idParamsSchema,
      answer: programDetailAnswer,
      read: async (db, { id }) => legacyProgramDetail(await service.getProgram(db, id)),
    },
    create: {
      body: legacyPayload(financialProgramSchema, { ...money, numbers: ['maxTenure'] }),
      msg: SUCCESS_TEXTS.created,
      write: (db, user, body, req) =>
        service.createProgram(db, user, body, req.server.config.lateChargeCapPercent),
    },
    update: {
      body: legacyPayload(financialProgramUpdateSchema, { ...money, numbers: ['id', 'maxTenure'] }),
      msg: SUCCESS_TEXTS.programUpdated,
      write: (db, user, body, req) =>
        service.updateProgram(db, user, body, req.server.config.lateChargeCapPercent),
    },
    delete: {
      body: idBody,
      msg: SUCCESS_TEXTS.deleted,
      write: (db, user, { id }) => service.deleteProgram(db, user, id),
    },
  }),
  ...referenceDataRoutes('/financialProgramTier', {
    writeAccess: programEditorAccess,
    create: {
      body: legacyPayload(financialProgramTierSchema, { ...money, numbers: tierNumbers }),
      msg: SUCCESS_TEXTS.created,
      write: tiers.createTier,
    },
    update: {
      body: legacyPayload(financialProgramTierUpdateSchema, { ...money, numbers: tierNumbers }),
      msg: SUCCESS_TEXTS.programUpdated,
      write: tiers.updateTier,
    },
    delete: {
      body: idBody,
      msg: SUCCESS_TEXTS.deleted,
      write: (db, user, { id }) => tiers.deleteTier(db, user, id),
    },
  }),
];
