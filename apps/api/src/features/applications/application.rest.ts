import {
  applicantCreateSchema,
  idOnlySchema,
  idParamsSchema,
  type Sen,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
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
import { basicInformationRestRoutes, legacyGuarantor } from './steps/basic-information.rest';
import * as basicInformation from './steps/basic-information.service';

const ringgitOfSen = wireRinggitOfSen;
const writeAccess = { permission: 'application.write' } as const;
const idBody = legacyPayload(idOnlySchema, { numbers: ['id'] });

/**
 * An Applicant as the legacy screens read it (origination §3); money as ringgit. `remainingLoanLimit` is the
 * company's now, the guarantors are the application's (issue 27: the conformance suite holds every field).
 */
export function legacyApplicant(
  application: service.ApplicationDetail,
  extra: { remainingLoanLimit: Sen; guarantors: readonly unknown[] },
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
    async handler({ req, body, auth }) {
      await service.deleteApplication(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted };
    },
  }),

  ...basicInformationRestRoutes,
];
