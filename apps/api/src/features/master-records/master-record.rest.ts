import { Readable } from 'node:stream';
import {
  MASTER_DATE_FIELDS,
  MASTER_SELECT_FIELDS,
  MASTER_SORT_KEYS,
  MASTER_TEXT_FIELDS,
  masterFilterSchema,
  masterRecordUpdateSchema,
  TRI_STATE_FLAGS,
} from '@sewabeli/domain';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { day, done, id, maybeNamed, ringgit as money, named, timestamp } from '../../plugins/rest-answers';
import { WHOLE_LIST_CAP, wholeListHeaders } from '../../plugins/rest-legacy';
import { wireRinggitOfSen } from '../../plugins/rest-money';
import { isWizardEdit, putWizardLine } from '../applications/steps/product/product.rest';
import { collectionDetailsAnswer, legacyCollectionDetails } from '../collections/collection.rest';
import { masterRecordsCsv } from './master-record.csv';
import * as service from './master-record.service';

const ringgit = wireRinggitOfSen;

/** A checklist flag of the master list: 1 yes, 0 no, null not yet answered. */
const flag = z.number().nullable();

const masterRecordAnswer = z.object({
  id,
  applicantId: id,
  createdAt: timestamp,
  updatedAt: timestamp,
  Hirer: named.extend({ registrationNo: z.string() }),
  Brand: named,
  Product: named,
  condition: z.string().nullable(),
  isNew: z.number().nullable(),
  quantity: z.number(),
  engine: z.string().nullable(),
  chasis: z.string().nullable(),
  manufactureYear: z.number().nullable(),
  registrationNo: z.string().nullable(),
  cost: money,
  downpayment: money,
  loanAmount: money,
  marginFinance: z.number(),
  interestRate: z.number(),
  tenure: z.number(),
  monthlyInstallment: money,
  finalInstallment: money,
  totalAmountPayable: money,
  totalPayable: money,
  totalInterest: money,
  prepayment: z.string(),
  prepaymentAmount: money,
  effectiveRate: z.number().nullable(),
  letterOffer: z.string().nullable(),
  hpNo: z.string().nullable(),
  principleStamp: z.string().nullable(),
  subsidiaryStamp: z.string().nullable(),
  coverNote: z.string().nullable(),
  agentId: id.nullable(),
  Agent: maybeNamed.nullable(),
  insuranceStatus: z.string().nullable(),
  insuranceRate: z.number().nullable(),
  insurancePremium: money,
  insuranceStartDate: day.nullable(),
  insuranceEndDate: day.nullable(),
  agreementExecution: day.nullable(),
  dueDate: day.nullable(),
  disbursementDate: day.nullable(),
  resourceId: id,
  Resource: named,
  salesman: z.string().nullable(),
  rcOri: flag,
  insc: flag,
  fis: flag,
  stampIsPaid: flag,
  stampingIsDelivered: flag,
  agreementIsDelivered: flag,
  agreementIsReceived: flag,
  disbursementNoticeIsDelivered: flag,
  boardResolutionIsReceived: flag,
  regCardIsDelivered: flag,
  vehicleIsDischarged: flag,
});

/** An instalment as stored, before the line's collection starts (the ledger's view replaces it after). */
const scheduledInstalment = z.object({
  id,
  seq: z.number(),
  description: z.string(),
  chargeAmount: z.number(),
  paidAmount: z.number(),
  dueDate: day,
  paidAt: day.nullable(),
  note: z.string().nullable(),
  paymentPerformanceStatus: z.string().nullable(),
});

/** GET /applicantProduct/details: the record with its instalments, and its collection once started. */
const masterRecordDetailAnswer = z.union([
  masterRecordAnswer.extend({ ApplicantProductTransactions: z.array(scheduledInstalment) }),
  masterRecordAnswer.extend(collectionDetailsAnswer.shape),
]);

/** An ApplicantProduct as origination §3 names it: per-unit cost and loan as stored, with `quantity`. */
export function legacyMasterRecord(r: service.MasterRecord) {
  return {
    id: r.id,
    applicantId: r.applicantId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    Hirer: { id: r.hirerId, name: r.customerName, registrationNo: r.hirerRegistrationNo },
    Brand: { id: r.brandId, name: r.brand },
    Product: { id: r.productId, name: r.model },
    condition: r.condition,
    isNew: r.isNew,
    quantity: r.quantity,
    engine: r.engine,
    chasis: r.chassis,
    manufactureYear: r.manufactureYear,
    registrationNo: r.registrationNo,
    cost: ringgit(r.unitCost),
    downpayment: ringgit(r.downpayment),
    loanAmount: ringgit(r.unitLoanAmount),
    marginFinance: r.marginFinance,
    interestRate: r.interestRate,
    tenure: r.tenure,
    monthlyInstallment: ringgit(r.monthlyInstallment),
    finalInstallment: ringgit(r.finalInstallment),
    totalAmountPayable: ringgit(r.totalPayable),
    // Collections §3 names both; like the collection list, both carry the agreement's total payable.
    totalPayable: ringgit(r.totalPayable),
    totalInterest: ringgit(r.totalInterest),
    prepayment: JSON.stringify(r.prepayment),
    prepaymentAmount: ringgit(r.prepaymentAmount),
    effectiveRate: r.effectiveRate,
    letterOffer: r.letterOffer,
    hpNo: r.hpNo,
    principleStamp: r.principleStamp,
    subsidiaryStamp: r.subsidiaryStamp,
    coverNote: r.coverNote,
    agentId: r.agentId,
    Agent: r.agentId === null ? null : { id: r.agentId, name: r.agent },
    insuranceStatus: r.insuranceStatus,
    insuranceRate: r.insuranceRate,
    insurancePremium: ringgit(r.insurancePremium),
    insuranceStartDate: r.insuranceStartDate,
    insuranceEndDate: r.insuranceEndDate,
    agreementExecution: r.agreementExecution,
    dueDate: r.dueDate,
    disbursementDate: r.disbursementDate,
    resourceId: r.resourceId,
    Resource: { id: r.resourceId, name: r.modeOfRepayment },
    salesman: r.salesman,
    rcOri: r.rcOri,
    insc: r.insc,
    fis: r.fis,
    stampIsPaid: r.stampIsPaid,
    stampingIsDelivered: r.stampingIsDelivered,
    agreementIsDelivered: r.agreementIsDelivered,
    agreementIsReceived: r.agreementIsReceived,
    disbursementNoticeIsDelivered: r.disbursementNoticeIsDelivered,
    boardResolutionIsReceived: r.boardResolutionIsReceived,
    regCardIsDelivered: r.regCardIsDelivered,
    vehicleIsDischarged: r.vehicleIsDischarged,
  };
}

const json = (message: string) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

/**
 * GET /applicantProduct/all query: `tags` a JSON list (plain strings match every field, {field, value} one
 * field), `createdAt` a JSON pair of YYYY-MM-DD dates, `search`/`searchField`, and `page`/`pageSize` to page.
 */
const allQuery = z
  .object({
    tags: json('tags must be a JSON list').optional(),
    createdAt: json('createdAt must be a JSON pair of dates').optional(),
    search: z.string().optional(),
    searchField: z.string().optional(),
    page: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
    sortBy: z.enum(MASTER_SORT_KEYS).optional(),
    sortDir: z.enum(['asc', 'desc']).optional(),
  })
  .transform((q, ctx) => {
    const tags = (Array.isArray(q.tags) ? q.tags : q.tags === undefined ? [] : [q.tags]).map((tag) =>
      typeof tag === 'string' ? { field: 'all', value: tag } : tag,
    );
    const range = Array.isArray(q.createdAt) ? q.createdAt : [];
    const filter = masterFilterSchema.safeParse({
      search: q.search,
      searchField: q.searchField,
      tags,
      createdFrom: range[0] ?? undefined,
      createdTo: range[1] ?? undefined,
    });
    if (!filter.success) {
      ctx.addIssue({ code: 'custom', message: filter.error.issues[0]?.message ?? 'Invalid filter' });
      return z.NEVER;
    }
    return { ...q, filter: filter.data };
  });

const exportQuery = z.object({
  q: json('q must be the JSON filter').optional(),
});

const idParams = z.object({ id: z.coerce.number().int().positive() });

const FIELDS = new Set<string>([
  ...MASTER_TEXT_FIELDS,
  ...MASTER_DATE_FIELDS,
  ...MASTER_SELECT_FIELDS,
  ...TRI_STATE_FLAGS,
  'manufactureYear',
]);

/** PUT /applicantProduct/ {id, one changed field}: becomes {id, field, value} for the shared schema. */
const putBody = z.preprocess((value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  const fields = Object.keys(body).filter((key) => FIELDS.has(key));
  if (fields.length !== 1) return { id: body.id, field: undefined };
  const field = fields[0]!;
  let v = body[field];
  if (
    typeof v === 'string' &&
    /^\d+$/.test(v) &&
    field !== 'engine' &&
    !MASTER_TEXT_FIELDS.includes(field as never)
  ) {
    v = Number(v);
  }
  if (v === '' && !MASTER_TEXT_FIELDS.includes(field as never)) v = null;
  return { id: typeof body.id === 'string' ? Number(body.id) : body.id, field, value: v };
}, masterRecordUpdateSchema);

export const ONE_FIELD_MESSAGE = 'Please send the id and exactly one changed field';

export const masterRecordRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/applicantProduct/all',
    access: 'authed',
    query: allQuery,
    // The whole list, or with page/pageSize one page of it.
    answer: z.union([
      z.array(masterRecordAnswer),
      z.object({
        ApplicantProducts: z.array(masterRecordAnswer),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
    ]),
    async handler({ req, query, reply }) {
      const db = req.server.db;
      const baseFilter = query.filter;
      if (query.page !== undefined || query.pageSize !== undefined) {
        const page = await service.listMasterRecords(db, {
          ...baseFilter,
          page: query.page ?? 1,
          pageSize: query.pageSize ?? 20,
          sortBy: query.sortBy ?? 'createdAt',
          sortDir: query.sortDir ?? 'desc',
        });
        return {
          ApplicantProducts: page.rows.map(legacyMasterRecord),
          total: page.total,
          page: page.page,
          pageSize: page.pageSize,
        };
      }
      const { total } = await service.summary(db, baseFilter);
      const rows = [];
      for await (const row of service.eachMasterRecord(
        db,
        baseFilter,
        query.sortBy,
        query.sortDir,
        WHOLE_LIST_CAP,
      )) {
        rows.push(legacyMasterRecord(row));
      }
      reply.headers(wholeListHeaders(total));
      return rows;
    },
  }),

  restRoute({
    method: 'GET',
    path: '/applicantProduct/export',
    access: 'authed',
    query: exportQuery,
    answerType: 'text/csv',
    async handler({ req, query, reply }) {
      const parsed = z
        .object({
          sortBy: z.enum(MASTER_SORT_KEYS).optional(),
          sortDir: z.enum(['asc', 'desc']).optional(),
        })
        .and(masterFilterSchema)
        .safeParse(query.q ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid filter');
      const { sortBy, sortDir, ...filter } = parsed.data;
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="master-list.csv"');
      return Readable.from(masterRecordsCsv(req.server.db, filter, sortBy, sortDir));
    },
  }),

  restRoute({
    method: 'GET',
    path: '/applicantProduct/details/:id',
    access: 'authed',
    params: idParams,
    answer: masterRecordDetailAnswer,
    async handler({ req, params }) {
      const db = req.server.db;
      const record = await service.getMasterRecord(db, params.id);
      // Collections §7: the collection profile reads the same call; a started collection adds its ledger. Both
      // read side by side once the record is known to exist (issue 15).
      const [transactions, collection] = await Promise.all([
        service.transactions(db, params.id),
        legacyCollectionDetails(db, params.id, req.server.config.lateChargeCapPercent),
      ]);
      return collection === null
        ? { ...legacyMasterRecord(record), ApplicantProductTransactions: transactions }
        : { ...legacyMasterRecord(record), ...collection };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/applicantProduct/',
    access: { permission: 'masterRecord.edit' },
    body: z.unknown(),
    answer: done,
    async handler({ req, body, auth }) {
      // The wizard's Product step edits a saved line over the same path: {id, cost, loanAmount, interestRate, insuranceRate}.
      if (isWizardEdit(body))
        return putWizardLine(req.server.db, auth!.user, body, req.server.config.rateCaps);
      const parsed = putBody.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(
          issue?.path[0] === 'field' ? ONE_FIELD_MESSAGE : (issue?.message ?? ONE_FIELD_MESSAGE),
        );
      }
      await service.changeMasterRecord(
        req.server.db,
        auth!.user,
        parsed.data,
        req.server.config.lateChargeCapPercent,
      );
      return { status: 1, msg: 'Saved Successfully' };
    },
  }),
];
