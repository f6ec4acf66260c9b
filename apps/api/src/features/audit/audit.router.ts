import { auditListQuerySchema, listPageSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { router, withPermission } from '../../trpc/init';
import * as service from './audit.service';

const auditRow = z.object({
  id: z.number(),
  createdAt: z.date(),
  userId: z.number().nullable(),
  user: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  sessionId: z.number().nullable(),
  ip: z.string().nullable(),
  apiTokenName: z.string().nullable(),
  /** Issue 40: which token, as names can repeat. */
  apiTokenId: z.number().nullable(),
});

/** Issue 9: the audit log a Superadmin reads (User > Audit Log). */
export const auditRouter = router({
  list: withPermission('audit.read')
    .input(auditListQuerySchema)
    .output(listPageSchema(auditRow))
    .query(({ ctx, input }) => service.listAudit(ctx.db, input)),

  choices: withPermission('audit.read')
    .output(
      z.object({
        actions: z.array(z.string()),
        entities: z.array(z.string()),
        users: z.array(z.object({ id: z.number(), name: z.string() })),
      }),
    )
    .query(({ ctx }) => service.auditChoices(ctx.db)),
});
