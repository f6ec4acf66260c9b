import { DEMO_USERS } from '@sewabeli/db';
import {
  PERMISSION_NAMES,
  PERMISSIONS,
  type Permission,
  permissionReason,
  ROLE_NAMES,
  type RoleName,
} from '@sewabeli/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../testing/caller';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

const MISSING = 999_999;

/**
 * One guarded call per permission, through tRPC and through the legacy REST adapter. Each aims at a record that
 * does not exist (or at input the service refuses after the permission check), so an allowed role gets past the
 * guard (404/400) without changing anything, and every other role gets 403 with the table's reason.
 */
interface Probe {
  trpc?: (caller: Caller) => Promise<unknown>;
  rest?: { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload: Record<string, unknown> };
}

const PROBES: Record<Permission, Probe | 'no endpoint yet'> = {
  'user.create': {
    trpc: (c) =>
      c.user.create({
        name: 'Probe',
        email: 'probe@example.com',
        phone: '012-3456789',
        roleId: MISSING,
        departmentId: MISSING,
        username: 'probe.user',
        password: 'Probe@1234',
      }),
    rest: {
      method: 'POST',
      url: '/api/user',
      payload: {
        name: 'Probe',
        email: 'probe@example.com',
        phone: '012-3456789',
        roleId: MISSING,
        departmentId: MISSING,
        username: 'probe.user',
      },
    },
  },
  'user.manage': {
    rest: {
      method: 'POST',
      url: '/api/userAuth',
      payload: { userId: MISSING, username: 'probe.user', password: 'Probe@1234' },
    },
  },
  'audit.read': { trpc: (c) => c.audit.list({ userId: MISSING }) },
  'apiToken.manage': { trpc: (c) => c.apiToken.revoke({ id: MISSING }) },
  'hirer.delete': {
    trpc: (c) => c.hirer.delete({ id: MISSING }),
    rest: { method: 'DELETE', url: '/api/hirer', payload: { id: MISSING } },
  },
  'brand.delete': {
    trpc: (c) => c.brand.remove({ id: MISSING }),
    rest: { method: 'DELETE', url: '/api/brand', payload: { id: MISSING } },
  },
  'product.delete': { trpc: (c) => c.product.remove({ id: MISSING }) },
  'vendor.delete': {
    trpc: (c) => c.vendor.remove({ id: MISSING }),
    rest: { method: 'DELETE', url: '/api/vendor', payload: { id: MISSING } },
  },
  'program.write': {
    trpc: (c) => c.programs.financialProgram.delete({ id: MISSING }),
    rest: { method: 'DELETE', url: '/api/financialProgram', payload: { id: MISSING } },
  },
  'application.write': {
    trpc: (c) => c.srcReport.recommendation.create({ applicantId: MISSING, comment: 'Probe' }),
    rest: { method: 'PUT', url: '/api/applicantRecommendation', payload: { id: MISSING, comment: 'Probe' } },
  },
  'application.bypass': 'no endpoint yet',
  'application.approve': 'no endpoint yet',
  'application.reattempt': 'no endpoint yet',
  'reschedule.decide': 'no endpoint yet',
  'collection.write': {
    trpc: (c) => c.collection.addLateReason({ id: MISSING, note: 'Probe' }),
    rest: { method: 'PUT', url: '/api/applicantProductTransaction', payload: { id: MISSING, note: 'Probe' } },
  },
  'collection.correct': {
    trpc: (c) => c.collection.correctInstalment({ id: MISSING, paidAt: '2026-01-15', paidAmount: 100 }),
    rest: {
      method: 'PUT',
      url: '/api/applicantProductTransaction',
      payload: { id: MISSING, paidAt: '2026-01-15', paidAmount: 100 },
    },
  },
  // A month not yet ended: the allowed role gets 400 and nothing is posted.
  'lateCharge.post': { trpc: (c) => c.collection.postLateCharges({ month: '2999-01' }) },
  'collection.delete': {
    trpc: (c) => c.collection.delete({ id: MISSING }),
    rest: { method: 'DELETE', url: `/api/applicantProduct?id=${MISSING}`, payload: {} },
  },
  'bankAccount.manage': {
    trpc: (c) =>
      c.bankStatement.updateAccount({
        id: MISSING,
        name: 'Probe',
        bank: 'Probe',
        accountNumber: '1',
        active: true,
      }),
  },
  'bankStatement.import': { trpc: (c) => c.bankStatement.ignore({ lineId: MISSING, reason: 'Probe' }) },
  'bankStatement.post': { trpc: (c) => c.bankStatement.postMatched({ bankStatementId: MISSING }) },
  'arrears.run': { trpc: (c) => c.arrears.skip({ id: MISSING, reason: 'Probe' }) },
  // An empty ladder: refused (400) after the guard, nothing changed.
  'arrears.ladder': { trpc: (c) => c.arrears.updateLadder({ steps: [] }) },
  'recovery.write': { trpc: (c) => c.recovery.close({ caseId: MISSING, reason: 'Probe' }) },
  'writeOff.decide': { trpc: (c) => c.recovery.decideWriteOff({ requestId: MISSING, decision: 'approve' }) },
  'masterRecord.edit': {
    trpc: (c) => c.masterRecord.change({ id: MISSING, field: 'fis', value: 1, expected: null }),
    rest: { method: 'PUT', url: '/api/applicantProduct/', payload: { id: MISSING, fis: 1 } },
  },
};

const ROLES = Object.values(ROLE_NAMES);
let t: TestApp;
const callers = new Map<RoleName, Caller>();
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    callers.set(role, await callerFor(t, role));
    tokens.set(role, await signIn(t.app, DEMO_USERS.find((user) => user.role === role)!.username));
  }
});
afterAll(() => t.close());

async function trpcOutcome(
  call: (caller: Caller) => Promise<unknown>,
  caller: Caller,
): Promise<{ code: string; message: string }> {
  try {
    await call(caller);
    return { code: 'OK', message: '' };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
}

const cases = PERMISSION_NAMES.flatMap((permission) => ROLES.map((role) => [permission, role] as const));

describe('the permission table, enforced by tRPC and the REST adapter (every permission x every role)', () => {
  it.each(cases)('%s as %s', async (permission, role) => {
    const probe = PROBES[permission];
    if (probe === 'no endpoint yet') return;
    const allowed = (PERMISSIONS[permission].roles as readonly string[]).includes(role);
    const reason = permissionReason(permission);

    if (probe.trpc) {
      const viaTrpc = await trpcOutcome(probe.trpc, callers.get(role)!);
      if (allowed) expect(viaTrpc.code).not.toBe('FORBIDDEN');
      else expect(viaTrpc).toEqual({ code: 'FORBIDDEN', message: reason });
    }

    if (probe.rest) {
      const res = await t.app.inject({ ...probe.rest, headers: bearer(tokens.get(role)!) });
      if (allowed) expect(res.statusCode).not.toBe(403);
      else
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 403,
          body: { status: 0, msg: reason },
        });
    }
  });
});
