import {
  applicantProductSchema,
  applicantProductUpdateSchema,
  calculateLoanSchema,
  calculateSchema,
  idOnlySchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../../../trpc/init';
import {
  applicantIdSchema,
  brandIdSchema,
  completedOutput,
  loanFiguresOutput,
  modelChoicesOutput,
  productChoicesOutput,
  productStepOutput,
  quoteOutput,
} from './product.schema';
import * as service from './product.service';
import * as lineFigures from './product-figures.service';

const idOutput = z.object({ id: z.number() });
const editor = withPermission('application.write');

/** The wizard's Product step (origination §2): order lines, their figures and Next. */
export const applicationProductRouter = router({
  step: authedProcedure
    .input(applicantIdSchema)
    .output(productStepOutput)
    .query(({ ctx, input }) => service.productStep(ctx.db, input.applicantId, ctx.config.rateCaps)),

  choices: authedProcedure.output(productChoicesOutput).query(({ ctx }) => service.productChoices(ctx.db)),

  models: authedProcedure
    .input(brandIdSchema)
    .output(modelChoicesOutput)
    .query(({ ctx, input }) => service.modelChoices(ctx.db, input.brandId)),

  calculate: authedProcedure
    .input(calculateSchema)
    .output(quoteOutput)
    .query(({ input }) => lineFigures.calculate(input)),

  calculateLoan: authedProcedure
    .input(calculateLoanSchema)
    .output(loanFiguresOutput)
    .query(({ ctx, input }) => lineFigures.calculateLoanFigures(ctx.db, input)),

  add: editor
    .input(applicantProductSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.addLine(ctx.db, ctx.auth.user, input, ctx.config.rateCaps)),

  update: editor
    .input(applicantProductUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateLine(ctx.db, ctx.auth.user, input, ctx.config.rateCaps)),

  remove: editor
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.removeLine(ctx.db, ctx.auth.user, input.id)),

  complete: editor
    .input(applicantIdSchema)
    .output(completedOutput)
    .mutation(({ ctx, input }) => service.completeProductStep(ctx.db, ctx.auth.user, input.applicantId)),
});
