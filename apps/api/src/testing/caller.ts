import { type Db, DEMO_USERS } from '@sewabeli/db';
import type { RoleName } from '@sewabeli/domain';
import { findSessionUser } from '../features/auth/auth.repository';
import type { SessionUser } from '../features/auth/auth.types';
import { resolveSession } from '../features/auth/session.service';
import { appRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { signIn, type TestApp } from './test-app';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** The seeded demo user holding `role` (one per role, all signing in with the demo password). */
export function demoUserOf(role: RoleName) {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`no demo user has the role ${role}`);
  return user;
}

/**
 * A typed tRPC caller acting as the demo user of `role`, with a real session: signed in over the legacy login,
 * the token resolved as a request would be, so expiry, the active flag and the permission table all apply.
 */
export async function callerFor(t: TestApp, role: RoleName): Promise<Caller> {
  return callerForUsername(t, demoUserOf(role).username);
}

/** The same, for any user that signs in with the demo password (a second Superadmin a test made). */
export async function callerForUsername(t: TestApp, username: string): Promise<Caller> {
  const token = await signIn(t.app, username);
  const auth = await resolveSession({ db: t.app.db, config: t.config }, token);
  if (!auth) throw new Error(`the session of ${username} did not resolve`);
  const ctx: Context = {
    db: t.app.db,
    config: t.config,
    fileStorage: t.app.fileStorage,
    auth,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    idempotencyKey: null,
    setSessionCookie: () => {},
    clearSessionCookie: () => {},
    // A caller's session was resolved once, not per call: no data version of its own, so nothing is cached.
    answer: (_key, compute) => compute(),
  };
  return createCaller(ctx);
}

/** The session user of a seeded demo account, for calling services directly as that user. */
export async function sessionUserOf(db: Db, username: string): Promise<SessionUser> {
  const { userId } = await db
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const user = await findSessionUser(db, userId);
  if (!user) throw new Error(`the seeded user ${username} is missing`);
  return user;
}
