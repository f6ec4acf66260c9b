import { type Db, DEMO_PASSWORD, hashPassword, verifyPassword } from '@sewabeli/db';
import {
  LOGIN_FAILED,
  normaliseUsername,
  retryAfterSeconds,
  SIGN_IN_THROTTLE,
  signInWaitMs,
  tooManySignInAttempts,
} from '@sewabeli/domain';
import type { Config } from '../../config';
import { AppError, unauthorized } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './auth.repository';
import type { SessionUser } from './auth.types';
import { openSession } from './session.service';

type Deps = { db: Db; config: Config };

/** How far back a successful sign-in makes an address one the owner uses (exempt from the username ceiling). */
const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

/** Compared against when the username is unknown, so both paths cost the same time. */
let decoyHash: Promise<string> | undefined;

export async function login(
  { db, config }: Deps,
  args: { username: string; password: string; ip: string; userAgent: string | null },
): Promise<{ token: string; user: SessionUser }> {
  const username = normaliseUsername(args.username).toLowerCase();
  const now = new Date();
  const failures = await repo.recentFailures(db, {
    username,
    ip: args.ip,
    since: new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs),
    knownSince: new Date(now.getTime() - KNOWN_ADDRESS_MS),
  });
  const waitMs = signInWaitMs(failures, now);
  // A refused attempt is not counted: waiting it out always gets one more guess, never a longer wait.
  if (waitMs > 0) {
    const seconds = retryAfterSeconds(waitMs);
    throw new AppError('TOO_MANY_REQUESTS', tooManySignInAttempts(seconds), seconds);
  }

  const credentials = await repo.findCredentials(db, username);
  decoyHash ??= hashPassword('decoy-password-for-timing');
  const passwordOk = await verifyPassword(args.password, credentials?.passwordHash ?? (await decoyHash));
  // A service account acts only through API tokens (issue 33): it never signs in to the web app.
  const active = credentials?.status === 1 && credentials.deletedAt === null && !credentials.isServiceAccount;
  const demoRefused = !config.demoUsers && args.password === DEMO_PASSWORD;
  if (!credentials || !passwordOk || !active || demoRefused) {
    await repo.recordLoginAttempt(db, { username, ip: args.ip, succeeded: false });
    await recordAudit(db, {
      userId: credentials?.userId ?? null,
      action: 'login-failed',
      entity: 'session',
      entityId: null,
      after: { username: username.slice(0, 100) },
      ip: args.ip,
    });
    throw unauthorized(LOGIN_FAILED);
  }

  await repo.recordLoginAttempt(db, { username, ip: args.ip, succeeded: true });
  await repo.setLastLogon(db, credentials.userId, now);
  const { token, sessionId } = await openSession(
    { db, config },
    { userId: credentials.userId, ip: args.ip, userAgent: args.userAgent },
  );
  const user = await repo.findSessionUser(db, credentials.userId);
  if (!user) throw unauthorized(LOGIN_FAILED);
  await recordAudit(db, {
    userId: user.id,
    action: 'login',
    entity: 'session',
    entityId: sessionId,
    sessionId,
    ip: args.ip,
  });
  return { token, user };
}
