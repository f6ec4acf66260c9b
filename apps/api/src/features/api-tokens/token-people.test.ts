import { DEMO_PASSWORD } from '@sewabeli/db';
import { API_TOKEN_SIGN_OUT_MESSAGE, addDays, addMonthsClamped, tokenCannotDecide } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { insertAgreement, insertStaff } from '../../testing/collection-fixture';
import { applicationAt, newHirer } from '../../testing/factories';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';
import { tokenNameTaken } from './api-token.service';

/**
 * Issue 40, decisions need people: one Superadmin with any number of API tokens cannot decide a write-off or a
 * reschedule alone; a token acts with no more than its person's role today (a demotion takes effect at its next
 * call, a deactivation refuses it); the audit names a token by id; names are unique; signing out with a token
 * says it does not revoke it. On PostgreSQL in CI (TEST_DATABASE_URL), PGlite otherwise.
 */
let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let superadmin: number;
const today = todayInKualaLumpur();

async function issue(input: Record<string, unknown>, as = admin) {
  const answer = await trpc(
    t.app,
    'mutation',
    'apiToken.issue',
    { userId: null, ipAllowList: [], expiresAt: new Date(Date.now() + 30 * 86_400_000), ...input },
    as,
  );
  if (answer.error) throw new Error(`issue refused: ${answer.error.message}`);
  return answer.data as { id: number; token: string; leftOut: string[] };
}

const call = (path: string, input: unknown, headers: Record<string, string>, kind = 'mutation' as const) =>
  trpc(t.app, kind, path, input, headers);
const query = (path: string, input: unknown, headers: Record<string, string>) =>
  trpc(t.app, 'query', path, input, headers);

/** Three tokens of one Superadmin: two service accounts and one acting as the Superadmin. */
async function tokensOfOneSuperadmin(prefix: string) {
  const robots = [
    await issue({ name: `${prefix} robot 1`, roleId: superadmin }),
    await issue({ name: `${prefix} robot 2`, roleId: superadmin }),
    await issue({ name: `${prefix} own`, roleId: superadmin, userId: adminId }),
  ];
  return robots.map((robot) => bearer(robot.token));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
  adminId = (
    await t.app.db
      .selectFrom('userAuth')
      .select('userId')
      .where('username', '=', 'superadmin')
      .executeTakeFirstOrThrow()
  ).userId;
  superadmin = (
    await t.app.db.selectFrom('role').select('id').where('name', '=', 'Superadmin').executeTakeFirstOrThrow()
  ).id;
  // Two other Superadmins, so that the requests below can be made (issue 41) and finished by people.
  await insertStaff(t.app.db, 'people.two', 'Superadmin', DEMO_PASSWORD);
  await insertStaff(t.app.db, 'people.three', 'Superadmin', DEMO_PASSWORD);
});
afterAll(() => t.close());

describe('issue 40: one Superadmin with any number of tokens cannot decide alone', () => {
  it('a write-off: each token is refused, the requester behind them too; two other people approve it', async () => {
    const a = await insertAgreement(t.app.db, {
      execution: addMonthsClamped(today, -10),
      months: 12,
      monthly: 1_000_000,
    });
    const { id: caseId } = await t.app.db
      .insertInto('recoveryCase')
      .values({
        applicantProductId: a.id,
        stage: 'disposed',
        noticeServedOn: addDays(today, -60),
        openedBy: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = await tokensOfOneSuperadmin('Write-off');
    // The request made through a service account's token stands for the Superadmin who issued it.
    const requested = await call('recovery.requestWriteOff', { caseId, reason: 'Uneconomic' }, tokens[0]!);
    expect(requested.error).toBeNull();
    const requestId = (requested.data as { id: number }).id;
    const stored = await t.app.db
      .selectFrom('writeOffRequest')
      .select('requestedBy')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(stored.requestedBy).toBe(adminId);
    for (const token of tokens)
      for (const decision of ['approve', 'reject']) {
        const refused = await call('recovery.decideWriteOff', { requestId, decision }, token);
        expect(refused.error).toEqual({ code: 'FORBIDDEN', message: tokenCannotDecide('writeOff.decide') });
      }
    const own = await call('recovery.decideWriteOff', { requestId, decision: 'approve' }, admin);
    expect(own.error?.message).toBe('You requested this write-off: two other Superadmins must approve it');
    const decisions = () =>
      t.app.db.selectFrom('writeOffApproval').select('approverId').where('writeOffRequestId', '=', requestId);
    expect(await decisions().execute()).toEqual([]);
    // Two people with their own sign-in can still finish it.
    for (const [username, status] of [
      ['people.two', 'Pending'],
      ['people.three', 'Approved'],
    ] as const) {
      const person = bearer(await signIn(t.app, username));
      const approved = await call('recovery.decideWriteOff', { requestId, decision: 'approve' }, person);
      expect(approved.data).toEqual({ status });
    }
  });

  it('a reschedule: each token is refused on tRPC and REST, the requester behind them too', async () => {
    const a = await insertAgreement(t.app.db, {
      execution: addMonthsClamped(today, -6),
      months: 12,
      monthly: 100_000,
    });
    const tokens = await tokensOfOneSuperadmin('Reschedule');
    const requested = await call(
      'collection.requestReschedule',
      { applicantProductId: a.id, month: 2, applicantProductTransactionId: a.instalmentIds[3] },
      tokens[1]!,
    );
    expect(requested.error).toBeNull();
    const id = (requested.data as { id: number }).id;
    for (const token of tokens) {
      for (const path of ['collection.approveReschedule', 'collection.rejectReschedule']) {
        const refused = await call(path, { id }, token);
        expect(refused.error).toEqual({ code: 'FORBIDDEN', message: tokenCannotDecide('reschedule.decide') });
      }
      const rest = await t.app.inject({
        method: 'PUT',
        url: '/api/applicantProductReschedule/approve',
        payload: { id },
        headers: token,
      });
      expect(rest.json()).toMatchObject({ status: 0, msg: tokenCannotDecide('reschedule.decide') });
    }
    const own = await call('collection.approveReschedule', { id }, admin);
    expect(own.error?.message).toBe(
      'You requested this reschedule: another Superadmin must approve or reject it',
    );
    const approvals = await t.app.db
      .selectFrom('applicantProductRescheduleApproval')
      .select('userId')
      .where('rescheduleId', '=', id)
      .execute();
    expect(approvals).toEqual([]);
  });

  it("a service account's approval given before the rule never counts: two people are still needed", async () => {
    const robot = await issue({ name: 'Old approver', roleId: superadmin });
    const { userId: robotUser } = await t.app.db
      .selectFrom('apiToken')
      .select('userId')
      .where('id', '=', robot.id)
      .executeTakeFirstOrThrow();
    const a = await insertAgreement(t.app.db, {
      execution: addMonthsClamped(today, -10),
      months: 12,
      monthly: 1_000_000,
    });
    const { id: caseId } = await t.app.db
      .insertInto('recoveryCase')
      .values({
        applicantProductId: a.id,
        stage: 'disposed',
        noticeServedOn: addDays(today, -60),
        openedBy: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requested = await call('recovery.requestWriteOff', { caseId, reason: 'Old approval' }, admin);
    const requestId = (requested.data as { id: number }).id;
    await t.app.db
      .insertInto('writeOffApproval')
      .values({ writeOffRequestId: requestId, approverId: robotUser, decision: 'approve' })
      .execute();
    const two = bearer(await signIn(t.app, 'people.two'));
    expect((await call('recovery.decideWriteOff', { requestId, decision: 'approve' }, two)).data).toEqual({
      status: 'Pending',
    });
    const profile = await query('recovery.ofAgreement', { applicantProductId: a.id }, admin);
    const shown = (profile.data as { current: { writeOffs: { decisions: unknown[]; waiting: string }[] } })
      .current.writeOffs[0]!;
    expect(shown.decisions).toHaveLength(1);
    expect(shown.waiting).toMatch(
      /^Waiting for 1 more Superadmin approval; .+; can still approve: Staff people\.three/,
    );
    const three = bearer(await signIn(t.app, 'people.three'));
    expect((await call('recovery.decideWriteOff', { requestId, decision: 'approve' }, three)).data).toEqual({
      status: 'Approved',
    });
  });

  it('an approval position and By Pass: a token of the role is refused, the person then approves', async () => {
    const id = await applicationAt(t.app.db, await newHirer(t.app.db, 'Syarikat Token Sdn Bhd'), 6);
    const creditOfficer = await t.app.db
      .selectFrom('userAuth')
      .innerJoin('user', 'user.id', 'userAuth.userId')
      .select(['user.id', 'user.roleId'])
      .where('username', '=', 'credit.officer')
      .executeTakeFirstOrThrow();
    const robot = await issue({
      name: 'Credit robot',
      roleId: creditOfficer.roleId,
      userId: creditOfficer.id,
    });
    expect(robot.leftOut).toEqual(['approve or reject an application']);
    const refused = await call('approval.approve', { id, comment: 'by machine' }, bearer(robot.token));
    expect(refused.error?.message).toBe(tokenCannotDecide('application.approve'));
    const bypass = await call('approval.bypass', { id }, (await tokensOfOneSuperadmin('Bypass'))[0]!);
    expect(bypass.error).toEqual({ code: 'FORBIDDEN', message: tokenCannotDecide('application.bypass') });
    const row = () =>
      t.app.db
        .selectFrom('applicant')
        .select(['status1', 'status1User'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status1: null, status1User: null });
    const person = bearer(await signIn(t.app, 'credit.officer'));
    expect((await call('approval.approve', { id, comment: 'in person' }, person)).error).toBeNull();
    expect(await row()).toEqual({ status1: 1, status1User: creditOfficer.id });
  });

  it('a token never posts bank statements nor runs the arrears queue; issuing one says what it leaves out', async () => {
    const robot = await issue({ name: 'Everything robot', roleId: superadmin });
    expect(robot.leftOut).toEqual([
      'by pass the approvals',
      'approve or reject a reschedule',
      'post bank statement payments',
      'run the arrears queue and its letters',
      'approve or reject write-offs',
    ]);
    const token = bearer(robot.token);
    const run = await call('arrears.runToday', undefined, token);
    expect(run.error).toEqual({ code: 'FORBIDDEN', message: tokenCannotDecide('arrears.run') });
    const post = await call('bankStatement.postMatched', { bankStatementId: 999_999 }, token);
    expect(post.error).toEqual({ code: 'FORBIDDEN', message: tokenCannotDecide('bankStatement.post') });
    const staff = await t.app.db
      .selectFrom('role')
      .select('id')
      .where('name', '=', 'Staff')
      .executeTakeFirstOrThrow();
    expect((await issue({ name: 'Reader robot', roleId: staff.id })).leftOut).toEqual([]);
  });
});

describe('issue 40: a token acts with the lesser of its role and its person role today', () => {
  const setUser = (id: number, values: { roleName?: string; status?: number }) =>
    t.app.db
      .updateTable('user')
      .set({
        ...(values.status === undefined ? {} : { status: values.status }),
        ...(values.roleName === undefined
          ? {}
          : { roleId: (eb) => eb.selectFrom('role').select('id').where('name', '=', values.roleName!) }),
      })
      .where('id', '=', id)
      .execute();

  it("a demoted member of staff's token loses the role at its next call; deactivated, it is refused", async () => {
    const userId = await insertStaff(t.app.db, 'people.demoted', 'Superadmin', DEMO_PASSWORD);
    const { token } = await issue({ name: 'Demoted staff token', roleId: superadmin, userId });
    const audit = () => query('audit.list', { page: 1, pageSize: 5 }, bearer(token));
    expect((await audit()).status).toBe(200);
    await setUser(userId, { roleName: 'Staff' });
    expect((await audit()).error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a Superadmin can read the audit log',
    });
    // Still a reader, as Staff are.
    expect((await query('user.list', { page: 1, pageSize: 5 }, bearer(token))).status).toBe(200);
    await setUser(userId, { roleName: 'Superadmin' });
    expect((await audit()).status).toBe(200);
    await setUser(userId, { status: 0 });
    expect((await audit()).status).toBe(401);
  });

  it("a service account's token follows the Superadmin who issued it", async () => {
    const issuerId = await insertStaff(t.app.db, 'people.issuer', 'Superadmin', DEMO_PASSWORD);
    const issuer = bearer(await signIn(t.app, 'people.issuer'));
    const { token } = await issue({ name: 'Issuer robot', roleId: superadmin }, issuer);
    const audit = () => query('audit.list', { page: 1, pageSize: 5 }, bearer(token));
    expect((await audit()).status).toBe(200);
    await setUser(issuerId, { roleName: 'Collection Officer' });
    expect((await audit()).status).toBe(403);
    await setUser(issuerId, { roleName: 'Superadmin', status: 0 });
    expect((await audit()).status).toBe(401);
  });
});

describe('issue 40: tokens named and audited by id; signing out does not revoke one', () => {
  it('audit rows carry the token id, and the Audit Log answers it', async () => {
    const maker = await issue({ name: 'Audited maker', roleId: superadmin });
    const made = await issue({ name: 'Made by maker', roleId: superadmin }, bearer(maker.token));
    const row = await t.app.db
      .selectFrom('auditLog')
      .select(['apiTokenId', 'apiTokenName'])
      .where('entity', '=', 'api_token')
      .where('entityId', '=', String(made.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ apiTokenId: maker.id, apiTokenName: 'Audited maker' });
    const listed = await query('audit.list', { page: 1, pageSize: 50, entity: 'api_token' }, admin);
    const rows = (listed.data as { rows: { entityId: string; apiTokenId: number | null }[] }).rows;
    expect(rows.find((entry) => entry.entityId === String(made.id))?.apiTokenId).toBe(maker.id);
  });

  it('a live token name is unique for its issuer and its user, whatever the case; revoked, it is free again', async () => {
    const first = await issue({ name: 'Nightly sync', roleId: superadmin });
    for (const name of ['Nightly sync', 'NIGHTLY SYNC', ' nightly sync ']) {
      const again = await call(
        'apiToken.issue',
        {
          name,
          userId: null,
          roleId: superadmin,
          ipAllowList: [],
          expiresAt: new Date(Date.now() + 86_400_000),
        },
        admin,
      );
      expect(again.error).toEqual({ code: 'CONFLICT', message: tokenNameTaken(name.trim()) });
    }
    await call('apiToken.revoke', { id: first.id }, admin);
    expect((await issue({ name: 'Nightly sync', roleId: superadmin })).id).toBeGreaterThan(first.id);
  });

  it('signing out with a token answers that it stays valid, and it does', async () => {
    const { token } = await issue({ name: 'Signs out', roleId: superadmin });
    const out = await call('auth.logout', undefined, bearer(token));
    expect(out.error).toEqual({ code: 'BAD_REQUEST', message: API_TOKEN_SIGN_OUT_MESSAGE });
    const rest = await t.app.inject({ method: 'POST', url: '/api/userAuth/logout', headers: bearer(token) });
    expect(rest.json()).toMatchObject({ status: 0, msg: API_TOKEN_SIGN_OUT_MESSAGE });
    expect((await query('audit.list', { page: 1, pageSize: 5 }, bearer(token))).status).toBe(200);
  });
});
