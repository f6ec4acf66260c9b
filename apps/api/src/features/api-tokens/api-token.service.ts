import { randomBytes } from 'node:crypto';
import type { Db } from '@sewabeli/db';
import {
  API_TOKEN_PREFIX,
  type ApiTokenIssueInput,
  apiTokenExpiryIssue,
  apiTokenRefusal,
  countRequest,
  type ListQuery,
  type RateWindow,
} from '@sewabeli/domain';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { AuthState, SessionUser } from '../auth/auth.types';
import { hashToken } from '../auth/session.service';
import * as repo from './api-token.repository';

/** Last use is written at most once a minute per token, so reading through a token does not turn into writing. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Issues a token for a member of staff or, without one, for a new service account named after the token. The
 * secret is answered once and never stored: only its SHA-256 is.
 */
export async function issueToken(db: Db, actor: SessionUser, input: ApiTokenIssueInput, now = new Date()) {
  const expiryIssue = apiTokenExpiryIssue(input.expiresAt, now);
  if (expiryIssue) throw badRequest(expiryIssue);
  if (!(await repo.roleExists(db, input.roleId))) throw badRequest('Please select the role');
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await db.transaction().execute(async (trx) => {
    let userId = input.userId;
    if (userId === null) {
      userId = await repo.insertServiceAccount(trx, {
        name: input.name,
        roleId: input.roleId,
        departmentId: actor.department.id,
      });
    } else {
      const user = await repo.findIssuableUser(trx, userId);
      if (!user || user.deletedAt !== null) throw notFound('User not found');
      if (user.status !== 1) throw badRequest('The user is inactive');
    }
    const tokenId = await repo.insertToken(trx, {
      name: input.name,
      tokenHash: hashToken(secret),
      userId,
      roleId: input.roleId,
      expiresAt: input.expiresAt,
      ipAllowList: input.ipAllowList,
      createdBy: actor.id,
    });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'issue',
      entity: 'api_token',
      entityId: tokenId,
      after: {
        name: input.name,
        userId,
        roleId: input.roleId,
        expiresAt: input.expiresAt.toISOString(),
        ipAllowList: input.ipAllowList,
      },
    });
    return tokenId;
  });
  return { id, token: secret };
}

export function listTokens(db: Db, query: ListQuery) {
  return repo.listTokens(db, query);
}

export async function revokeToken(db: Db, actor: SessionUser, id: number, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const revoked = await repo.revokeToken(trx, id, actor.id, now);
    if (!revoked) {
      const name = await repo.tokenName(trx, id);
      if (name === undefined) throw notFound('Token not found');
      throw badRequest(`The token '${name}' is revoked already`);
    }
    await recordAudit(trx, {
      userId: actor.id,
      action: 'revoke',
      entity: 'api_token',
      entityId: id,
      after: { name: revoked.name },
    });
  });
}

/** Requests per token in the current minute, on this server. */
export class TokenRateLimiter {
  readonly #windows = new Map<number, RateWindow>();
  constructor(private readonly limit: number) {}

  /** Counts one request of the token; the seconds to wait when it is over its limit, else null. */
  count(tokenId: number, nowMs = Date.now()): number | null {
    const counted = countRequest(this.#windows.get(tokenId), nowMs, this.limit);
    this.#windows.set(tokenId, counted.window);
    return counted.retryAfterSeconds;
  }
}

/**
 * The signed-in state of a request that came with an API token: the token's user acting with the token's role,
 * or null when the token is unknown, revoked, expired, its user inactive, or the address not on its allow-list.
 * Over the per-token rate limit it throws 429 with the seconds to wait.
 */
export async function resolveApiToken(
  db: Db,
  limiter: TokenRateLimiter,
  token: string,
  ip: string | null,
  now = new Date(),
): Promise<AuthState | null> {
  const found = await repo.findToken(db, hashToken(token));
  if (!found) return null;
  const refusal = apiTokenRefusal(
    {
      revokedAt: found.revokedAt,
      expiresAt: new Date(found.expiresAt),
      allowList: found.ipAllowList,
      userActive: found.userActive,
    },
    ip,
    now,
  );
  if (refusal) return null;
  const wait = limiter.count(found.id, now.getTime());
  if (wait !== null)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many requests with this token: try again in ${wait} s`,
      wait,
    );
  if (now.getTime() - found.lastUsedMs > TOUCH_INTERVAL_MS) await repo.touchToken(db, found.id, now, ip);
  // No data version: answers kept between requests are keyed on a session's reading, and a token has none.
  return {
    user: found.user,
    sessionId: null,
    apiToken: { id: found.id, name: found.name },
    dataVersion: null,
  };
}
