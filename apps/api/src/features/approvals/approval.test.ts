import { APPROVAL_MESSAGES, permissionReason } from '@sewabeli/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Caller, callerFor, demoUserOf } from '../../testing/caller';
import { applicationAt as applicationAtProgress, newHirer } from '../../testing/factories';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';
import type { SessionUser } from '../auth/auth.types';
import * as service from './approval.service';

let t: TestApp;
let officer: Caller;
let head: Caller;
let myDirector: Caller;
let cnDirector: Caller;
let superadmin: Caller;
let staff: Caller;
let hirerId: number;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
  [officer, head, myDirector, cnDirector, superadmin, staff] = await Promise.all([
    callerFor(t, 'Credit Officer'),
    callerFor(t, 'Head of Operation'),
    callerFor(t, 'Malaysia Director'),
    callerFor(t, 'China Director'),
    callerFor(t, 'Superadmin'),
    callerFor(t, 'Staff'),
  ]);
  hirerId = await newHirer(t.app.db, 'Kuari Selatan Sdn Bhd');
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.app.db.deleteFrom('applicantActivity').execute();
  await t.app.db.deleteFrom('applicant').execute();
});

async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    if (error instanceof Error && 'code' in error)
      return { code: String((error as { code: unknown }).code), message: error.message };
    throw error;
  }
  throw new Error('the call was not refused');
}

/** An application at `progressId` (6 = submitted, locked, waiting for the four approvals). */
const applicationAt = (progressId: number, statuses: (0 | 1 | null)[] = [], hirer = hirerId) =>
  applicationAtProgress(t.app.db, hirer, progressId, statuses);

async function stored(id: number) {
  return t.app.db.selectFrom('applicant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function userId(username: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.userId;
}

describe('approval chain over tRPC', () => {
  it('the four approvers approve in order; each sees only their own buttons; the fourth moves to Agreements', async () => {
    const id = await applicationAt(6);
    const callers = [officer, head, myDirector, cnDirector];
    for (const [index, caller] of callers.entries()) {
      const view = await caller.approval.byId({ id });
      expect(view.actions.decide).toBe(index + 1);
      for (const [other, otherCaller] of callers.entries())
        if (other !== index) expect((await otherCaller.approval.byId({ id })).actions.decide).toBeNull();
      const result = await caller.approval.approve({ id, comment: `ok ${index + 1}` });
      expect(result.progressId).toBe(index === 3 ? 7 : 6);
    }
    const row = await stored(id);
    expect(row).toMatchObject({
      progressId: 7,
      status1: 1,
      status2: 1,
      status3: 1,
      status4: 1,
      lockStatus: 1,
    });
    expect(row.status1User).toBe(await userId('credit.officer'));
    expect(row.status4User).toBe(await userId('cn.director'));
    expect(row.approvedAt).not.toBeNull();
    const view = await staff.approval.byId({ id });
    expect(view.positions.map((p) => [p.role, p.status, p.userName])).toEqual([
      ['Credit Officer', 1, demoUserOf('Credit Officer').name],
      ['Head of Operation', 1, demoUserOf('Head of Operation').name],
      ['Malaysia Director', 1, demoUserOf('Malaysia Director').name],
      ['China Director', 1, demoUserOf('China Director').name],
    ]);
    const activity = await staff.application.activity({ id });
    expect(activity.map((a) => a.description)).toContain(
      `Approved by ${demoUserOf('Head of Operation').name} (Head of Operation): ok 2`,
    );
  });

  it('refuses the wrong role, a locked position, a decided one, and a non-approver, changing nothing', async () => {
    const id = await applicationAt(6);
    const before = await stored(id);
    expect(await refusal(head.approval.approve({ id }))).toEqual({
      code: 'CONFLICT',
      message: APPROVAL_MESSAGES.previousNotApproved,
    });
    expect(await refusal(staff.approval.approve({ id }))).toEqual({
      code: 'CONFLICT',
      message: APPROVAL_MESSAGES.notAnApprover,
    });
    expect(await refusal(superadmin.approval.approve({ id }))).toMatchObject({
      message: APPROVAL_MESSAGES.notAnApprover,
    });
    expect(await stored(id)).toEqual(before);
    await officer.approval.approve({ id });
    const afterOne = await stored(id);
    // Issue 28: the refusal says how the position was decided and by whom.
    const decided = `This position was approved a moment ago by ${demoUserOf('Credit Officer').name}`;
    expect(await refusal(officer.approval.approve({ id }))).toEqual({ code: 'CONFLICT', message: decided });
    expect(await refusal(officer.approval.reject({ id, comment: 'late' }))).toEqual({
      code: 'CONFLICT',
      message: decided,
    });
    expect(await stored(id)).toEqual(afterOne);
  });

  it('refuses one user filling a second position', async () => {
    const id = await applicationAt(6);
    await officer.approval.approve({ id });
    // The Head of Operation's user once held the first position (a role changed hands).
    await t.app.db
      .updateTable('applicant')
      .set({ status1User: await userId('head.operation') })
      .where('id', '=', id)
      .execute();
    const before = await stored(id);
    expect(await refusal(head.approval.approve({ id }))).toEqual({
      code: 'CONFLICT',
      message: APPROVAL_MESSAGES.sameUser,
    });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses decisions outside the approval phase', async () => {
    for (const progressId of [5, 7, 8, 9]) {
      const id = await applicationAt(progressId);
      const before = await stored(id);
      expect(await refusal(officer.approval.approve({ id }))).toEqual({
        code: 'CONFLICT',
        message: APPROVAL_MESSAGES.notAwaitingApproval,
      });
      expect(await refusal(superadmin.approval.bypass({ id }))).toMatchObject({
        message: APPROVAL_MESSAGES.notAwaitingApproval,
      });
      expect(await stored(id)).toEqual(before);
    }
    expect(await refusal(officer.approval.approve({ id: 987654 }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejection needs a reason; a Credit Officer re-attempts back to Result, resubmittable', async () => {
    const id = await applicationAt(6, [1]);
    expect(await refusal(head.approval.reject({ id, comment: '   ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(APPROVAL_MESSAGES.rejectNeedsComment),
    });
    await head.approval.reject({ id, comment: 'Gearing too high' });
    const view = await officer.approval.byId({ id });
    expect(view.positions[1]).toMatchObject({ status: 0, userName: demoUserOf('Head of Operation').name });
    expect(view.actions).toEqual({ decide: null, reattempt: true, bypass: false });
    expect((await superadmin.approval.byId({ id })).actions.bypass).toBe(false);
    expect(await refusal(superadmin.approval.bypass({ id }))).toMatchObject({
      message: APPROVAL_MESSAGES.bypassRejected,
    });
    expect(await refusal(head.approval.reattempt({ id }))).toEqual({
      code: 'FORBIDDEN',
      message: permissionReason('application.reattempt'),
    });
    await officer.approval.reattempt({ id });
    expect(await stored(id)).toMatchObject({ progressId: 9, lockStatus: 0 });
    expect(await refusal(officer.approval.reattempt({ id }))).toEqual({
      code: 'CONFLICT',
      message: `This application was re-attempted a moment ago by ${demoUserOf('Credit Officer').name}`,
    });
    const activity = (await staff.application.activity({ id })).map((a) => a.description);
    expect(activity).toEqual([
      `Re-attempted by ${demoUserOf('Credit Officer').name}`,
      `Rejected by ${demoUserOf('Head of Operation').name} (Head of Operation): Gearing too high`,
    ]);
    const detail = await officer.application.byId({ id });
    expect(detail).toMatchObject({ seq: 5, locked: false });
  });

  it('re-attempt is refused while nothing is rejected', async () => {
    const id = await applicationAt(6, [1]);
    expect(await refusal(officer.approval.reattempt({ id }))).toMatchObject({
      message: APPROVAL_MESSAGES.nothingRejected,
    });
  });

  it('a Superadmin By Pass approves every pending position in their name and moves to Agreements', async () => {
    const id = await applicationAt(6);
    await officer.approval.approve({ id });
    expect(await refusal(officer.approval.bypass({ id }))).toEqual({
      code: 'FORBIDDEN',
      message: permissionReason('application.bypass'),
    });
    expect((await superadmin.approval.byId({ id })).actions.bypass).toBe(true);
    await superadmin.approval.bypass({ id });
    const row = await stored(id);
    const admin = await userId('superadmin');
    expect(row).toMatchObject({
      progressId: 7,
      status1: 1,
      status1Bypass: false,
      status2: 1,
      status2User: admin,
      status2Bypass: true,
      status4User: admin,
      status4Bypass: true,
    });
    const view = await staff.approval.byId({ id });
    expect(view.positions.map((p) => p.bypass)).toEqual([false, true, true, true]);
  });
});

describe('Pending Approvals and the log', () => {
  it('shows each role only what awaits it, paged and searched in SQL', async () => {
    const other = await newHirer(t.app.db, 'Binaan Timur Bhd');
    const atOfficer = await applicationAt(6);
    const atHead = await applicationAt(6, [1], other);
    const atMy = await applicationAt(6, [1, 1]);
    const atCn = await applicationAt(6, [1, 1, 1]);
    const rejected = await applicationAt(6, [1, 0]);
    await applicationAt(8, [1, 1, 1, 1]);
    await applicationAt(3);
    const ids = async (caller: Caller) => (await caller.approval.pending({})).rows.map((r) => r.id);
    expect(await ids(officer)).toEqual([atOfficer]);
    expect(await ids(head)).toEqual([atHead]);
    // Origination §4's "the previous one set" read as approved (issue 11): a case rejected at Head of Operation
    // awaits no Malaysia Director's decision (no button would show), only a Credit Officer's re-attempt.
    expect(await ids(myDirector)).toEqual([atMy]);
    expect((await myDirector.approval.byId({ id: rejected })).actions.decide).toBeNull();
    expect(await ids(cnDirector)).toEqual([atCn]);
    expect(await ids(superadmin)).toEqual([]);
    expect(await ids(staff)).toEqual([]);
    const searched = await head.approval.pending({ search: 'binaan', searchField: 'hirerName' });
    expect(searched.total).toBe(1);
    expect((await head.approval.pending({ search: 'kuari' })).total).toBe(0);
  });

  it('pages the list and counts it, deleted applications left out (decisions §9)', async () => {
    // The rule itself is property-tested in packages/db (pending-approvals.property.test.ts); this is the list.
    const awaiting = [await applicationAt(6), await applicationAt(5), await applicationAt(7)];
    const deleted = await applicationAt(6);
    await t.app.db
      .updateTable('applicant')
      .set({ deletedAt: new Date() })
      .where('id', '=', deleted)
      .execute();
    const page = (n: number) => officer.approval.pending({ page: n, pageSize: 2, sortBy: 'createdAt' });
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total, first.rows.length]).toEqual([3, 3, 2]);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(awaiting);
  });

  it('the log lists completed applications only, 10 a page, sortable', async () => {
    const done: number[] = [];
    for (let i = 0; i < 12; i++) done.push(await applicationAt(8, [1, 1, 1, 1]));
    await applicationAt(6);
    const first = await staff.approval.log({ sortBy: 'createdAt', sortDir: 'asc' });
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      progress: 'Completed',
      seq: 8,
      hirerName: 'Kuari Selatan Sdn Bhd',
    });
    const second = await staff.approval.log({ page: 2 });
    expect(second.rows).toHaveLength(2);
    expect((await staff.approval.log({ search: 'nothing like it' })).total).toBe(0);
  });
});

describe('legacy REST', () => {
  it('PUT /applicant/approve, /reject and /applicant re-attempt; refusals answer the rule', async () => {
    const id = await applicationAt(6);
    const officerAuth = bearer(await signIn(t.app, 'credit.officer'));
    const headAuth = bearer(await signIn(t.app, 'head.operation'));
    const put = (url: string, payload: unknown, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api${url}`, payload: payload as object, headers });
    const wrong = await put('/applicant/approve', { id: String(id), comment: '' }, headAuth);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ status: 0, msg: APPROVAL_MESSAGES.previousNotApproved });
    expect((await put('/applicant/approve', { id, comment: 'fine' }, officerAuth)).json()).toMatchObject({
      status: 1,
    });
    const empty = await put('/applicant/reject', { id, comment: '' }, headAuth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain(APPROVAL_MESSAGES.rejectNeedsComment);
    expect((await put('/applicant/reject', { id, comment: 'No' }, headAuth)).statusCode).toBe(200);
    const notOfficer = await put('/applicant/', { id, lockStatus: 0, progressId: 9 }, headAuth);
    expect(notOfficer.statusCode).toBe(403);
    const again = await put('/applicant/', { id: String(id), lockStatus: '0', progressId: '9' }, officerAuth);
    expect(again.json()).toMatchObject({ status: 1 });
    expect(await stored(id)).toMatchObject({ progressId: 9, lockStatus: 0, status2: 0 });
  });

  it("a Superadmin's PUT /applicant/approve is the By Pass", async () => {
    const id = await applicationAt(6);
    const adminAuth = bearer(await signIn(t.app, 'superadmin'));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/applicant/approve',
      payload: { id },
      headers: adminAuth,
    });
    expect(res.json()).toMatchObject({ status: 1 });
    expect(await stored(id)).toMatchObject({ progressId: 7, status1Bypass: true, status4Bypass: true });
  });

  it('tRPC over HTTP: approve answers the rule as CONFLICT', async () => {
    const id = await applicationAt(6);
    const headers = bearer(await signIn(t.app, 'head.operation'));
    const res = await trpc(t.app, 'mutation', 'approval.approve', { id }, headers);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(APPROVAL_MESSAGES.previousNotApproved);
  });
});

describe.runIf(onPostgres)('two approvers racing on one position (PostgreSQL)', () => {
  it('exactly one wins, the other is refused and changes nothing', async () => {
    const officerUser = demoUserOf('Credit Officer');
    const first: SessionUser = {
      id: await userId('credit.officer'),
      name: officerUser.name,
      email: null,
      phone: null,
      username: 'credit.officer',
      role: { id: 0, name: 'Credit Officer' },
      department: { id: 0, name: 'Credit' },
    };
    // A second Credit Officer: another user of the same role.
    const second: SessionUser = { ...first, id: await userId('head.operation'), name: 'Second Officer' };
    for (let round = 0; round < 5; round++) {
      const id = await applicationAt(6);
      const results = await Promise.allSettled([
        service.approve(t.app.db, first, { id, comment: 'one' }),
        service.reject(t.app.db, second, { id, comment: 'two' }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const row = await stored(id);
      const winner = results[0]?.status === 'fulfilled' ? first : second;
      // Issue 28: the loser reads the winner's decision and name (the name its user row holds).
      const winnerName = demoUserOf(winner === first ? 'Credit Officer' : 'Head of Operation').name;
      expect(lost[0]?.reason.message).toBe(
        `This position was ${winner === first ? 'approved' : 'rejected'} a moment ago by ${winnerName}`,
      );
      expect(row.status1User).toBe(winner.id);
      expect(row.status1).toBe(winner === first ? 1 : 0);
      const activity = await t.app.db
        .selectFrom('applicantActivity')
        .select('description')
        .where('applicantId', '=', id)
        .execute();
      expect(activity).toHaveLength(1);
    }
  });
});
