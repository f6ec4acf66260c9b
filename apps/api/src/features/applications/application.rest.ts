import {
  applicantCreateSchema,
  idOnlySchema,
  idParamsSchema,
  type Sen,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { done, doneWithId, id, named, ringgit, timestamp } from '../../plugins/rest-answers';
import {
  legacyPageQuery,
  legacyPayload,
  legacyWindowOf,
  WHOLE_LIST_CAP,
  wholeListHeaders,
} from '../../plugins/rest-legacy';
import { wireRinggitOfSen } from '../../plugins/rest-money';
import * as hirers from '../hirers/hirer.service';
import * as service from './application.service';
import {
  basicInformationRestRoutes,
  guarantorAnswer,
  legacyGuarantor,
} from './steps/basic-information/basic-information.rest';
import * as basicInformation from './steps/basic-information/basic-information.service';

const ringgitOfSen = wireRinggitOfSen;
const writeAccess = { permission: 'application.write' } as const;
const idBody = legacyPayload(idOnlySchema, { numbers: ['id'] });

const progress = z.object({ id, seq: z.number(), name: z.string() });
const decision = z.number().nullable();
const decidedBy = id.nullable();
const decidedAt = timestamp.nullable();

const applicantAnswer = z.object({
  id,
  hirerId: id,
  purpose: z.string().nullable(),
  financialProgramId: id,
  financialProgramTierId: id.nullable(),
  FinancialProgram: named.extend({ percentageOnNew: z.number(), percentageOnUsed: z.number() }),
  FinancialProgramTier: named
    .extend({
      riskLevel: z.string().nullable(),
      minInterestRate: z.number(),
      maxInterestRate: z.number(),
      maxTenure: z.number().nullable(),
    })
    .nullable(),
  Hirer: named.extend({ loanLimit: ringgit, remainingLoanLimit: ringgit }),
  progressId: id,
  Progress: progress,
  lockStatus: z.number(),
  checklist: z.string().nullable(),
  src_url: z.string().nullable(),
  xcmgScore: z.number().nullable(),
  status1: decision,
  status2: decision,
  status3: decision,
  status4: decision,
  status1User: decidedBy,
  status2User: decidedBy,
  status3User: decidedBy,
  status4User: decidedBy,
  status1At: decidedAt,
  status2At: decidedAt,
  status3At: decidedAt,
  status4At: decidedAt,
  createdAt: timestamp,
  updatedAt: timestamp,
  ApplicantGuarantors: z.array(guarantorAnswer),
});

/**
 * An Applicant as the legacy screens read it (origination §3); money as ringgit. `remainingLoanLimit` is the
 * company's now, the guarantors are the application's (issue 27: the conformance suite holds every field).
 */
export function legacyApplicant(
  application: service.ApplicationDetail,
  extra: { remainingLoanLimit: Sen; guarantors: ReturnType<typeof legacyGuarantor>[] },
) {
  const [status1, status2, status3, status4] = application.statuses;
  const [status1User, status2User, status3User, status4User] = application.statusUsers;
  const [status1At, status2At, status3At, status4At] = application.statusAts;
  return {
    id: application.id,
    hirerId: application.hirerId,
    purpose: application.purpose,
    financialProgramId: application.financialProgramId,
    financialProgramTierId: application.tier?.id ?? null,
    FinancialProgram: {
      id: application.financialProgramId,
      name: application.financialProgramName,
      percentageOnNew: application.percentageOnNew,
      percentageOnUsed: application.percentageOnUsed,
    },
    FinancialProgramTier: application.tier,
    Hirer: {
      id: application.hirerId,
      name: application.hirerName,
      loanLimit: ringgitOfSen(application.hirerLoanLimit),
      remainingLoanLimit: ringgitOfSen(extra.remainingLoanLimit),
    },
    progressId: application.progressId,
    Progress: { id: application.progressId, seq: application.seq, name: application.progressName },
    lockStatus: application.lockStatus,
    checklist: application.checklist === null ? null : JSON.stringify(application.checklist),
    src_url: application.srcUrl,
    xcmgScore: application.totalScore,
    status1,
    status2,
    status3,
    status4,
    status1User,
    status2User,
    status3User,
    status4User,
    status1At,
    status2At,
    status3At,
    status4At,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    ApplicantGuarantors: extra.guarantors,
  };
}

export const applicationRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/applicant/all',
    access: 'authed',
    query: legacyPageQuery,
    answer: z.array(
      z.object({
        id,
        hirerId: id,
        purpose: z.string().nullable(),
        financialProgramId: id,
        progressId: id,
        lockStatus: z.number(),
        createdAt: timestamp,
        updatedAt: timestamp,
        Hirer: named,
        Progress: progress,
      }),
    ),
    async handler({ req, reply, query }) {
      const { rows, total } = await service.allApplications(
        req.server.db,
        legacyWindowOf(query),
        WHOLE_LIST_CAP,
      );
      if (total !== null) reply.headers(wholeListHeaders(total));
      return rows.map((row) => ({
        id: row.id,
        hirerId: row.hirerId,
        purpose: row.purpose,
        financialProgramId: row.financialProgramId,
        progressId: row.progressId,
        lockStatus: row.lockStatus,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        Hirer: { id: row.hirerId, name: row.hirerName },
        Progress: { id: row.progressId, seq: row.seq, name: row.progressName },
      }));
    },
  }),

  restRoute({
    method: 'GET',
    path: '/applicant/details/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: applicantAnswer,
    async handler({ req, params }) {
      const db = req.server.db;
      const [application, guarantors] = await Promise.all([
        service.getApplication(db, params.id),
        basicInformation.listGuarantors(db, params.id),
      ]);
      const figures = await hirers.figuresOf(db, application.hirerId, application.hirerLoanLimit);
      return legacyApplicant(application, {
        remainingLoanLimit: figures.remainingLoanLimit,
        guarantors: guarantors.map(legacyGuarantor),
      });
    },
  }),

  // The spec's client calls '/applicant//activity/{id}'; the router folds duplicate slashes, so both reach this.
  restRoute({
    method: 'GET',
    path: '/applicant/activity/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(
      z.object({
        id,
        description: z.string(),
        createdAt: timestamp,
        User: z.object({ name: z.string() }).nullable(),
      }),
    ),
    handler: async ({ req, params }) =>
      (await service.listActivity(req.server.db, params.id)).map((entry) => ({
        id: entry.id,
        description: entry.description,
        createdAt: entry.createdAt,
        User: entry.createdByName === null ? null : { name: entry.createdByName },
      })),
  }),

  restRoute({
    method: 'POST',
    path: '/applicant',
    access: writeAccess,
    body: legacyPayload(applicantCreateSchema, { numbers: ['hirerId', 'financialProgramId'] }),
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await service.createApplication(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id };
    },
  }),

  restRoute({
    method: 'DELETE',
    path: '/applicant',
    access: writeAccess,
    body: idBody,
    answer: done,
    async handler({ req, body, auth }) {
      await service.deleteApplication(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted };
    },
  }),

  ...basicInformationRestRoutes,
];
