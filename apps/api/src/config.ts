import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  DEFAULT_RATE_CAPS,
  type RateCap,
  rateCapsIssue,
} from '@sewabeli/domain';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  UPLOAD_DIR: optionalString,
  MAX_UPLOAD_MB: z.coerce.number().positive().max(200).default(20),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  TRUSTED_PROXY: optionalString,
  DEMO_USERS: z.enum(['1', '0', 'true', 'false']).optional(),
  COOKIE_SECURE: z
    .enum(['true', 'false', 'auto'])
    .default('auto')
    .transform((v) => (v === 'auto' ? undefined : v === 'true')),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER: z.enum(['on', 'off']).optional(),
  /** The earlier name of WORKER (true/false), still read when WORKER is unset. */
  JOB_WORKER: z.enum(['true', 'false']).optional(),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  BENCH_ROUTES: z.enum(['1', '0', 'true', 'false']).optional(),
  FIRST_SUPERADMIN_USERNAME: optionalString,
  FIRST_SUPERADMIN_PASSWORD: optionalString,
  FIRST_SUPERADMIN_NAME: z.string().trim().min(1).default('Administrator'),
  // The financier printed on the agreement documents (issue 11); the defaults are the demo's.
  FINANCIER_NAME: z.string().trim().min(1).default('Sewabeli Capital Sdn Bhd'),
  FINANCIER_REGISTRATION_NO: z.string().trim().min(1).default('202001012345 (1361234-K)'),
  FINANCIER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('Level 12, Menara Sewabeli, 8 Jalan Tun Razak, 50400 Kuala Lumpur'),
  FINANCIER_PHONE: z.string().trim().min(1).default('03-2110 8800'),
  FINANCIER_EMAIL: z.string().trim().min(1).default('agreements@sewabeli.my'),
  // Issue 32: where the arrears e-mails go out (smtp://user:pass@host:587, smtps://...); unset keeps them in the Outbox.
  SMTP_URL: optionalString,
  // Issue 14: the caps on a fixed rate by tenure, '5:17,*:16' (up to 5 years 17 %, beyond 16 %).
  RATE_CAPS: optionalString,
  // Issue 33: requests an API token may make in a minute before it is answered 429 (issue 40: on all servers together).
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  // Issue 41: the ceiling on late-payment interest for goods under the Hire-Purchase Act, percent per annum.
  LATE_CHARGE_CAP_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_LATE_CHARGE_CAP_PERCENT),
});

/**
 * RATE_CAPS: comma-separated 'years:percent' bands ordered by tenure, the last one '*' (no upper end), e.g.
 * '5:17,*:16'. Unset: the figures reported for the Hire Purchase (Amendment) Bill 2025 (DEFAULT_RATE_CAPS).
 */
export function parseRateCaps(text: string | undefined): RateCap[] {
  if (text === undefined) return DEFAULT_RATE_CAPS.map((cap) => ({ ...cap }));
  const caps = text.split(',').map((band) => {
    const [years, rate, ...rest] = band.split(':').map((part) => part.trim());
    if (years === undefined || rate === undefined || rest.length > 0 || years === '' || rate === '')
      throw new Error(`Invalid configuration: RATE_CAPS: '${band}' is not 'years:percent'`);
    return { upToYears: years === '*' ? null : Number(years), maxRate: Number(rate) };
  });
  const issue = rateCapsIssue(caps);
  if (issue) throw new Error(`Invalid configuration: RATE_CAPS: ${issue}`);
  return caps;
}

/** SMTP_URL: an smtp: or smtps: URL with a host, or unset. */
export function smtpUrlOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('Invalid configuration: SMTP_URL is not a URL (smtp://user:password@host:587)');
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '')
    throw new Error('Invalid configuration: SMTP_URL must be smtp:// or smtps:// with a host');
  return text;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  uploadDir: string;
  maxUploadBytes: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * Fastify's trustProxy: the addresses (or CIDR ranges, or 'loopback') of the reverse proxy whose
   * X-Forwarded-For and X-Forwarded-Proto are believed. Unset: nobody's, the socket is the client.
   */
  trustedProxy: string | undefined;
  /** Demo mode: demo users may be seeded and their published password signs in. */
  demoUsers: boolean;
  /** undefined: Secure only when the request arrived over HTTPS (behind a proxy that says so). */
  cookieSecure: boolean | undefined;
  seedOnStart: boolean;
  logLevel: string;
  /**
   * Whether the job workers (document analysis, agreement generation) run in this process: WORKER=off when
   * `pnpm worker` runs them apart; off by default under NODE_ENV=test, where tests drive them.
   */
  jobWorker: boolean;
  /** How long an idle worker waits before looking for work again. */
  jobPollMs: number;
  /** The throughput bench's extra route (plugins/bench-routes.ts); never set in production. */
  benchRoutes: boolean;
  /** The Superadmin a start on an empty database creates (production has no demo users to sign in with). */
  firstSuperadmin: { username: string; password: string; name: string } | undefined;
  /** The financier as the agreement documents name it. */
  financier: { name: string; registrationNo: string; address: string; phone: string; email: string };
  /** Issue 14: the ceiling on a line's effective rate by tenure, checked when a line is added or updated. */
  rateCaps: RateCap[];
  /** Issue 32: the SMTP server of the arrears e-mails; undefined (demo mode) keeps them in the Outbox unsent. */
  smtpUrl: string | undefined;
  /** Issue 33: requests per minute an API token may make, counted across every server (issue 40). */
  apiTokenRequestsPerMinute: number;
  /** Issue 41: late-payment interest for goods under the Act is never charged above this, percent p.a. */
  lateChargeCapPercent: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    webDist: e.WEB_DIST,
    uploadDir: e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'),
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    trustedProxy: e.TRUSTED_PROXY,
    // On by default only for the embedded database, which is the demo; PostgreSQL asks with DEMO_USERS=1.
    demoUsers:
      e.DEMO_USERS === undefined ? e.DATABASE_URL === undefined : ['1', 'true'].includes(e.DEMO_USERS),
    cookieSecure: e.COOKIE_SECURE,
    seedOnStart: e.SEED_ON_START,
    logLevel: e.LOG_LEVEL,
    jobWorker:
      e.WORKER !== undefined
        ? e.WORKER === 'on'
        : e.JOB_WORKER === undefined
          ? e.NODE_ENV !== 'test'
          : e.JOB_WORKER === 'true',
    jobPollMs: e.JOB_POLL_MS,
    benchRoutes: e.BENCH_ROUTES === '1' || e.BENCH_ROUTES === 'true',
    firstSuperadmin:
      e.FIRST_SUPERADMIN_USERNAME && e.FIRST_SUPERADMIN_PASSWORD
        ? {
            username: e.FIRST_SUPERADMIN_USERNAME,
            password: e.FIRST_SUPERADMIN_PASSWORD,
            name: e.FIRST_SUPERADMIN_NAME,
          }
        : undefined,
    financier: {
      name: e.FINANCIER_NAME,
      registrationNo: e.FINANCIER_REGISTRATION_NO,
      address: e.FINANCIER_ADDRESS,
      phone: e.FINANCIER_PHONE,
      email: e.FINANCIER_EMAIL,
    },
    rateCaps: parseRateCaps(e.RATE_CAPS),
    smtpUrl: smtpUrlOf(e.SMTP_URL),
    apiTokenRequestsPerMinute: e.API_TOKEN_RATE_LIMIT,
    lateChargeCapPercent: e.LATE_CHARGE_CAP_PERCENT,
  };
}
