import { DEMO_PASSWORD, hashPassword } from '@sewabeli/db';
import {
  addDays,
  fifthScheduleOverdueMessage,
  PAYMENT_MESSAGES,
  RECOVERY_MESSAGES,
  ringgitToSen,
  WRITE_OFF_MESSAGES,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor, callerForUsername, demoUserOf } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { storeTestFile, TEST_PDF, TEST_PNG } from '../../testing/multipart';
import { readBack } from '../../testing/pdf-read-back';
import { recomputedSummaries, storedSummaries } from '../../testing/summary-check';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';

/**
 * Issue 32: the recovery case on the database (PostgreSQL with TEST_DATABASE_URL, as CI; PGlite otherwise):
 * its life to closed, the disposal through the ledger's rules, the write-off with four eyes (two Superadmins,
 * never the requester), concurrent approvals, and the overview's figures.
 */
const today = todayInKualaLumpur();
const TRANSFER = { method: 'bank_transfer' as const, reference: 'IBG 1' };

let t: TestApp;
let officer: Caller;
let admin: Caller;
let admin2: Caller;
let admin3: Caller;
let officerAuth: Record<string, string>;

async function superadmin(username: string, name: string): Promise<Caller> {
  const role = await t.app.db
    .selectFrom('role')
    .select('id')
    .where('name', '=', 'Superadmin')
    .executeTakeFirstOrThrow();
  const department = await t.app.db.selectFrom('department').select('id').executeTakeFirstOrThrow();
  const { id } = await t.app.db
    .insertInto('user')
    .values({
      name,
      email: `${username}@sewabeli.my`,
      phone: '012-1111111',
      roleId: role.id,
      departmentId: department.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('userAuth')
    .values({ userId: id, username, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .execute();
  return callerForUsername(t, username);
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
  admin = await callerFor(t, 'Superadmin');
  admin2 = await superadmin('superadmin.two', 'Lim Mei Ling');
  admin3 = await superadmin('superadmin.three', 'Rajesh a/l Kumar');
  officerAuth = bearer(await signIn(t.app, demoUserOf('Collection Officer').username));
});
afterAll(() => t.close());

async function photo(auth = officerAuth): Promise<number> {
  return storeTestFile(t.app, auth, { name: 'excavator.png', data: TEST_PNG, type: 'image/png' }, 'image');
}

/** An agreement of 12 x RM 10,000.00 executed ten months ago, RM 20,000.00 paid, with a case at `stage`. */
async function agreementInRecovery(
  stage: 'notice_served' | 'repossessed' | 'valued' | 'disposed',
  price = 6_000_000,
) {
  const a = await insertAgreement(t.app.db, {
    execution: addDays(today, -300),
    months: 12,
    monthly: 1_000_000,
  });
  await officer.collection.makePayment({
    applicantProductId: a.id,
    amount: 2_000_000,
    paidAt: addDays(today, -60),
    ...TRANSFER,
  });
  const { id: caseId } = await officer.recovery.open({
    applicantProductId: a.id,
    noticeServedOn: addDays(today, -40),
  });
  if (stage === 'notice_served') return { a, caseId };
  const repossession = await officer.recovery.repossess({
    caseId,
    repossessedOn: addDays(today, -20),
    agent: 'Ejen Tarik Maju Sdn Bhd',
    yard: 'Yard Shah Alam',
    condition: 'Working, paint worn, one track damaged',
    photoFileIds: [await photo(), await photo()],
  });
  if (stage === 'repossessed') return { a, caseId, repossession };
  await officer.recovery.value({
    caseId,
    valuedOn: addDays(today, -10),
    valuer: 'Penilai Jentera Sdn Bhd',
    amount: 6_500_000,
  });
  if (stage === 'valued') return { a, caseId, repossession };
  const effect = await officer.recovery.dispose({
    caseId,
    disposedOn: addDays(today, -2),
    buyer: 'Jentera Terpakai Sdn Bhd',
    price,
    costs: 300_000,
  });
  return { a, caseId, repossession, effect };
}

async function ledgerOf(agreementId: number) {
  return (
    await t.app.db
      .selectFrom('applicantProductPayment')
      .select(['kind', 'amount', 'paidAt', 'method'])
      .where('applicantProductId', '=', agreementId)
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, amount: ringgitToSen(row.amount) }));
}

async function expectSummaryInStep(agreementId: number) {
  const [stored, recomputed] = await Promise.all([
    storedSummaries(t.app.db, [agreementId]),
    recomputedSummaries(t.app.db, [agreementId]),
  ]);
  expect(stored.get(agreementId)).toEqual(recomputed.get(agreementId));
}

describe('issue 32: a recovery case from notice to closed, the shortfall written off by two Superadmins', () => {
  it('runs the whole life and keeps the ledger and the summary in step', async () => {
    const { a, caseId, repossession, effect } = await agreementInRecovery('disposed');
    // Owed RM 120,000.00 + RM 3,000.00 costs; paid RM 20,000.00 + sold for RM 60,000.00: RM 43,000.00 short.
    expect(effect).toEqual({ shortfall: 4_300_000, surplus: 0, rebate: 0 });

    // The Fifth Schedule notice, generated at the repossession, due 21 days after it.
    expect(repossession?.noticeDueOn).toBe(addDays(today, 1));
    const notice = await t.app.inject({
      method: 'GET',
      url: `/files/${repossession?.noticeFileId}`,
      headers: officerAuth,
    });
    expect(notice.statusCode).toBe(200);
    expect(notice.headers['content-type']).toContain('application/pdf');
    const text = (await readBack(notice.rawPayload)).text;
    expect(text).toContain('Fifth Schedule');
    expect(text).toContain('Yard Shah Alam');
    expect(text).toContain('Within 21 days');

    const recovery = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(recovery.current?.stage).toBe('disposed');
    expect(recovery.current?.repossession?.photos).toHaveLength(2);
    expect(recovery.current?.stages.map((row) => row.stage)).toEqual([
      'notice_served',
      'repossessed',
      'valued',
      'disposed',
    ]);
    expect(recovery.assetState).toBe('sold');
    expect(recovery.balance).toEqual({
      owed: 12_300_000,
      cash: 8_000_000,
      nonCash: 0,
      total: 8_000_000,
      outstanding: 4_300_000,
      refundDue: 0,
    });
    expect(await ledgerOf(a.id)).toEqual([
      { kind: 'payment', amount: 2_000_000, paidAt: addDays(today, -60), method: 'bank_transfer' },
      { kind: 'disposal', amount: 6_000_000, paidAt: addDays(today, -2), method: 'other' },
    ]);
    // The collection profile and lists read the summary: the charge counts in what is outstanding.
    const profile = await officer.collection.byId({ id: a.id });
    expect(profile.outstandingBalance).toBe(4_300_000);
    expect(profile.paidAmount).toBe(8_000_000);
    await expectSummaryInStep(a.id);

    const request = await officer.recovery.requestWriteOff({
      caseId,
      reason: 'Hirer wound up; no assets left',
    });
    expect(request.amount).toBe(4_300_000);
    await expect(officer.recovery.close({ caseId, reason: 'Asset sold, shortfall decided' })).rejects.toThrow(
      RECOVERY_MESSAGES.writeOffPending,
    );
    await expect(
      officer.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    // One Superadmin alone does not write it off, nor does approving twice.
    expect(await admin.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' })).toEqual({
      status: 'Pending',
    });
    await expect(
      admin.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' }),
    ).rejects.toThrow(WRITE_OFF_MESSAGES.alreadyApproved);
    expect((await ledgerOf(a.id)).some((entry) => entry.kind === 'write_off')).toBe(false);
    expect((await officer.recovery.ofAgreement({ applicantProductId: a.id })).balance.outstanding).toBe(
      4_300_000,
    );

    // The second, different Superadmin's approval writes it off: a non-cash entry, once.
    expect(await admin2.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' })).toEqual({
      status: 'Approved',
    });
    await expect(
      admin3.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' }),
    ).rejects.toThrow(WRITE_OFF_MESSAGES.decided);
    const ledger = await ledgerOf(a.id);
    expect(ledger.filter((entry) => entry.kind === 'write_off')).toEqual([
      { kind: 'write_off', amount: 4_300_000, paidAt: today, method: null },
    ]);
    const after = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(after.balance).toMatchObject({
      cash: 8_000_000,
      nonCash: 4_300_000,
      outstanding: 0,
      refundDue: 0,
    });
    expect(after.current?.writeOffs[0]).toMatchObject({
      status: 'Approved',
      decisions: [{ decision: 'approve' }, { decision: 'approve' }],
    });
    const settled = await officer.collection.byId({ id: a.id });
    expect(settled).toMatchObject({ outstandingBalance: 0, paidAmount: 8_000_000, badge: 'Written off' });
    await expectSummaryInStep(a.id);

    await officer.recovery.close({ caseId, reason: 'Asset sold, shortfall decided' });
    const closed = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(closed.current?.stage).toBe('closed');
    expect(closed.assetState).toBe('sold');
    await expect(officer.recovery.close({ caseId, reason: 'Asset sold, shortfall decided' })).rejects.toThrow(
      RECOVERY_MESSAGES.closed,
    );

    // Every step audited.
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'entity'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'recovery_case'), eb('entityId', '=', String(caseId))]),
          eb.and([eb('entity', '=', 'write_off_request'), eb('entityId', '=', String(request.id))]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'create',
      'repossess',
      'value',
      'dispose',
      'request-write-off',
      'approve-write-off',
      'approve-write-off',
      'close',
    ]);
  });

  it('the requester, a Superadmin, cannot approve their own request; two others must', async () => {
    const { a, caseId } = await agreementInRecovery('disposed');
    const request = await admin.recovery.requestWriteOff({ caseId, reason: 'Uneconomic to pursue' });
    await expect(
      admin.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' }),
    ).rejects.toThrow(WRITE_OFF_MESSAGES.ownRequest);
    await admin2.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' });
    expect((await ledgerOf(a.id)).some((entry) => entry.kind === 'write_off')).toBe(false);
    expect(await admin3.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' })).toEqual({
      status: 'Approved',
    });
    expect((await ledgerOf(a.id)).filter((entry) => entry.kind === 'write_off')).toHaveLength(1);
  });

  it('a rejection ends the request and the shortfall stays owed', async () => {
    const { a, caseId } = await agreementInRecovery('disposed');
    const request = await officer.recovery.requestWriteOff({ caseId, reason: 'Hirer abroad' });
    expect(await admin.recovery.decideWriteOff({ requestId: request.id, decision: 'reject' })).toEqual({
      status: 'Rejected',
    });
    expect((await officer.recovery.ofAgreement({ applicantProductId: a.id })).balance.outstanding).toBe(
      4_300_000,
    );
    // The case may now close with the shortfall still owed by the hirer.
    await officer.recovery.close({ caseId, reason: 'Asset sold, shortfall decided' });
    expect((await officer.collection.byId({ id: a.id })).outstandingBalance).toBe(4_300_000);
  });

  it('two Superadmins approving at the same time write it off once', async () => {
    for (const firstApproval of [false, true]) {
      const { a, caseId } = await agreementInRecovery('disposed');
      const request = await officer.recovery.requestWriteOff({ caseId, reason: 'Race' });
      if (firstApproval) await admin.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' });
      const results = await Promise.allSettled([
        admin2.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' }),
        admin3.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' }),
      ]);
      const fulfilled = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value.status] : [],
      );
      if (firstApproval) {
        // Whoever comes second finds the request decided.
        expect(fulfilled).toEqual(['Approved']);
        const refused = results.find((result) => result.status === 'rejected');
        expect(refused?.status === 'rejected' && String(refused.reason)).toContain(
          WRITE_OFF_MESSAGES.decided,
        );
      } else {
        expect(fulfilled.sort()).toEqual(['Approved', 'Pending']);
      }
      expect((await ledgerOf(a.id)).filter((entry) => entry.kind === 'write_off')).toEqual([
        { kind: 'write_off', amount: 4_300_000, paidAt: today, method: null },
      ]);
      const approvals = await t.app.db
        .selectFrom('writeOffApproval')
        .select('approverId')
        .where('writeOffRequestId', '=', request.id)
        .execute();
      expect(approvals).toHaveLength(2);
      await expectSummaryInStep(a.id);
    }
  });
});

describe('issue 32: the case rules on the server', () => {
  it('one open case per agreement; steps in order; photos must be images the officer uploaded', async () => {
    const { a, caseId } = await agreementInRecovery('notice_served');
    await expect(officer.recovery.open({ applicantProductId: a.id, noticeServedOn: today })).rejects.toThrow(
      RECOVERY_MESSAGES.caseOpen,
    );
    await expect(
      officer.recovery.value({ caseId, valuedOn: today, valuer: 'Penilai', amount: 100 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'A case at Notice served cannot move to Valued' });
    const repossess = {
      caseId,
      repossessedOn: addDays(today, -1),
      agent: 'Ejen',
      yard: null,
      condition: 'Fair',
    };
    const pdf = await storeTestFile(t.app, officerAuth, {
      name: 'scan.pdf',
      data: TEST_PDF,
      type: 'application/pdf',
    });
    await expect(officer.recovery.repossess({ ...repossess, photoFileIds: [pdf] })).rejects.toThrow(
      RECOVERY_MESSAGES.photoNotImage,
    );
    const someoneElses = await photo(bearer(await signIn(t.app, demoUserOf('Superadmin').username)));
    await expect(officer.recovery.repossess({ ...repossess, photoFileIds: [someoneElses] })).rejects.toThrow(
      RECOVERY_MESSAGES.photoNotImage,
    );
    await expect(
      officer.recovery.repossess({
        ...repossess,
        repossessedOn: addDays(today, 1),
        photoFileIds: [await photo()],
      }),
    ).rejects.toThrow(`The date cannot be after today`);
    await officer.recovery.repossess({ ...repossess, photoFileIds: [await photo()] });
    const recovery = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(recovery.assetState).toBe('repossessed');
    expect(await officer.recovery.assetState({ applicantProductId: a.id })).toEqual({
      state: 'repossessed',
      label: 'Repossessed',
      yard: null,
    });
    // Nobody but the collections team and Superadmins runs a case.
    const credit = await callerFor(t, 'Credit Officer');
    await expect(
      credit.recovery.close({ caseId, reason: 'Asset sold, shortfall decided' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a disposal posts through the ledger rules: not before the latest entry, and nothing written when refused', async () => {
    const { a, caseId } = await agreementInRecovery('valued');
    await officer.collection.makePayment({
      applicantProductId: a.id,
      amount: 100_000,
      paidAt: addDays(today, -1),
      ...TRANSFER,
    });
    await expect(
      officer.recovery.dispose({
        caseId,
        disposedOn: addDays(today, -5),
        buyer: 'Pembeli',
        price: 5_000_000,
        costs: 200_000,
      }),
    ).rejects.toThrow(PAYMENT_MESSAGES.dateBeforeLast);
    expect((await officer.recovery.ofAgreement({ applicantProductId: a.id })).current?.stage).toBe('valued');
    const charges = await t.app.db
      .selectFrom('applicantProductCharge')
      .select('id')
      .where('applicantProductId', '=', a.id)
      .execute();
    expect(charges).toEqual([]);
    expect((await ledgerOf(a.id)).map((entry) => entry.kind)).toEqual(['payment', 'payment']);
  });

  it('a surplus shows as refund due, the balance at 0, and no payment is taken after it', async () => {
    // Owed RM 120,000.00 + RM 3,000.00 costs less RM 20,000.00 paid: RM 103,000.00; sold for RM 110,000.00.
    const { a, caseId, effect } = await agreementInRecovery('disposed', 11_000_000);
    expect(effect).toEqual({ shortfall: 0, surplus: 700_000, rebate: 0 });
    const recovery = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(recovery.balance).toMatchObject({
      outstanding: 0,
      refundDue: 700_000,
      cash: 13_000_000,
      nonCash: 0,
    });
    expect((await officer.collection.byId({ id: a.id })).outstandingBalance).toBe(0);
    await expectSummaryInStep(a.id);
    await expect(officer.recovery.requestWriteOff({ caseId, reason: 'Nothing' })).rejects.toThrow(
      WRITE_OFF_MESSAGES.noShortfall,
    );
    await expect(
      officer.collection.makePayment({ applicantProductId: a.id, amount: 100, paidAt: today, ...TRANSFER }),
    ).rejects.toThrow(PAYMENT_MESSAGES.aboveOutstanding);
  });

  it('the Collection Overview counts cases by stage, recovered (cash) and written off (non-cash)', async () => {
    const before = await officer.recovery.figures();
    const { caseId } = await agreementInRecovery('disposed');
    await agreementInRecovery('repossessed');
    // The RM 3,000.00 costs are owed apart from the instalments until the shortfall is written off.
    const disposed = await officer.recovery.figures();
    expect(disposed.chargesAdded - before.chargesAdded).toBe(300_000);
    expect(disposed.chargesOwed - before.chargesOwed).toBe(300_000);
    const request = await officer.recovery.requestWriteOff({ caseId, reason: 'Figures' });
    await admin.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' });
    await admin2.recovery.decideWriteOff({ requestId: request.id, decision: 'approve' });
    const after = await officer.recovery.figures();
    const count = (figures: typeof before, stage: string) =>
      figures.casesByStage.find((row) => row.stage === stage)?.count ?? 0;
    expect(count(after, 'disposed') - count(before, 'disposed')).toBe(1);
    expect(count(after, 'repossessed') - count(before, 'repossessed')).toBe(1);
    expect(after.recovered - before.recovered).toBe(6_000_000);
    expect(after.writtenOff - before.writtenOff).toBe(4_300_000);
    expect(after.chargesAdded - before.chargesAdded).toBe(300_000);
    expect(after.chargesOwed - before.chargesOwed).toBe(0);

    const pending = await admin.recovery.writeOffRequests({ status: 'Approved', page: 1, pageSize: 100 });
    expect(pending.rows.some((row) => row.id === request.id && row.hirerName !== '')).toBe(true);
  });
});

describe('issue 32: the Fifth Schedule notice served, its alert and its copies', () => {
  it('alerts on the case and the queue once repossessed more than 21 days ago and not served; the served day ends it', async () => {
    const a = await insertAgreement(t.app.db, {
      execution: addDays(today, -300),
      months: 12,
      monthly: 1_000_000,
    });
    const { id: caseId } = await officer.recovery.open({
      applicantProductId: a.id,
      noticeServedOn: addDays(today, -60),
    });
    await expect(officer.recovery.noticeServed({ caseId, servedOn: today })).rejects.toThrow(
      RECOVERY_MESSAGES.notRepossessed,
    );
    const repossessedOn = addDays(today, -22);
    await officer.recovery.repossess({
      caseId,
      repossessedOn,
      agent: 'Ejen Tarik Maju Sdn Bhd',
      yard: null,
      condition: 'Working',
      photoFileIds: [await photo()],
    });
    const alert = fifthScheduleOverdueMessage(repossessedOn);
    let recovery = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(recovery.current?.repossession?.noticeAlert).toBe(alert);
    expect(recovery.current?.repossession?.noticeServedOn).toBeNull();
    expect((await officer.recovery.noticeAlerts()).filter((row) => row.caseId === caseId)).toEqual([
      expect.objectContaining({ applicantProductId: a.id, repossessedOn, message: alert }),
    ]);

    await expect(
      officer.recovery.noticeServed({ caseId, servedOn: addDays(repossessedOn, -1) }),
    ).rejects.toThrow('The date cannot be before the repossession');
    await expect(officer.recovery.noticeServed({ caseId, servedOn: addDays(today, 1) })).rejects.toThrow(
      'The date cannot be after today',
    );
    const servedOn = addDays(today, -1);
    await officer.recovery.noticeServed({ caseId, servedOn });
    await expect(officer.recovery.noticeServed({ caseId, servedOn: today })).rejects.toThrow(
      RECOVERY_MESSAGES.noticeServed,
    );
    recovery = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(recovery.current?.repossession?.noticeServedOn).toBe(servedOn);
    expect(recovery.current?.repossession?.noticeAlert).toBeNull();
    expect((await officer.recovery.noticeAlerts()).some((row) => row.caseId === caseId)).toBe(false);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action'])
      .where('entity', '=', 'recovery_case')
      .where('entityId', '=', String(caseId))
      .execute();
    expect(audit.map((row) => row.action)).toContain('serve-fifth-schedule');
  });

  it('within its 21 days no alert; the notice generated again says the same and is kept as a new version', async () => {
    const { a, caseId, repossession } = await agreementInRecovery('repossessed');
    const before = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(before.current?.repossession?.noticeAlert).toBeNull();
    expect(before.current?.repossession?.notices.map((notice) => notice.version)).toEqual([1]);
    // A payment after the repossession changes the balance; the copy still states what the notice stated.
    await officer.collection.makePayment({
      applicantProductId: a.id,
      amount: 50_000,
      paidAt: today,
      ...TRANSFER,
    });
    const again = await officer.recovery.regenerateNotice({ caseId });
    expect(again.version).toBe(2);
    expect(again.noticeFileId).not.toBe(repossession?.noticeFileId);
    const read = async (fileId: number | undefined) => {
      const response = await t.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: officerAuth });
      expect(response.statusCode).toBe(200);
      return (await readBack(response.rawPayload)).text;
    };
    const first = await read(repossession?.noticeFileId);
    expect(await read(again.noticeFileId)).toBe(first);
    const after = await officer.recovery.ofAgreement({ applicantProductId: a.id });
    expect(after.current?.repossession?.notices.map((notice) => notice.version)).toEqual([2, 1]);
    expect(after.current?.repossession?.noticeUrl).toBe(`/files/${again.noticeFileId}`);
  });
});
