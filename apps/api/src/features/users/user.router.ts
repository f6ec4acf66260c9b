import {
  attachFileSchema,
  currentPasswordSchema,
  listPageSchema,
  listQuerySchema,
  passwordChangeSchema,
  userCreateSchema,
  usernameChangeSchema,
  userUpdateSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, keepAnswers, router } from '../../trpc/init';
import * as service from './user.service';

const idName = z.object({ id: z.number(), name: z.string() });
const ok = z.object({ ok: z.literal(true) });

const userRow = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  department: z.string(),
  lastLogon: z.date().nullable(),
  status: z.boolean(),
});

const userDetail = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roleId: z.number(),
  departmentId: z.number(),
  role: z.string(),
  department: z.string(),
  status: z.boolean(),
  username: z.string().nullable(),
  signatureFileId: z.number().nullable(),
  signatureUrl: z.string().nullable(),
  lastLogon: z.date().nullable(),
});

export const userRouter = router({
  list: authedProcedure
    .use(keepAnswers)
    .input(listQuerySchema)
    .output(listPageSchema(userRow))
    .query(({ ctx, input }) => service.listUsers(ctx.db, input)),

  byId: authedProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .output(userDetail)
    .query(({ ctx, input }) => service.getUser(ctx.db, input.id)),

  roles: authedProcedure.output(z.array(idName)).query(({ ctx }) => service.allRoles(ctx.db)),

  departments: authedProcedure.output(z.array(idName)).query(({ ctx }) => service.allDepartments(ctx.db)),

  create: authedProcedure
    .input(userCreateSchema)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => service.createUser(ctx.db, ctx.auth.user, input)),

  update: authedProcedure
    .input(userUpdateSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.updateUser(ctx.db, ctx.auth.user, input);
      return { ok: true as const };
    }),

  changeUsername: authedProcedure
    .input(usernameChangeSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.changeUsername(ctx.db, ctx.auth.user, input);
      return { ok: true as const };
    }),

  changePassword: authedProcedure
    .input(passwordChangeSchema)
    .input(currentPasswordSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.changePassword(ctx.db, ctx.auth, input);
      return { ok: true as const };
    }),

  setSignature: authedProcedure
    .input(attachFileSchema)
    .output(z.object({ signatureUrl: z.string() }))
    .mutation(({ ctx, input }) => service.setSignature(ctx.db, ctx.auth.user, input)),
});
