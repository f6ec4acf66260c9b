import { idField, idParamsSchema, optionalText, SUCCESS_TEXTS } from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../../../plugins/rest';
import { done, id } from '../../../../plugins/rest-answers';
import { legacyPayload } from '../../../../plugins/rest-legacy';
import * as service from './score-card.service';

/** PUT /applicantFactor {id, applicantId, status, score, factorAttributeId}: the score is the attribute's. */
const factorBody = legacyPayload(
  z.object({
    id: idField(),
    applicantId: idField(),
    factorAttributeId: idField('Please select a score').nullable(),
    score: z.unknown().optional(),
    status: z.unknown().optional(),
    remark: optionalText(2000).optional(),
  }),
  { numbers: ['id', 'applicantId', 'factorAttributeId'] },
);

export const scoreCardRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/applicant/factor/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(
      z.object({
        id,
        applicantId: id,
        factorId: id,
        factorAttributeId: id.nullable(),
        score: z.number().nullable(),
        remark: z.string().nullable(),
        Factor: z.object({
          id,
          name: z.string(),
          description: z.string(),
          weightage: z.number(),
          Resource: z.object({ name: z.string() }),
          FactorAttributes: z.array(z.object({ id, name: z.string(), score: z.number() })),
        }),
      }),
    ),
    async handler({ req, params }) {
      const card = await service.getScoreCard(req.server.db, params.id);
      return card.factors.map((factor) => ({
        id: factor.id,
        applicantId: factor.applicantId,
        factorId: factor.factorId,
        factorAttributeId: factor.factorAttributeId,
        score: factor.score,
        remark: factor.remark,
        Factor: {
          id: factor.factorId,
          name: factor.name,
          description: factor.description,
          weightage: factor.weightage,
          Resource: { name: factor.heading },
          FactorAttributes: factor.attributes,
        },
      }));
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/applicantFactor',
    access: { permission: 'application.write' },
    body: factorBody,
    answer: done.extend({ totalScore: z.number(), financialProgramTierId: id.nullable() }),
    async handler({ req, body, auth }) {
      const outcome = await service.saveApplicantFactor(req.server.db, auth.user, {
        id: body.id,
        applicantId: body.applicantId,
        factorAttributeId: body.factorAttributeId,
        remark: body.remark,
      });
      return {
        status: 1,
        msg: SUCCESS_TEXTS.saved,
        totalScore: Number(outcome.totalScore.toFixed(2)),
        financialProgramTierId: outcome.tier?.id ?? null,
      };
    },
  }),
];
