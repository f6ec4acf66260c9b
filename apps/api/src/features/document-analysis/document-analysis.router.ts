import { ANALYSIS_STATUSES, idField } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import * as service from './document-analysis.service';

const status = z.enum(ANALYSIS_STATUSES as ['Pending', 'Completed', 'Failed']);

const creditBureauResult = z.object({
  rating_score: z.number(),
  legal_cases: z.number().nullable(),
  legal_case_amount: z.string().nullable(),
  trade_references: z.number().nullable(),
  special_attention_accounts: z.number().nullable(),
  outstanding_facilities: z.string().nullable(),
  winding_up: z.boolean().nullable(),
  company_name: z.string().nullable(),
  report_date: z.string().nullable(),
  remark: z.string(),
});

const statusOutput = z.object({
  creditBureau: z.object({
    status,
    documentId: z.number().nullable(),
    reason: z.string().nullable(),
    analysedAt: z.date().nullable(),
    result: creditBureauResult.nullable(),
  }),
  documents: z.array(
    z.object({
      documentId: z.number(),
      type: z.string(),
      fileName: z.string(),
      uploadedAt: z.date(),
      status,
      reason: z.string().nullable(),
      analysedAt: z.date().nullable(),
      /** A job is queued or running: poll until none is. */
      analysing: z.boolean(),
    }),
  ),
});

export const documentAnalysisRouter = router({
  /** The credit-bureau badge (Pending, Completed, Failed) and the analysis status of each analysed document. */
  statusFor: authedProcedure
    .input(z.object({ applicantId: idField() }))
    .output(statusOutput)
    .query(({ ctx, input }) => service.analysisStatusFor(ctx.db, input.applicantId)),
});
