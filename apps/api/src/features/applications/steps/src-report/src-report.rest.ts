import type { Db } from '@sewabeli/db';
import {
  applicantCommentSchema,
  applicantCommentUpdateSchema,
  applicantCriteriaSchema,
  financialAnalysisYearSchema,
  financialYearsRecord,
  idField,
  idParamsSchema,
  recommendationSchema,
  recommendationUpdateSchema,
  ringgitToSen,
  type Sen,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { z } from 'zod';
import { legacyWriteRoute } from '../../../../plugins/legacy-write-route';
import { type AnswerOf, type AnyRestRoute, restRoute } from '../../../../plugins/rest';
import { day, id, keyed, ringgit as money, named } from '../../../../plugins/rest-answers';
import { legacyPayload } from '../../../../plugins/rest-legacy';
import { wireRinggitOfSen } from '../../../../plugins/rest-money';
import * as service from './src-report.service';

const writeAccess = { permission: 'application.write' } as const;
const idQuery = z.object({ id: z.coerce.number().int().positive() });
// Money on the legacy wire is ringgit (decisions §2).
const ringgit = (sen: Sen | null) => (sen === null ? null : wireRinggitOfSen(sen));

const MONEY_KEYS = ['turnover', 'PBT', 'NPAT', 'netWorth'] as const;

/** PUT /applicantDocument/financial_analysis {applicantId, data}: ringgit in, sen inside. */
const financialAnalysisBody = legacyPayload(
  z.object({
    applicantId: idField(),
    data: financialYearsRecord(
      z.preprocess((value) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
        const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        for (const key of MONEY_KEYS) {
          const v = out[key];
          if (v === '' || v === undefined) delete out[key];
          else if (typeof v === 'number' || typeof v === 'string') {
            try {
              out[key] = ringgitToSen(v);
            } catch {
              // Left as it came: the schema refuses it.
            }
          }
        }
        return out;
      }, financialAnalysisYearSchema.partial()),
    ),
  }),
  { numbers: ['applicantId'] },
);

const criteriaBody = legacyPayload(
  z.preprocess((value) => {
    if (!value || typeof value !== 'object') return value;
    const out = { ...(value as Record<string, unknown>) };
    // Y 1, N 0, N/A null; the legacy screen may send them as text.
    // legacyPayload has turned 1 / 0 into true / false already.
    if (out.status === true || out.status === 'Y') out.status = 1;
    else if (out.status === false || out.status === 'N') out.status = 0;
    else if (out.status === '' || out.status === 'N/A' || out.status === undefined) out.status = null;
    return out;
  }, applicantCriteriaSchema),
  { numbers: ['id'] },
);

type AgeingAmounts = NonNullable<Awaited<ReturnType<typeof service.ageing>>['debtor']>;

const ageingWire = (amounts: AgeingAmounts | null) =>
  amounts && {
    ...(Object.fromEntries(
      Object.entries(amounts).map(([key, sen]) => [key, wireRinggitOfSen(sen)]),
    ) as Record<keyof AgeingAmounts, number>),
    total: wireRinggitOfSen(Object.values(amounts).reduce((sum, sen) => sum + sen, 0)),
  };

/** An ageing report's amounts by how long they are owed; null before a report was read. */
const ageingAnswer = z
  .object({
    currentMonth: money,
    month1: money,
    month2: money,
    month3: money,
    month4: money,
    month5AndAbove: money,
    total: money,
  })
  .nullable();

/** GET /applicantDocument/<figures>/:id: figures the application's documents gave, in their legacy wire shape. */
const documentFiguresRoute = <S extends z.ZodType>(
  figures: 'credit_info' | 'financial_analysis' | 'supplier_ageing' | 'customer_ageing',
  answer: S,
  read: (db: Db, applicantId: number) => Promise<AnswerOf<S>>,
) =>
  restRoute({
    method: 'GET',
    path: `/applicantDocument/${figures}/:id`,
    access: 'authed',
    params: idParamsSchema,
    answer,
    handler: ({ req, params }) => read(req.server.db, params.id),
  });

export const srcReportRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/applicant/criteria/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(
      z.object({
        id,
        applicantId: id,
        status: z.number().nullable(),
        remark: z.string().nullable(),
        ctosRemark: z.string().nullable(),
        Criteria: named.extend({ description: z.string() }),
      }),
    ),
    async handler({ req, params }) {
      const rows = await service.criteriaOf(req.server.db, params.id);
      return rows.map((row) => ({
        id: row.id,
        applicantId: row.applicantId,
        status: row.status,
        remark: row.remark,
        ctosRemark: row.ctosRemark,
        Criteria: { id: row.criteriaId, name: row.name, description: row.description },
      }));
    },
  }),

  legacyWriteRoute('PUT', '/applicantCriteria', writeAccess, {
    body: criteriaBody,
    msg: SUCCESS_TEXTS.saved,
    answer: 'done',
    write: service.saveApplicantCriteria,
  }),

  restRoute({
    method: 'GET',
    path: '/applicant/recommendation/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(z.object({ id, applicantId: id, comment: z.string() })),
    async handler({ req, params }) {
      const rows = await service.recommendationsOf(req.server.db, params.id);
      return rows.map(({ id, applicantId, comment }) => ({ id, applicantId, comment }));
    },
  }),

  legacyWriteRoute('POST', '/applicantRecommendation', writeAccess, {
    body: legacyPayload(recommendationSchema, { numbers: ['applicantId'] }),
    msg: SUCCESS_TEXTS.submitted,
    write: service.addRecommendation,
  }),
  legacyWriteRoute('PUT', '/applicantRecommendation', writeAccess, {
    body: legacyPayload(recommendationUpdateSchema, { numbers: ['id'] }),
    msg: SUCCESS_TEXTS.saved,
    answer: 'done',
    write: service.updateRecommendation,
  }),
  legacyWriteRoute('DELETE', '/applicantRecommendation', writeAccess, {
    query: idQuery,
    msg: SUCCESS_TEXTS.deleted,
    answer: 'done',
    write: (db, user, { id }) => service.removeRecommendation(db, user, id),
  }),

  restRoute({
    method: 'GET',
    path: '/applicant/comment/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(z.object({ id, applicantId: id, category: z.string(), value: z.string() })),
    async handler({ req, params }) {
      const rows = await service.commentsOf(req.server.db, params.id);
      return rows.map(({ id, applicantId, category, value }) => ({ id, applicantId, category, value }));
    },
  }),

  legacyWriteRoute('POST', '/applicantComment', writeAccess, {
    body: legacyPayload(applicantCommentSchema, { numbers: ['applicantId'] }),
    msg: SUCCESS_TEXTS.submitted,
    write: service.saveComment,
  }),
  legacyWriteRoute('PUT', '/applicantComment', writeAccess, {
    body: legacyPayload(applicantCommentUpdateSchema, { numbers: ['id'] }),
    msg: SUCCESS_TEXTS.saved,
    answer: 'done',
    write: service.updateComment,
  }),

  documentFiguresRoute(
    'credit_info',
    // The statement month as 'YYYY-MM'.
    z.array(z.object({ id, month: z.string(), withdrawal: money.nullable(), deposit: money.nullable() })),
    async (db, id) =>
      (await service.creditInfo(db, id)).map((row) => ({
        id: row.id,
        month: row.month.slice(0, 7),
        withdrawal: ringgit(row.withdrawal),
        deposit: ringgit(row.deposit),
      })),
  ),
  documentFiguresRoute(
    'financial_analysis',
    // By financial year ('2025').
    keyed(
      z.object({
        turnover: money.nullable(),
        PBT: money.nullable(),
        NPAT: money.nullable(),
        netWorth: money.nullable(),
        currentRatio: z.number().nullable(),
        gearingRatio: z.number().nullable(),
        leverageRatio: z.number().nullable(),
        dateFYE: day.nullable(),
        pdfURL: z.string().nullable(),
      }),
    ),
    async (db, id) =>
      Object.fromEntries(
        (await service.financialAnalysis(db, id)).map(({ year, turnover, PBT, NPAT, netWorth, ...rest }) => [
          String(year),
          {
            turnover: ringgit(turnover),
            PBT: ringgit(PBT),
            NPAT: ringgit(NPAT),
            netWorth: ringgit(netWorth),
            ...rest,
          },
        ]),
      ),
  ),
  legacyWriteRoute('PUT', '/applicantDocument/financial_analysis', writeAccess, {
    body: financialAnalysisBody,
    msg: SUCCESS_TEXTS.saved,
    answer: 'done',
    write: service.saveFinancialAnalysis,
  }),

  documentFiguresRoute('supplier_ageing', ageingAnswer, async (db, id) =>
    ageingWire((await service.ageing(db, id)).creditor),
  ),
  documentFiguresRoute('customer_ageing', ageingAnswer, async (db, id) =>
    ageingWire((await service.ageing(db, id)).debtor),
  ),
];
