import { addDays, formatDate } from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor, demoUserOf } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { storeTestFile, TEST_PNG } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';

// Issue 40 on a real migrated database: every date a recovery takes lies between the agreement's start (its
// execution date, or 1970-01-01 where none is recorded) and today in Kuala Lumpur; a refused date writes nothing.
const today = todayInKualaLumpur();
let t: TestApp;
let officer: Caller;
let officerAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
  officerAuth = bearer(await signIn(t.app, demoUserOf('Collection Officer').username));
});
afterAll(() => t.close());

const counts = async (agreementId: number) =>
  (
    await sql<{ cases: number; audit: number }>`select
      (select count(*)::int from recovery_case where applicant_product_id = ${agreementId}) as cases,
      (select count(*)::int from audit_log) as audit`.execute(t.app.db)
  ).rows[0];

const executed = addDays(today, -300);
const agreement = () => insertAgreement(t.app.db, { execution: executed, months: 12, monthly: 1_000_000 });

describe('issue 40: recovery dates within the agreement and today', () => {
  it.each([
    ['0001-01-01', `The date cannot be before the agreement's start (${formatDate(executed)})`],
    [addDays(executed, -1), `The date cannot be before the agreement's start (${formatDate(executed)})`],
    [addDays(today, 1), `The date cannot be after today (${formatDate(today)})`],
  ])(
    'recovery.open with a notice served on %s is refused (%s), nothing written',
    async (noticeServedOn, message) => {
      const a = await agreement();
      const before = await counts(a.id);
      await expect(officer.recovery.open({ applicantProductId: a.id, noticeServedOn })).rejects.toMatchObject(
        {
          code: 'BAD_REQUEST',
          message,
        },
      );
      expect(await counts(a.id)).toEqual(before);
    },
  );

  it('recovery.open on the day of execution and today are accepted', async () => {
    const first = await agreement();
    await expect(
      officer.recovery.open({ applicantProductId: first.id, noticeServedOn: executed }),
    ).resolves.toEqual({
      id: expect.any(Number),
    });
    const second = await agreement();
    await expect(
      officer.recovery.open({ applicantProductId: second.id, noticeServedOn: today }),
    ).resolves.toEqual({
      id: expect.any(Number),
    });
  });

  it('each step of a case opened before the fix (its notice dated 0001-01-01) is held to the agreement start', async () => {
    const a = await agreement();
    const { id: caseId } = await officer.recovery.open({
      applicantProductId: a.id,
      noticeServedOn: executed,
    });
    await sql`update recovery_case set notice_served_on = '0001-01-01' where id = ${caseId}`.execute(
      t.app.db,
    );
    const photo = await storeTestFile(
      t.app,
      officerAuth,
      { name: 'excavator.png', data: TEST_PNG, type: 'image/png' },
      'image',
    );
    const repossess = {
      caseId,
      agent: 'Ejen Tarik Maju Sdn Bhd',
      yard: 'Yard Shah Alam',
      condition: 'Working',
      photoFileIds: [photo],
    };
    const before = await counts(a.id);
    await expect(
      officer.recovery.repossess({ ...repossess, repossessedOn: '0001-01-02' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `The date cannot be before the agreement's start (${formatDate(executed)})`,
    });
    await expect(
      officer.recovery.repossess({ ...repossess, repossessedOn: addDays(today, 1) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `The date cannot be after today (${formatDate(today)})`,
    });
    expect(await counts(a.id)).toEqual(before);
    expect((await officer.recovery.ofAgreement({ applicantProductId: a.id })).current?.stage).toBe(
      'notice_served',
    );

    await officer.recovery.repossess({ ...repossess, repossessedOn: addDays(today, -5) });
    await expect(
      officer.recovery.value({ caseId, valuedOn: '0001-01-01', valuer: 'Penilai', amount: 100 }),
    ).rejects.toThrow("The date cannot be before the agreement's start");
    await expect(officer.recovery.noticeServed({ caseId, servedOn: addDays(today, 1) })).rejects.toThrow(
      'The date cannot be after today',
    );
  });
});
