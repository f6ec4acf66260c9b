import { type Db, hashPassword, verifyPassword } from '@sewabeli/db';
import { LOGIN_FAILED } from '@sewabeli/domain';
import type { Config } from '../../config';
import { AppError, unauthorized } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './auth.repository';
import type { SessionUser } from './auth.types';
import { openSession } from './session.service';

type Deps = { db: Db; config: Config };

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/** Compared against when the username is unknown, so both paths cost the same time. */
let decoyHash: Promise<string> | undefined;

export async function login(
  { db, config }: Deps,
  args: { username: string; password: string; ip: string; userAgent: string | null },
): Promise<{ token: string; user: SessionUser }> {
  const username = args.username.trim().toLowerCase();
  const now = new Date();
  const failures = await repo.countRecentFailures(db, {
    username,
    ip: args.ip,
    since: new Date(now.getTime() - config.loginWindowMs),
  });
  if (failures.byUsername >= config.loginMaxFailures || failures.byIp >= config.loginMaxFailures * 4) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }

  const credentials = await repo.findCredentials(db, username);
  decoyHash ??= hashPassword('decoy-password-for-timing');
  const passwordOk = await verifyPassword(args.password, credentials?.passwordHash ?? (await decoyHash));
  const active = credentials?.status === 1 && credentials.deletedAt === null;
  if (!credentials || !passwordOk || !active) {
    await repo.recordLoginAttempt(db, { username, ip: args.ip, succeeded: false });
    throw unauthorized(LOGIN_FAILED);
  }

  await repo.recordLoginAttempt(db, { username, ip: args.ip, succeeded: true });
  await repo.setLastLogon(db, credentials.userId, now);
  const token = await openSession(
    { db, config },
    { userId: credentials.userId, ip: args.ip, userAgent: args.userAgent },
  );
  const user = await repo.findSessionUser(db, credentials.userId);
  if (!user) throw unauthorized(LOGIN_FAILED);
  await recordAudit(db, { userId: user.id, action: 'login', entity: 'session', entityId: null });
  return { token, user };
}
