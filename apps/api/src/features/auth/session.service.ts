import { hash, randomBytes } from 'node:crypto';
import type { Db } from '@sewabeli/db';
import { API_TOKEN_SIGN_OUT_MESSAGE } from '@sewabeli/domain';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './auth.repository';
import type { AuthState } from './auth.types';

type Deps = { db: Db; config: Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'> };

/**
 * Writing last_seen_at on every request would turn each read into a write, so it is written at most once per
 * tenth of the idle limit (and at least once a minute): a session in use is never taken for idle, however
 * short the limit.
 */
export const touchIntervalMs = (sessionIdleMs: number) => Math.min(60_000, sessionIdleMs / 10);

export const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function openSession(
  { db, config }: Deps,
  args: { userId: number; ip: string; userAgent: string | null; now?: Date },
): Promise<{ token: string; sessionId: number }> {
  const now = args.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const sessionId = await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId: args.userId,
    expiresAt: new Date(now.getTime() + config.sessionAbsoluteMs),
    ip: args.ip,
    userAgent: args.userAgent,
  });
  return { token, sessionId };
}

/** A session counts only while unrevoked, within its absolute expiry, not idle too long, and its user active. */
export async function resolveSession(
  { db, config }: Deps,
  token: string,
  now = new Date(),
): Promise<AuthState | null> {
  const session = await repo.findLiveSession(db, hashToken(token), now);
  if (!session) return null;
  const idleFor = now.getTime() - session.lastSeenMs;
  if (idleFor > config.sessionIdleMs) {
    await repo.revokeSession(db, session.id, now);
    return null;
  }
  if (idleFor > touchIntervalMs(config.sessionIdleMs)) await repo.touchSession(db, session.id, now);
  return { user: session.user, sessionId: session.id, dataVersion: session.dataVersion };
}

/** Sign-out: the session ends server-side and the audit log says who left, from where, in which session. */
export async function closeSession({ db }: Pick<Deps, 'db'>, auth: AuthState, ip: string): Promise<void> {
  // Issue 40: a request made with an API token has no session to end, and signing out does not revoke the token
  // (it is revoked on its own screen): say so rather than answer ok.
  if (auth.apiToken) throw badRequest(API_TOKEN_SIGN_OUT_MESSAGE);
  if (auth.sessionId === null) return;
  await repo.revokeSession(db, auth.sessionId, new Date());
  await recordAudit(db, {
    userId: auth.user.id,
    action: 'logout',
    entity: 'session',
    entityId: auth.sessionId,
    sessionId: auth.sessionId,
    ip,
  });
}

export async function closeAllSessionsOf({ db }: Pick<Deps, 'db'>, userId: number): Promise<void> {
  await repo.revokeUserSessions(db, userId, new Date());
}
