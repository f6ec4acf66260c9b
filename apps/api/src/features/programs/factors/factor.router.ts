import {
  factorDetailSaveSchema,
  factorSchema,
  factorUpdateSchema,
  factorWeightageEditSchema,
  idField,
  idOnlySchema,
  listQuerySchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { router } from '../../../trpc/init';
import { idOutput, pageOf } from '../list-output';
import { programEditor, programReader } from '../program-access';
import * as service from './factor.service';
import * as attributes from './factor-attribute.service';

export const factorRow = z.object({
  id: z.number(),
  financialProgramId: z.number(),
  resourceId: z.number(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  weightage: z.number(),
  editable: z.boolean(),
});

export const attributeRow = z.object({
  id: z.number(),
  factorId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  score: z.number(),
});

const ofProgram = z.object({ financialProgramId: idField() });

export const factorRouter = router({
  list: programReader
    .input(listQuerySchema.extend(ofProgram.shape))
    .output(pageOf(factorRow))
    .query(({ ctx, input }) => service.listFactors(ctx.db, input.financialProgramId, input)),

  /** Every factor of a program: the Edit modal needs all of them to total 100. */
  allOfProgram: programReader
    .input(ofProgram)
    .output(z.array(factorRow))
    .query(({ ctx, input }) => service.allFactorsOfProgram(ctx.db, input.financialProgramId)),

  detail: programReader
    .input(idOnlySchema)
    .output(factorRow.extend({ programName: z.string(), attributes: z.array(attributeRow) }))
    .query(({ ctx, input }) => service.getFactorDetail(ctx.db, input.id)),

  create: programEditor
    .input(factorSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.createFactor(ctx.db, ctx.auth.user, input)),

  update: programEditor
    .input(factorUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateFactor(ctx.db, ctx.auth.user, input)),

  /** The Edit modal's Save: weightages of every factor plus at most one new factor, totalling exactly 100. */
  saveWeightages: programEditor
    .input(factorWeightageEditSchema)
    .output(z.object({ id: z.number().nullable() }))
    .mutation(({ ctx, input }) => service.saveWeightages(ctx.db, ctx.auth.user, input)),

  /** The factor detail's Save: name, description and attribute rows in one transaction. */
  saveDetail: programEditor
    .input(factorDetailSaveSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => attributes.saveFactorDetail(ctx.db, ctx.auth.user, input)),

  delete: programEditor
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.deleteFactor(ctx.db, ctx.auth.user, input.id)),
});
