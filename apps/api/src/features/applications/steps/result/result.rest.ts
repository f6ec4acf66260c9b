import { idParamsSchema, type Sen, SUCCESS_TEXTS, submitSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../../../plugins/rest';
import { done, ringgit as money } from '../../../../plugins/rest-answers';
import { legacyPayload } from '../../../../plugins/rest-legacy';
import { wireRinggitOfSen } from '../../../../plugins/rest-money';
import * as service from './result.service';

const ringgit = wireRinggitOfSen;
const joined = (values: readonly (string | number)[]) => (values.length === 0 ? null : values.join(', '));

export const resultRestRoutes: AnyRestRoute[] = [
  /** Origination §3 Overview: the facility information; several lines add up (money) or list (text). */
  restRoute({
    method: 'GET',
    path: '/applicant/overview/:id',
    access: 'authed',
    params: idParamsSchema,
    // Text of several lines is joined with ', '; null where there is none.
    answer: z.object({
      cost_of_equipment: money,
      amount_finance: money,
      interest_rate: z.string().nullable(),
      monthly_payment: money,
      prepayment: z.string().nullable(),
      insurance: money,
      security: z.string().nullable(),
      vendor: z.string().nullable(),
      asset: z.string().nullable(),
      purpose: z.string().nullable(),
    }),
    async handler({ req, params }) {
      const result = await service.getResult(req.server.db, params.id);
      const lines = result.facility;
      const sum = (pick: (line: (typeof lines)[number]) => Sen) =>
        ringgit(lines.reduce((s, l) => s + pick(l), 0));
      return {
        cost_of_equipment: sum((line) => line.costOfEquipment),
        amount_finance: sum((line) => line.amountFinance),
        interest_rate: joined([...new Set(lines.map((line) => line.interestRate))]),
        monthly_payment: sum((line) => line.monthlyPaymentPerUnit),
        prepayment: joined([...new Set(lines.map((line) => line.prepayment))]),
        insurance: sum((line) => line.insurance),
        security: joined(result.security),
        vendor: joined([...new Set(lines.map((line) => line.vendor))]),
        asset: joined(lines.map((line) => line.asset)),
        purpose: result.purpose,
      };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/applicant/submit',
    access: { permission: 'application.write' },
    body: legacyPayload(submitSchema, { numbers: ['id'] }),
    answer: done,
    async handler({ req, body, auth }) {
      await service.submitApplication(
        { db: req.server.db, storage: req.server.fileStorage, financier: req.server.config.financier },
        auth.user,
        body,
      );
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),
];
