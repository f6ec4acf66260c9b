import {
  APPLICANT_MESSAGES,
  applicantUpdateSchema,
  idField,
  idParamField,
  idParamsSchema,
  type LegacyProgressMove,
  optionalPhoneField,
  optionalText,
  SUCCESS_TEXTS,
  witnessSchema,
} from '@sewabeli/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../../lib/errors';
import { requirePermission } from '../../../../lib/require-permission';
import { legacyWriteRoute } from '../../../../plugins/legacy-write-route';
import { type AnswerOf, type AnyRestRoute, restRoute } from '../../../../plugins/rest';
import { done, doneWithId, id, named, timestamp } from '../../../../plugins/rest-answers';
import { legacyPayload } from '../../../../plugins/rest-legacy';
import type { SessionUser } from '../../../auth/auth.types';
import { readMultipart, uploadDeps } from '../../../files/multipart';
import { completeStep } from '../step-progress.service';
import * as service from './basic-information.service';

const writeAccess = { permission: 'application.write' } as const;
const updateBody = legacyPayload(applicantUpdateSchema, { numbers: ['id', 'financialProgramId'] });
const idQuery = z.object({ id: idParamField() });
const progressBody = legacyPayload(z.object({ id: idField() }), { numbers: ['id'] });

const documentFields = z.object({
  applicantId: idParamField('Invalid application'),
  resourceId: idParamField(service.DOCUMENT_TYPE_INVALID),
  name: optionalText(255),
});

const guarantorFields = z.object({
  applicantId: idParamField('Invalid application'),
  name: z
    .string({ error: APPLICANT_MESSAGES.guarantor })
    .trim()
    .min(1, APPLICANT_MESSAGES.guarantor)
    .max(255),
  identityNo: z
    .string({ error: APPLICANT_MESSAGES.guarantor })
    .trim()
    .min(1, APPLICANT_MESSAGES.guarantor)
    .max(50),
  description: optionalText(500),
  phone: optionalPhoneField,
  hirerContactId: idParamField()
    .nullish()
    .transform((value) => value ?? null),
});

/** Spec's multipart POST /applicantWitness; a JSON body is taken too. */
async function fieldsOf(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (req.isMultipart()) return (await readMultipart(req)).fields;
  return (req.body ?? {}) as Record<string, unknown>;
}

export const guarantorAnswer = z.object({
  id,
  name: z.string(),
  identityNo: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  file: id,
  url: z.string(),
});

const documentAnswer = z.object({
  id,
  resourceId: id,
  Resource: named,
  name: z.string(),
  url: z.string(),
  // What the document analysis read, as it read it: open by nature.
  analyze_result: z.unknown(),
  createdAt: timestamp,
  updatedAt: timestamp.nullable(),
});

/** PUT /applicant answers one of three: the update, the step's completion, or the re-attempt. */
export const putApplicantAnswer = z.union([
  done,
  doneWithId,
  doneWithId.extend({ progressId: id, seq: z.number() }),
]);

/**
 * PUT /applicant is one legacy path for three calls of the spec. The route is the approvals area's
 * (approval.rest.ts), which decides the re-attempt after a rejection (progressId 9) and hands the two calls of this
 * area here: the progress move {id, lockStatus, progressId: k + 1} that completes step k (`move`, the one decision
 * both transports share, step-progress.service) or, with no move, the Basic Information update.
 */
export async function putApplicant(
  req: FastifyRequest,
  user: SessionUser,
  move: Exclude<LegacyProgressMove, { kind: 'reattempt' }> | null,
): Promise<AnswerOf<typeof putApplicantAnswer>> {
  requirePermission(user, 'application.write');
  if (move?.kind === 'refused') throw badRequest(move.message);
  if (move?.kind === 'complete') {
    const { id } = progressBody.parse(req.body);
    const { progressId, seq } = await completeStep(req.server.db, user, id, move.step);
    return { status: 1, msg: SUCCESS_TEXTS.saved, id, progressId, seq };
  }
  const body = updateBody.parse(req.body);
  await service.updateBasicInformation(req.server.db, user, body);
  return { status: 1, msg: SUCCESS_TEXTS.saved, id: body.id };
}

/** A Guarantor (origination §3). */
export function legacyGuarantor(guarantor: Awaited<ReturnType<typeof service.listGuarantors>>[number]) {
  return {
    id: guarantor.id,
    name: guarantor.name,
    identityNo: guarantor.identityNo,
    description: guarantor.description,
    phone: guarantor.phone,
    file: guarantor.fileId,
    url: guarantor.url,
  };
}

/** The applicant's files and people as the legacy screens read them (origination §3). */
export const basicInformationRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/applicant/document/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(documentAnswer),
    handler: async ({ req, params }) =>
      (await service.listDocuments(req.server.db, params.id)).map((document) => ({
        id: document.id,
        resourceId: document.resourceId,
        Resource: { id: document.resourceId, name: document.resourceName },
        name: document.fileName,
        url: document.url,
        analyze_result: document.analyzeResult,
        createdAt: document.createdAt,
        updatedAt: document.updatedAt,
      })),
  }),

  restRoute({
    method: 'GET',
    path: '/applicant/guarantor/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(guarantorAnswer),
    handler: async ({ req, params }) =>
      (await service.listGuarantors(req.server.db, params.id)).map(legacyGuarantor),
  }),

  restRoute({
    method: 'GET',
    path: '/applicant/witness/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(
      z.object({ id, name: z.string(), designation: z.string().nullable(), identityNo: z.string() }),
    ),
    handler: async ({ req, params }) =>
      (await service.listWitnesses(req.server.db, params.id)).map((witness) => ({
        id: witness.id,
        name: witness.name,
        designation: witness.designation,
        identityNo: witness.identityNo,
      })),
  }),

  restRoute({
    method: 'POST',
    path: '/applicantDocument',
    access: writeAccess,
    answer: doneWithId.extend({ url: z.string() }),
    async handler({ req, auth }) {
      const { fields, file } = await readMultipart(req);
      const parsed = documentFields.parse(fields);
      if (!file) throw badRequest(service.FILE_REQUIRED);
      const { id, url } = await service.uploadDocument(uploadDeps(req), auth.user, {
        ...parsed,
        data: file.data,
        fileName: file.fileName,
      });
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id, url };
    },
  }),

  legacyWriteRoute('DELETE', '/applicantDocument', writeAccess, {
    query: idQuery,
    msg: SUCCESS_TEXTS.deleted,
    answer: 'done',
    write: (db, user, { id }) => service.deleteDocument(db, user, id),
  }),

  restRoute({
    method: 'POST',
    path: '/applicantGuarantor',
    access: writeAccess,
    answer: doneWithId.extend({ url: z.string() }),
    async handler({ req, auth }) {
      const { fields, file } = await readMultipart(req);
      const parsed = guarantorFields.parse(fields);
      const { id, url } = await service.uploadGuarantor(uploadDeps(req), auth.user, { ...parsed, file });
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id, url };
    },
  }),

  legacyWriteRoute('DELETE', '/applicantGuarantor', writeAccess, {
    query: idQuery,
    msg: SUCCESS_TEXTS.deleted,
    answer: 'done',
    write: (db, user, { id }) => service.deleteGuarantor(db, user, id),
  }),

  restRoute({
    method: 'POST',
    path: '/applicantWitness',
    access: writeAccess,
    answer: doneWithId,
    async handler({ req, auth }) {
      const body = legacyPayload(witnessSchema.extend({ hirerContactId: idField().nullish() }), {
        numbers: ['applicantId', 'hirerContactId'],
      }).parse(await fieldsOf(req));
      const { id } = await service.addWitness(req.server.db, auth.user, {
        ...body,
        hirerContactId: body.hirerContactId ?? null,
      });
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/applicantWitness/all',
    access: 'authed',
    query: z.object({ applicantId: idParamField().optional() }),
    answer: z.array(
      z.object({
        id,
        applicantId: id,
        hirerContactId: id.nullable(),
        name: z.string(),
        designation: z.string().nullable(),
        identityNo: z.string(),
        createdAt: timestamp,
      }),
    ),
    handler: async ({ req, query }) => service.allWitnesses(req.server.db, query.applicantId),
  }),
];
