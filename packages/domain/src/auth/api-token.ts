import { z } from 'zod';

/**
 * Issue 33, tokens for machines: a Superadmin issues a token for a member of staff or for a service account. The
 * token is shown once; only its SHA-256 is stored. It acts with the role it was issued with, until its expiry,
 * from the addresses of its allow-list when it has one, and never after it is revoked. Issue 40: it acts with no
 * more than its person's role today and never decides (auth/permissions.ts).
 */

/** Every API token starts so: the server tells it from a session token without a lookup. */
export const API_TOKEN_PREFIX = 'sbt_';

/** The longest a token may live: a year, so a forgotten integration stops on its own. */
export const API_TOKEN_MAX_DAYS = 366;

/** Requests a token may make in a minute before it is answered 429 (per token, across every server). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

/**
 * Issue 40: signing out ends a person's session; a token is a Superadmin's credential with its own audit trail, so
 * a sign-out presented with one is refused, saying so, and the token stays valid (docs/decisions.md).
 */
export const API_TOKEN_SIGN_OUT_MESSAGE =
  'Signing out does not revoke an API token: it stays valid until a Superadmin revokes it under User > API Tokens or it expires';

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX) && bearer.length > API_TOKEN_PREFIX.length + 16;
}

function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** An IPv4-mapped IPv6 address ('::ffff:10.0.0.1') as the IPv4 address it carries. */
function plainIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower;
}

/** One entry of an allow-list: an IPv4 address, an IPv4 CIDR block ('10.1.0.0/16') or an exact IPv6 address. */
export function allowListEntryIssue(entry: string): string | undefined {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  if (rest.length > 0) return `'${entry}' is not an IP address or CIDR block`;
  if (ipv4ToNumber(address) !== null) {
    if (bits === undefined) return undefined;
    return /^\d{1,2}$/.test(bits) && Number(bits) <= 32
      ? undefined
      : `'${entry}' has an invalid prefix length`;
  }
  if (bits === undefined && /^[0-9a-f:]+$/i.test(address) && address.includes(':')) return undefined;
  return `'${entry}' is not an IP address or CIDR block`;
}

/** Whether `ip` may use a token with this allow-list; an empty list allows every address. */
export function ipAllowed(ip: string | null, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  if (!ip) return false;
  const caller = plainIp(ip);
  const callerNumber = ipv4ToNumber(caller);
  return allowList.some((raw) => {
    const [address = '', bits] = plainIp(raw).split('/');
    if (bits === undefined) return address === caller;
    const base = ipv4ToNumber(address);
    if (base === null || callerNumber === null) return false;
    const size = 2 ** (32 - Number(bits));
    return Math.floor(base / size) === Math.floor(callerNumber / size);
  });
}

export interface ApiTokenState {
  revokedAt: Date | null;
  expiresAt: Date;
  allowList: readonly string[];
  /** The user it acts for is active and not deleted. */
  userActive: boolean;
  /**
   * Issue 40: the person behind it (the member of staff, or the issuer of a service account's token) is active
   * today: deactivating them stops their tokens at the next call.
   */
  personActive: boolean;
}

/** Why a presented token is refused (for the audit and the log), or undefined when it may act. */
export function apiTokenRefusal(token: ApiTokenState, ip: string | null, now: Date): string | undefined {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!token.userActive) return 'user inactive';
  if (!token.personActive) return 'person inactive';
  if (!ipAllowed(ip, token.allowList)) return 'address not allowed';
  return undefined;
}

const MAX_MS = API_TOKEN_MAX_DAYS * 86_400_000;

/** The Issue Token form, on the screen and on the server. */
export const apiTokenIssueSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter the token name')
      .max(100, 'The token name is at most 100 characters'),
    /** A member of staff the token acts for, or absent for a new service account named after the token. */
    userId: z.number().int().positive().nullable(),
    roleId: z.number({ error: 'Please select the role' }).int().positive('Please select the role'),
    expiresAt: z.coerce.date({ error: 'Please select the expiry date' }),
    ipAllowList: z.array(z.string().trim().min(1)).max(20, 'At most 20 addresses').default([]),
  })
  .superRefine((input, ctx) => {
    for (const [index, entry] of input.ipAllowList.entries()) {
      const issue = allowListEntryIssue(entry);
      if (issue) ctx.addIssue({ code: 'custom', path: ['ipAllowList', index], message: issue });
    }
  });

export type ApiTokenIssueInput = z.infer<typeof apiTokenIssueSchema>;

/** The expiry must lie after now and within API_TOKEN_MAX_DAYS (the server judges with its own clock). */
export function apiTokenExpiryIssue(expiresAt: Date, now: Date): string | undefined {
  if (expiresAt.getTime() <= now.getTime()) return 'The expiry date must be in the future';
  if (expiresAt.getTime() - now.getTime() > MAX_MS) return `A token lives at most ${API_TOKEN_MAX_DAYS} days`;
  return undefined;
}

/**
 * Issue 40: the rate limit is counted in PostgreSQL, shared by every server, per token and per minute window (the
 * minute of the clock a request falls in). A count above the limit waits until the window ends.
 */
export const RATE_WINDOW_MS = 60_000;

/** The start of the window `nowMs` falls in. */
export function rateWindowStart(nowMs: number): number {
  return Math.floor(nowMs / RATE_WINDOW_MS) * RATE_WINDOW_MS;
}

/** The seconds to wait when the window's `count` (this request included) is over the limit, else null. */
export function rateLimitWait(
  count: number,
  nowMs: number,
  limit = API_TOKEN_REQUESTS_PER_MINUTE,
): number | null {
  if (count <= limit) return null;
  return Math.max(1, Math.ceil((rateWindowStart(nowMs) + RATE_WINDOW_MS - nowMs) / 1000));
}
