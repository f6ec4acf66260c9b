import { factorAttributeSchema, factorAttributeUpdateSchema, idOnlySchema } from '@sewabeli/domain';
import { router } from '../../../trpc/init';
import { idOutput } from '../list-output';
import { programEditor } from '../program-access';
import * as service from './factor-attribute.service';

export const attributeRouter = router({
  create: programEditor
    .input(factorAttributeSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.createAttribute(ctx.db, ctx.auth.user, input)),

  update: programEditor
    .input(factorAttributeUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateAttribute(ctx.db, ctx.auth.user, input)),

  delete: programEditor
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.deleteAttribute(ctx.db, ctx.auth.user, input.id)),
});
