import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calendarDateInKualaLumpur } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAgreement } from '../../testing/agreement-factory';
import { sessionUserOf } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { newApplication, newHirer } from '../../testing/factories';
import { TEST_PDF } from '../../testing/multipart';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';

/**
 * Issue 28: every audit row says from where: the request's address (the client's, as the trusted proxy forwarded
 * it) and its session, written by recordAudit from the request context, never passed by its callers.
 */
const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.77';
const featuresDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

let t: TestApp;
const sessions: Record<string, { token: string; sessionId: number }> = {};

async function signInThroughProxy(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/userAuth/login',
    payload: { username, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': CLIENT },
    remoteAddress: PROXY,
  });
  const { token } = res.json<{ token: string }>();
  const row = await t.app.db
    .selectFrom('auditLog')
    .select('sessionId')
    .where('action', '=', 'login')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  sessions[username] = { token, sessionId: row.sessionId as number };
}

/** A request as a browser behind the proxy sends it. */
const request = (
  username: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  extra = {},
) =>
  t.app.inject({
    method,
    url,
    payload: payload as string,
    headers: { authorization: `Bearer ${sessions[username]?.token}`, 'x-forwarded-for': CLIENT, ...extra },
    remoteAddress: PROXY,
  });

const mutation = (username: string, procedure: string, input: unknown) =>
  request(username, 'POST', `/trpc/${procedure}`, JSON.stringify({ json: input }), {
    'content-type': 'application/json',
  });

/** The answer of a tRPC call made with `mutation` or `query`, failing the test on an error. */
function dataOf<T>(res: { statusCode: number; body: string }, what: string): T {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  return (JSON.parse(res.body) as { result: { data: { json: T } } }).result.data.json;
}

const query = (username: string, procedure: string, input: unknown) =>
  t.app.inject({
    method: 'GET',
    url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
    headers: { authorization: `Bearer ${sessions[username]?.token}`, 'x-forwarded-for': CLIENT },
    remoteAddress: PROXY,
  });

const lastAuditId = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  );

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: PROXY });
  for (const username of ['superadmin', 'credit.officer', 'head.operation', 'collection.officer'])
    await signInThroughProxy(username);
});
afterAll(() => t.close());

describe('issue 28: audit rows carry the request’s ip and session', () => {
  it('a representative mutation of every area, over tRPC, legacy REST and the file route', async () => {
    const from = await lastAuditId();
    const hirerId = await newHirer(t.app.db, 'Syarikat Asal Usul Sdn Bhd');
    const submitted = await newApplication(t.app.db, hirerId);
    await t.app.db
      .updateTable('applicant')
      .set({ progressId: 6, lockStatus: 1 })
      .where('id', '=', submitted)
      .execute();
    const today = calendarDateInKualaLumpur(new Date());
    const agreement = await insertAgreement(t.app.db, { execution: today, months: 3, monthly: 100_000 });

    const calls: [string, Promise<{ statusCode: number; body: string }>][] = [
      ['vendors (tRPC)', mutation('credit.officer', 'vendor.create', { name: 'Jentera Asal Sdn Bhd' })],
      ['asset types (tRPC)', mutation('credit.officer', 'brand.create', { name: 'Kren Asal' })],
      [
        'users (tRPC)',
        mutation('superadmin', 'user.create', {
          name: 'Nur Aina binti Yusof',
          roleId: 1,
          departmentId: 1,
          email: null,
          phone: null,
          username: 'asal.usul',
          password: 'Gajah#Terbang.Petang',
        }),
      ],
      [
        'approvals (tRPC)',
        mutation('credit.officer', 'approval.approve', { id: submitted, comment: 'Checked' }),
      ],
      [
        'payments (tRPC)',
        mutation('collection.officer', 'collection.makePayment', {
          applicantProductId: agreement.id,
          amount: 5_000,
          paidAt: today,
          method: 'cash',
        }),
      ],
      [
        'payments (legacy REST)',
        request('collection.officer', 'POST', '/api/applicantProductPayment', {
          applicantProductId: String(agreement.id),
          amount: '25.00',
          paidAt: today,
        }),
      ],
      [
        'vendors (legacy REST)',
        request('credit.officer', 'POST', '/api/vendor', { name: 'Jentera Rest Sdn Bhd' }),
      ],
    ];
    for (const [area, call] of calls) {
      const res = await call;
      expect(res.statusCode, `${area}: ${res.body}`).toBe(200);
    }
    const boundary = 'originboundary';
    const uploaded = await request(
      'credit.officer',
      'POST',
      '/files?kind=document',
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        TEST_PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    // The money actions of the issue: a payment edited, an instalment corrected, a reschedule requested and
    // decided, a settlement recorded.
    const other = await insertAgreement(t.app.db, { execution: today, months: 12, monthly: 100_000 });
    const paid = dataOf<{ id: number }>(
      await mutation('collection.officer', 'collection.makePayment', {
        applicantProductId: other.id,
        amount: 10_000,
        paidAt: today,
        method: 'cash',
      }),
      'payment',
    );
    dataOf(
      await mutation('collection.officer', 'collection.editPayment', {
        id: paid.id,
        applicantProductId: other.id,
        amount: 12_000,
        paidAt: today,
        method: 'cash',
      }),
      'edit payment',
    );
    dataOf(
      await mutation('superadmin', 'collection.correctInstalment', {
        id: other.instalmentIds[0],
        paidAt: today,
        paidAmount: 15_000,
      }),
      'correction',
    );
    const reschedule = dataOf<{ id: number }>(
      await mutation('collection.officer', 'collection.requestReschedule', {
        applicantProductId: other.id,
        applicantProductTransactionId: other.instalmentIds[3],
        month: 1,
      }),
      'reschedule',
    );
    dataOf(
      await mutation('superadmin', 'collection.approveReschedule', { id: reschedule.id }),
      'reschedule decision',
    );
    // A settlement needs an agreement built as the product builds one (its schedule matching its terms).
    const settling = await newAgreement(t.app.db, await sessionUserOf(t.app.db, 'collection.officer'), {
      loan: 10_000_000,
      execution: today,
    });
    const quote = dataOf<{ quote: { settlementAmount: number } }>(
      await query('collection.officer', 'collection.settlementQuote', {
        applicantProductId: settling.id,
        settlementDate: today,
      }),
      'settlement quote',
    );
    dataOf(
      await mutation('collection.officer', 'collection.settle', {
        applicantProductId: settling.id,
        settlementDate: today,
        amount: quote.quote.settlementAmount,
        method: 'cash',
      }),
      'settlement',
    );

    const rows = await t.app.db
      .selectFrom('auditLog')
      .select(['userId', 'action', 'entity', 'ip', 'sessionId'])
      .where('id', '>', from)
      .execute();
    const kinds = new Set(rows.map((row) => `${row.entity}:${row.action}`));
    for (const kind of [
      'vendor:create',
      'brand:create',
      'user:create',
      'applicant:approve',
      'applicant_product_payment:create',
      'applicant_product_payment:update',
      'applicant_product_reschedule:create',
      'applicant_product_reschedule:approve',
      'applicant_product:settle',
      'storedFile:upload',
    ])
      expect(kinds, kind).toContain(kind);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const userIds = new Map<number, number>();
    for (const username of Object.keys(sessions)) {
      const session = await t.app.db
        .selectFrom('session')
        .select(['userId', 'id'])
        .where('id', '=', sessions[username]?.sessionId as number)
        .executeTakeFirstOrThrow();
      userIds.set(session.userId, session.id);
    }
    for (const row of rows) {
      expect(row.ip, `${row.entity}:${row.action}`).toBe(CLIENT);
      expect(row.sessionId, `${row.entity}:${row.action}`).toBe(userIds.get(row.userId as number));
    }
  });

  it('without a request (a service called directly, a background job) the row says so with nulls', async () => {
    const { recordAudit } = await import('./audit.repository');
    const from = await lastAuditId();
    await recordAudit(t.app.db, { userId: null, action: 'probe', entity: 'probe', entityId: null });
    const row = await t.app.db
      .selectFrom('auditLog')
      .select(['ip', 'sessionId'])
      .where('id', '>', from)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ip: null, sessionId: null });
  });

  it('no caller of recordAudit passes an ip or a session: they come from the request context alone', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) files.push(file);
      }
    };
    walk(featuresDir);
    const callers: string[] = [];
    const passing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/recordAudit\((?:[^()]|\([^()]*\))*\)/g)) {
        callers.push(path.relative(featuresDir, file));
        // Sign-in and sign-out name the session they open or close (no request session exists yet or any more).
        if (/\b(ip|sessionId)\s*[:,}]/.test(match[0]) && !file.includes(`${path.sep}auth${path.sep}`))
          passing.push(`${path.relative(featuresDir, file)}: ${match[0].slice(0, 80)}`);
      }
    }
    expect(new Set(callers).size).toBeGreaterThan(20);
    expect(passing).toEqual([]);
  });
});
