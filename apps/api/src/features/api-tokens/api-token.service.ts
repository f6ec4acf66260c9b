import { randomBytes } from 'node:crypto';
import type { Db } from '@sewabeli/db';
import {
  API_TOKEN_PREFIX,
  type ApiTokenIssueInput,
  apiTokenExpiryIssue,
  apiTokenRefusal,
  type ListQuery,
  PERMISSIONS,
  permissionsLeftOutOfToken,
  rateLimitWait,
  rateWindowStart,
} from '@sewabeli/domain';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { AuthState, SessionUser } from '../auth/auth.types';
import { hashToken } from '../auth/session.service';
import * as repo from './api-token.repository';

/** Last use is written at most once a minute per token, so reading through a token does not turn into writing. */
const TOUCH_INTERVAL_MS = 60_000;

/** 'You already have a token named Sync' (issue 40: a live token's name is unique for its user and issuer). */
export const tokenNameTaken = (name: string) => `You already have a token named ${name}`;

/**
 * Issues a token for a member of staff or, without one, for a new service account named after the token. The
 * secret is answered once and never stored: only its SHA-256 is. The answer says what the token will never do
 * although its role may (issue 40: the deciding permissions, which need a person).
 */
export async function issueToken(db: Db, actor: SessionUser, input: ApiTokenIssueInput, now = new Date()) {
  const expiryIssue = apiTokenExpiryIssue(input.expiresAt, now);
  if (expiryIssue) throw badRequest(expiryIssue);
  const roleName = await repo.roleName(db, input.roleId);
  if (roleName === undefined) throw badRequest('Please select the role');
  const taken = await repo.liveTokenNamed(db, { name: input.name, userId: input.userId, issuerId: actor.id });
  if (taken) throw conflict(tokenNameTaken(input.name));
  const leftOut = permissionsLeftOutOfToken(roleName).map((permission) => PERMISSIONS[permission].action);
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
        leftOut,
      },
    });
    return tokenId;
  });
  return { id, token: secret, leftOut };
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

/**
 * The signed-in state of a request that came with an API token: the token's user acting with the token's role,
 * no more than its person's role today allows and never deciding (issue 40); or null when the token is unknown,
 * revoked, expired, its user or person inactive, or the address not on its allow-list. Over the per-token rate
 * limit, counted in the database for every server at once, it throws 429 with the seconds to wait.
 */
export async function resolveApiToken(
  db: Db,
  limit: number,
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
      personActive: found.personActive,
    },
    ip,
    now,
  );
  if (refusal) return null;
  const count = await repo.countTokenRequest(db, found.id, new Date(rateWindowStart(now.getTime())));
  const wait = rateLimitWait(count, now.getTime(), limit);
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
