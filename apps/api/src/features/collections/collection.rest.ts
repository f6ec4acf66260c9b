import type { Db } from '@sewabeli/db';
import {
  editPaymentSchema,
  idField,
  idOnlySchema,
  LEGACY_MONEY_ENTRY,
  lateReasonSchema,
  paymentSchema,
  rescheduleDecisionSchema,
  rescheduleSchema,
  SUCCESS_TEXTS,
  transactionEditSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { AppError, forbidden } from '../../lib/errors';
import { type AnyRestRoute, requirePermission, restRoute } from '../../plugins/rest';
import { day, done, doneWithId, id, ringgit as money, named, timestamp } from '../../plugins/rest-answers';
import { legacyPageQuery, legacyPayload, legacyWindowOf } from '../../plugins/rest-legacy';
import { wireRinggitOfSen } from '../../plugins/rest-money';
import { idempotencyKeyOf } from '../../trpc/context';
import { deleteWizardLine } from '../applications/steps/product/product.rest';
import { isWizardLine } from '../applications/steps/product/product.service';
import * as collections from './collection.service';
import * as ledger from './ledger/ledger.service';
import { overviewRestRoutes } from './overview.rest';
import * as reschedules from './reschedules/reschedule.service';
import { completeApplication } from './start-collection.service';

const ringgit = wireRinggitOfSen;

const idQuery = z.object({ id: z.coerce.number().int().positive() });

/** An ApplicantProductTransaction (collections §3) as legacyInstalment writes it. */
export const instalmentAnswer = z.object({
  id,
  description: z.string(),
  dueDate: day,
  chargeAmount: money,
  paidAmount: money,
  paidAt: day.nullable(),
  status: z.enum(['Paid', 'Partial', 'Pending', 'Overdue']),
  note: z.string().nullable(),
  paymentPerformanceStatus: z.enum(['Good', 'Bad']).nullable(),
  applicantProductId: id,
});

/** An agreement of the collection list: legacyCollection with legacyTerms, and its instalments. */
const collectionAnswer = z.object({
  id,
  hpNo: z.string().nullable(),
  Hirer: named.extend({ registrationNo: z.string() }),
  Brand: named,
  Product: named,
  loanAmount: money,
  totalAmountPayable: money,
  totalPayable: money,
  totalPaid: money,
  outstandingBalance: money,
  tenure: z.number(),
  hasPendingPayment: z.boolean(),
  overdueMonths: z.number(),
  monthlyInstallment: money,
  interestRate: z.number(),
  prepayment: z.string(),
  ApplicantProductTransactions: z.array(instalmentAnswer),
});

/** What legacyCollectionDetails adds to a master record whose collection has started. */
export const collectionDetailsAnswer = z.object({
  outstandingBalance: money,
  totalPaid: money,
  totalAmountPayable: money,
  totalPayable: money,
  hasPendingPayment: z.boolean(),
  overdueMonths: z.number(),
  ApplicantProductTransactions: z.array(instalmentAnswer),
  ApplicantProductPayments: z.array(
    z.object({
      id,
      amount: money,
      paidAt: day,
      CreatedUser: z.object({ name: z.string().nullable() }),
      UpdatedUser: z.object({ name: z.string() }).nullable(),
    }),
  ),
  ApplicantProductReschedules: z.array(
    z.object({
      id,
      status: z.enum(['Pending', 'Approved', 'Rejected']),
      month: z.number(),
      createdAt: timestamp,
      createdBy: z.string(),
      approvalList: z.array(
        z.object({ submittedBy: z.string(), status: z.string(), submittedAt: z.string() }),
      ),
    }),
  ),
});

const hirer = (row: collections.CollectionListRow) => ({ id: row.hirerId, name: row.hirerName });

/** An ApplicantProduct of the collection list (collections §3), money in ringgit. */
function legacyCollection(row: collections.CollectionListRow) {
  return {
    id: row.id,
    hpNo: row.hpNo,
    Hirer: hirer(row),
    Brand: { name: row.brandName },
    Product: { name: row.productName },
    loanAmount: ringgit(row.loanAmount),
    totalAmountPayable: ringgit(row.totalPayable),
    totalPayable: ringgit(row.totalPayable),
    totalPaid: ringgit(row.paidAmount),
    outstandingBalance: ringgit(row.outstandingBalance),
    tenure: row.tenure,
    hasPendingPayment: row.hasPendingPayment,
    overdueMonths: row.overdueMonths,
  };
}

/**
 * What GET /applicantProduct/details/{id} (master records own it) adds for a collection: the ledger-derived
 * figures, the payments and the reschedules (collections §3, §7); null when the line's collection has not
 * started.
 */
export async function legacyCollectionDetails(db: Db, id: number, lateChargeCap: number) {
  try {
    const profile = legacyCollectionProfile(await collections.getCollection(db, id, lateChargeCap));
    return {
      outstandingBalance: profile.outstandingBalance,
      totalPaid: profile.totalPaid,
      totalAmountPayable: profile.totalAmountPayable,
      totalPayable: profile.totalPayable,
      hasPendingPayment: profile.hasPendingPayment,
      overdueMonths: profile.overdueMonths,
      ApplicantProductTransactions: profile.ApplicantProductTransactions,
      ApplicantProductPayments: profile.ApplicantProductPayments,
      ApplicantProductReschedules: profile.ApplicantProductReschedules,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** An agreement's parties and terms (collections §3), in the list and the profile alike. */
function legacyTerms(row: collections.CollectionListRow & collections.AgreementTerms) {
  return {
    Hirer: { ...hirer(row), registrationNo: row.registrationNo },
    Brand: { id: row.brandId, name: row.brandName },
    Product: { id: row.productId, name: row.productName },
    monthlyInstallment: ringgit(row.monthlyInstallment),
    interestRate: row.interestRate,
    prepayment: JSON.stringify(row.prepayment),
  };
}

/** An ApplicantProductTransaction (collections §3), money in ringgit. */
function legacyInstalment(applicantProductId: number, instalment: collections.InstalmentView) {
  return {
    id: instalment.id,
    description: instalment.description,
    dueDate: instalment.dueDate,
    chargeAmount: ringgit(instalment.chargeAmount),
    paidAmount: ringgit(instalment.paidAmount),
    paidAt: instalment.paidAt,
    status: instalment.status,
    note: instalment.note,
    paymentPerformanceStatus: instalment.performance,
    applicantProductId,
  };
}

/** The ApplicantProduct of the collection profile with its instalments, payments and reschedules. */
export function legacyCollectionProfile(profile: collections.CollectionProfile) {
  return {
    ...legacyCollection(profile),
    ...legacyTerms(profile),
    ApplicantProductTransactions: profile.instalments.map((instalment) =>
      legacyInstalment(profile.id, instalment),
    ),
    ApplicantProductPayments: profile.payments.map((payment) => ({
      id: payment.id,
      amount: ringgit(payment.amount),
      paidAt: payment.paidAt,
      CreatedUser: { name: payment.createdBy },
      UpdatedUser: payment.updatedBy === null ? null : { name: payment.updatedBy },
    })),
    ApplicantProductReschedules: profile.reschedules.map((request) => ({
      id: request.id,
      status: request.status,
      month: request.month,
      createdAt: request.createdAt,
      createdBy: request.createdBy,
      approvalList: request.approvalList.map(({ submittedBy, status, submittedAt }) => ({
        submittedBy,
        status,
        submittedAt,
      })),
    })),
  };
}

const paymentBody = legacyPayload(paymentSchema, { numbers: ['applicantProductId'], ringgit: ['amount'] });
const editPaymentBody = legacyPayload(editPaymentSchema, {
  numbers: ['id', 'applicantProductId'],
  ringgit: ['amount'],
});
const transactionBody = z.union([
  legacyPayload(transactionEditSchema, { numbers: ['id'], ringgit: ['paidAmount'] }),
  legacyPayload(lateReasonSchema, { numbers: ['id'] }),
]);
const transactionRequest = z
  .object({ id: idField(), note: z.unknown().optional(), paidAt: z.unknown().optional() })
  .passthrough();
const rescheduleBody = legacyPayload(rescheduleSchema, {
  numbers: ['applicantProductId', 'month', 'applicantProductTransactionId'],
});
const decisionBody = legacyPayload(rescheduleDecisionSchema, { numbers: ['id'] });

const writers = { permission: 'collection.write' } as const;

export const collectionRestRoutes: AnyRestRoute[] = [
  // Origination §7 Complete (decisions §5): an agreements call that starts the collection.
  restRoute({
    method: 'PUT',
    path: '/applicant/complete',
    access: { permission: 'application.write' },
    body: legacyPayload(idOnlySchema, { numbers: ['id'] }),
    answer: done,
    async handler({ req, body, auth }) {
      await completeApplication(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/applicantProduct/transaction/all',
    access: 'authed',
    query: legacyPageQuery,
    answer: z.array(collectionAnswer),
    handler: async ({ req, query }) =>
      (await collections.allCollections(req.server.db, legacyWindowOf(query))).map((row) => ({
        ...legacyCollection(row),
        ...legacyTerms(row),
        ApplicantProductTransactions: row.instalments.map((instalment) =>
          legacyInstalment(row.id, instalment),
        ),
      })),
  }),

  restRoute({
    method: 'DELETE',
    path: '/applicantProduct',
    // Shared with the wizard's Product step: a line of an application not yet completed is a wizard line.
    access: 'authed',
    checks: ['collection.delete'],
    query: idQuery,
    answer: done,
    async handler({ req, query, auth }) {
      if (await isWizardLine(req.server.db, query.id)) {
        return deleteWizardLine(req.server.db, auth.user, query.id);
      }
      requirePermission(auth, 'collection.delete');
      await collections.deleteCollection(req.server.db, auth.user, query.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/applicantProductTransaction',
    // Two permissions behind one path: each branch checks its own.
    access: 'authed',
    checks: ['collection.write', 'collection.correct'],
    answer: done,
    async handler({ req, auth }) {
      // {id, note} adds a late reason; {id, paidAt, paidAmount} is the Superadmin's Edit Transaction.
      const raw = legacyPayload(transactionRequest, { numbers: ['id'] }).parse(req.body ?? {});
      if (raw.note !== undefined && raw.paidAt === undefined) {
        requirePermission(auth, 'collection.write');
        await collections.addLateReason(req.server.db, auth.user, lateReasonSchema.parse(raw));
        return { status: 1, msg: SUCCESS_TEXTS.reasonAdded };
      }
      requirePermission(auth, 'collection.correct');
      const body = transactionBody.parse(req.body ?? {});
      if (!('paidAt' in body)) throw forbidden();
      await ledger.correctInstalment(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/applicantProductTransaction/reasons',
    access: 'authed',
    answer: z.array(z.string()),
    handler: async ({ req }) => collections.lateReasons(req.server.db),
  }),

  restRoute({
    method: 'POST',
    path: '/applicantProductReschedule',
    access: writers,
    body: rescheduleBody,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const id = await reschedules.requestReschedule(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.rescheduleRequested, id };
    },
  }),

  ...(['approve', 'reject'] as const).map((action) =>
    restRoute({
      method: 'PUT',
      path: `/applicantProductReschedule/${action}`,
      access: 'authed',
      body: decisionBody,
      answer: done.extend({ rescheduleStatus: z.enum(['Pending', 'Approved', 'Rejected']) }),
      async handler({ req, body, auth }) {
        const status = await reschedules.decideRescheduleRequest(
          req.server.db,
          auth.user,
          body.id,
          action === 'approve' ? 'Approved' : 'Rejected',
        );
        return {
          status: 1,
          msg: action === 'approve' ? SUCCESS_TEXTS.approved : SUCCESS_TEXTS.rejected,
          rescheduleStatus: status,
        };
      },
    }),
  ),

  restRoute({
    method: 'POST',
    path: '/applicantProductPayment',
    access: writers,
    body: paymentBody,
    answer: doneWithId,
    async handler({ req, body, auth, reply }) {
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const result = await ledger.makePayment(
        req.server.db,
        auth.user,
        { ...body, ...LEGACY_MONEY_ENTRY },
        key,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return { status: 1, msg: SUCCESS_TEXTS.paymentMade, id: result.id };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/applicantProductPayment',
    access: writers,
    body: editPaymentBody,
    answer: done,
    async handler({ req, body, auth }) {
      await ledger.editLatestPayment(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.paymentEdited };
    },
  }),
  ...overviewRestRoutes,
];
