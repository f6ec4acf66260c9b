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
import { referenceDataRoutes } from '../../../plugins/reference-data-routes';
import { legacyPayload } from '../../../plugins/rest-legacy';
import { factorAnswer, factorDetailAnswer, legacyFactor, legacyFactorDetail } from '../legacy-shapes';
import { programEditorAccess } from '../program-access';
import * as service from './factor.service';
import * as attributes from './factor-attribute.service';

const idBody = legacyPayload(idOnlySchema, { numbers: ['id'] });
const factorNumbers = ['id', 'financialProgramId', 'resourceId', 'weightage'] as const;
const attributeNumbers = ['id', 'factorId', 'score'] as const;

export const factorRestRoutes = [
  ...referenceDataRoutes('/factor', {
    writeAccess: programEditorAccess,
    all: {
      suffix: '/:financialProgramId',
      params: z.object({ financialProgramId: idParamField() }),
      answer: z.array(factorAnswer),
      read: async (db, { financialProgramId }) =>
        (await service.allFactorsOfProgram(db, financialProgramId)).map(legacyFactor),
    },
    details: {
      params: idParamsSchema,
      answer: factorDetailAnswer,
      read: async (db, { id }) => legacyFactorDetail(await service.getFactorDetail(db, id)),
    },
    create: {
      body: legacyPayload(factorSchema, { numbers: factorNumbers }),
      msg: SUCCESS_TEXTS.created,
      write: service.createFactor,
    },
    update: {
      body: legacyPayload(factorUpdateSchema, { numbers: factorNumbers }),
      msg: SUCCESS_TEXTS.factorUpdated,
      write: service.updateFactor,
    },
    delete: {
      body: idBody,
      msg: SUCCESS_TEXTS.deleted,
      write: (db, user, { id }) => service.deleteFactor(db, user, id),
    },
  }),
  ...referenceDataRoutes('/factorAttribute', {
    writeAccess: programEditorAccess,
    create: {
      body: legacyPayload(factorAttributeSchema, { numbers: attributeNumbers }),
      msg: SUCCESS_TEXTS.created,
      write: attributes.createAttribute,
    },
    update: {
      body: legacyPayload(factorAttributeUpdateSchema, { numbers: attributeNumbers }),
      msg: SUCCESS_TEXTS.factorUpdated,
      write: attributes.updateAttribute,
    },
    delete: {
      body: idBody,
      msg: SUCCESS_TEXTS.deleted,
      write: (db, user, { id }) => attributes.deleteAttribute(db, user, id),
    },
  }),
];
