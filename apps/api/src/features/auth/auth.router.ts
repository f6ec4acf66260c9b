import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import * as auth from './auth.service';
import { closeSession } from './session.service';

const meOutput = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string(),
  role: z.object({ id: z.number(), name: z.string() }),
  department: z.object({ id: z.number(), name: z.string() }),
});

export const authRouter = router({
  login: publicProcedure
    .input(z.object({ username: z.string().max(200), password: z.string().max(500) }))
    .output(z.object({ user: meOutput }))
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await auth.login(ctx, { ...input, ip: ctx.ip, userAgent: ctx.userAgent });
      ctx.setSessionCookie(token);
      return { user };
    }),

  logout: authedProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await closeSession(ctx, ctx.auth, ctx.ip);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),

  me: authedProcedure.output(meOutput).query(({ ctx }) => ctx.auth.user),
});
