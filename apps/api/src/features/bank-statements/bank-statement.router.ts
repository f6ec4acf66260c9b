import {
  BANK_ACCOUNT_CURRENCIES,
  csvMappingSchema,
  DEFAULT_ACCOUNT_CURRENCY,
  isBase64,
  listPageSchema,
  MATCH_STATUSES,
  PAYMENT_METHOD_NAMES,
  STATEMENT_DIRECTIONS,
  STATEMENT_FILE_MAX_BASE64,
  STATEMENT_FILE_MESSAGES,
  STATEMENT_FORMATS,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../trpc/init';
import * as accountService from './bank-account.service';
import * as service from './bank-statement.service';
import * as importService from './bank-statement-import.service';
import * as posting from './bank-statement-posting.service';

/** Money in tRPC answers is integer sen (decisions.md §2). */
const sen = z.number().int();
const id = z.number().int().positive();
const ok = z.object({ ok: z.literal(true) });
const done = { ok: true as const };

const accountInput = z.object({
  name: z.string().trim().min(1).max(100),
  bank: z.string().trim().min(1).max(100),
  accountNumber: z.string().trim().min(1).max(34),
  /** Issue 40: ringgit only today; the field is there so that the rule is stated where the account is. */
  currency: z.enum(BANK_ACCOUNT_CURRENCIES).default(DEFAULT_ACCOUNT_CURRENCY),
});

const bankAccount = accountInput.extend({
  currency: z.string(),
  id: z.number(),
  active: z.boolean(),
  csvMapping: z.unknown().nullable(),
});

const statement = z.object({
  id: z.number(),
  bankAccountId: z.number(),
  fileName: z.string(),
  format: z.enum(STATEMENT_FORMATS).nullable(),
  status: z.enum(['Queued', 'Parsing', 'Imported', 'Failed']),
  progress: z.number(),
  lineCount: z.number(),
  newLineCount: z.number(),
  duplicateLineCount: z.number(),
  creditTotal: sen,
  debitTotal: sen,
  error: z.string().nullable(),
  importedAt: z.date(),
  importedByName: z.string(),
  finishedAt: z.date().nullable(),
  storedFileId: z.number().nullable(),
});

const candidate = z.object({
  agreementId: z.number(),
  hpNo: z.string().nullable(),
  hirerName: z.string(),
  confidence: z.number(),
  reason: z.string(),
  evidence: z.enum(['reference', 'name', 'amount']).optional(),
  /** The agreement's share of a suggested split (issue 40). */
  share: sen.optional(),
});

const line = z.object({
  id: z.number(),
  seq: z.number(),
  valueDate: z.string(),
  amount: sen,
  /** What of the credit is in the ledger (issue 40); the rest is the remainder still to decide or post. */
  postedAmount: sen,
  direction: z.enum(STATEMENT_DIRECTIONS),
  description: z.string(),
  reference: z.string().nullable(),
  balance: sen.nullable(),
  method: z.enum(PAYMENT_METHOD_NAMES),
  matchStatus: z.enum(MATCH_STATUSES),
  confidence: z.number(),
  reason: z.string().nullable(),
  candidates: z.array(candidate),
  shares: z.array(
    z.object({
      id: z.number(),
      applicantProductId: z.number(),
      hpNo: z.string().nullable(),
      hirerName: z.string(),
      amount: sen,
      paymentId: z.number().nullable(),
      exception: z.string().nullable(),
    }),
  ),
});

const lineId = z.object({ lineId: id });

/** Issue 31: bank accounts, statement import, reconciliation of the lines and 'Post matched'. */
export const bankStatementRouter = router({
  accounts: authedProcedure
    .output(z.array(bankAccount))
    .query(({ ctx }) => accountService.listBankAccounts(ctx.db)),

  createAccount: withPermission('bankAccount.manage')
    .input(accountInput)
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => ({
      id: await accountService.createBankAccount(ctx.db, ctx.auth.user, input),
    })),

  updateAccount: withPermission('bankAccount.manage')
    .input(accountInput.extend({ id, active: z.boolean() }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await accountService.updateBankAccount(ctx.db, ctx.auth.user, input);
      return done;
    }),

  /** The CSV column mapping of an account, chosen once and used for its next CSV files. */
  saveCsvMapping: withPermission('bankStatement.import')
    .input(z.object({ bankAccountId: id, mapping: csvMappingSchema }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await accountService.saveCsvMapping(ctx.db, ctx.auth.user, input.bankAccountId, input.mapping);
      return done;
    }),

  /** Stores the file and queues its parsing; poll `statement` for the progress. The same file twice is refused (409). */
  import: withPermission('bankStatement.import')
    .input(
      z.object({
        bankAccountId: id,
        fileName: z.string().trim().min(1).max(200),
        contentBase64: z
          .string()
          .min(1)
          .max(STATEMENT_FILE_MAX_BASE64)
          // Issue 40: Buffer.from would decode anything, silently; other content is refused before it is stored.
          .refine(isBase64, STATEMENT_FILE_MESSAGES.notBase64),
      }),
    )
    .output(z.object({ bankStatementId: z.number() }))
    .mutation(({ ctx, input }) =>
      importService.importStatement({ db: ctx.db, storage: ctx.fileStorage }, ctx.auth.user, {
        bankAccountId: input.bankAccountId,
        fileName: input.fileName,
        content: Buffer.from(input.contentBase64, 'base64'),
      }),
    ),

  /** Imports a file uploaded through POST /files (CSV or MT940, as other uploads) or the seeded demo statement. */
  importStored: withPermission('bankStatement.import')
    .input(z.object({ bankAccountId: id, storedFileId: id }))
    .output(z.object({ bankStatementId: z.number() }))
    .mutation(({ ctx, input }) =>
      importService.importStoredStatement({ db: ctx.db, storage: ctx.fileStorage }, ctx.auth.user, input),
    ),

  statements: authedProcedure
    .input(
      z.object({
        bankAccountId: id.nullable().default(null),
        search: z.string().trim().max(200).default(''),
        page: z.number().int().min(1).default(1),
        pageSize: z.number().int().min(1).max(100).default(20),
      }),
    )
    .output(listPageSchema(statement))
    .query(({ ctx, input }) => service.listStatements(ctx.db, input)),

  /** A statement with its groups (count and total per status) and the posted and unposted totals, in sen. */
  statement: authedProcedure
    .input(z.object({ id }))
    .output(
      z.object({
        statement,
        groups: z.array(z.object({ status: z.enum(MATCH_STATUSES), count: z.number(), total: sen })),
        postedTotal: sen,
        unpostedCreditTotal: sen,
      }),
    )
    .query(({ ctx, input }) => service.statementSummary(ctx.db, input.id)),

  lines: authedProcedure
    .input(
      z.object({
        bankStatementId: id,
        status: z.enum(MATCH_STATUSES).nullable().default(null),
        search: z.string().trim().max(200).default(''),
        page: z.number().int().min(1).default(1),
        pageSize: z.number().int().min(1).max(200).default(50),
      }),
    )
    .output(listPageSchema(line))
    .query(({ ctx, input }) => service.listLines(ctx.db, input)),

  /** Accept the best suggestion: the whole credit on it (not a split, nor a candidate by amount or name alone). */
  accept: withPermission('bankStatement.import')
    .input(lineId)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await posting.acceptSuggestion(ctx.db, ctx.auth.user, input.lineId);
      return done;
    }),

  /** Choose another agreement (from the spotlight search) for the whole credit (its unposted remainder). */
  assign: withPermission('bankStatement.import')
    .input(lineId.extend({ agreementId: id }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await posting.assignLine(ctx.db, ctx.auth.user, input.lineId, { agreementId: input.agreementId });
      return done;
    }),

  /** Split one credit across agreements: the shares (sen) add up to the credit (its unposted remainder). */
  split: withPermission('bankStatement.import')
    .input(
      lineId.extend({
        shares: z
          .array(z.object({ agreementId: id, amount: sen }))
          .min(1)
          .max(20),
      }),
    )
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await posting.assignLine(ctx.db, ctx.auth.user, input.lineId, input.shares);
      return done;
    }),

  ignore: withPermission('bankStatement.import')
    .input(lineId.extend({ reason: z.string().trim().min(1).max(500) }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await posting.ignoreLine(ctx.db, ctx.auth.user, input.lineId, input.reason);
      return done;
    }),

  /** Take a matched or ignored line (a Part posted line's remainder) back to be decided again. */
  reopen: withPermission('bankStatement.import')
    .input(lineId)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await posting.ignoreLine(ctx.db, ctx.auth.user, input.lineId, null);
      return done;
    }),

  postMatched: withPermission('bankStatement.post')
    .input(z.object({ bankStatementId: id }))
    .output(
      z.object({
        posted: z.number(),
        postedAmount: sen,
        exceptions: z.array(
          z.object({
            partId: z.number(),
            lineId: z.number(),
            agreementId: z.number(),
            hpNo: z.string().nullable(),
            message: z.string(),
          }),
        ),
      }),
    )
    .mutation(({ ctx, input }) => posting.postMatched(ctx.db, ctx.auth.user, input.bankStatementId)),

  exceptionsCsv: authedProcedure
    .input(z.object({ bankStatementId: id }))
    .output(z.object({ fileName: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => service.exceptionsCsv(ctx.db, input.bankStatementId)),
});
