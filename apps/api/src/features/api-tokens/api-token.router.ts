import { apiTokenIssueSchema, listPageSchema, listQuerySchema } from '@sewabeli/domain';
import { z } from 'zod';
import { router, withPermission } from '../../trpc/init';
import * as service from './api-token.service';

const tokenRow = z.object({
  id: z.number(),
  name: z.string(),
  userId: z.number(),
  user: z.string(),
  serviceAccount: z.boolean(),
  role: z.string(),
  expiresAt: z.date(),
  ipAllowList: z.array(z.string()),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.date().nullable(),
});

/** Issue 33 (User > API Tokens): the tokens machines use, issued and revoked by a Superadmin. */
export const apiTokenRouter = router({
  list: withPermission('apiToken.manage')
    .input(listQuerySchema)
    .output(listPageSchema(tokenRow))
    .query(({ ctx, input }) => service.listTokens(ctx.db, input)),

  /**
   * Answers the token itself, once: it is never shown again; and what its role allows that it will never do
   * (issue 40: decisions need a person).
   */
  issue: withPermission('apiToken.manage')
    .input(apiTokenIssueSchema)
    .output(z.object({ id: z.number(), token: z.string(), leftOut: z.array(z.string()) }))
    .mutation(({ ctx, input }) => service.issueToken(ctx.db, ctx.auth.user, input)),

  revoke: withPermission('apiToken.manage')
    .input(z.object({ id: z.number().int().positive() }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await service.revokeToken(ctx.db, ctx.auth.user, input.id);
      return { ok: true as const };
    }),
});
