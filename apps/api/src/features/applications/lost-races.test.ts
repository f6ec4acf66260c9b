import { DEMO_USERS } from '@sewabeli/db';
import { calendarDateInKualaLumpur } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgreement } from '../../testing/collection-fixture';
import { applicationAt as applicationAtProgress, newHirer } from '../../testing/factories';
import { TEST_PDF } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';
import { EXCAVATOR_LINE, insertApprovedApplication } from '../agreements/agreement.fixture';
import { requestAgreementGeneration } from '../agreements/agreement-generation';

/**
 * Issue 28: every state check that can lose a race answers 409 with what the loser found and who did it, never 404
 * for an application that exists. Each racing pair is fired at once through the API on PostgreSQL (the pool's
 * connections queue on the application's row lock; PGlite is one connection and cannot race): exactly one
 * succeeds and every other call is told who got there first.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TRIES = 4;

let t: TestApp;
let hirerId: number;
const tokens: Record<string, Record<string, string>> = {};
const nameOf = (username: string) => DEMO_USERS.find((user) => user.username === username)?.name as string;

beforeAll(async () => {
  t = await createTestApp();
  hirerId = await newHirer(t.app.db, 'Kuari Perlumbaan Sdn Bhd');
  for (const username of [
    'superadmin',
    'credit.officer',
    'head.operation',
    'cn.director',
    'my.director',
    'collection.officer',
  ])
    tokens[username] = bearer(await signIn(t.app, username));
});
afterAll(() => t.close());

const applicationAt = (progressId: number, statuses: (0 | 1 | null)[] = []) =>
  applicationAtProgress(t.app.db, hirerId, progressId, statuses);

/** The same call `times` times, from the users given in turn. */
const tries = (usernames: string[], path: string, input: unknown, times = TRIES) =>
  Array.from({ length: times }, (_, index) => ({
    username: usernames[index % usernames.length] as string,
    path,
    input,
  }));

const progressOf = async (id: number) =>
  (await t.app.db.selectFrom('applicant').select('progressId').where('id', '=', id).executeTakeFirstOrThrow())
    .progressId;

/**
 * Fires the calls at once; exactly one succeeds, and every other answers 409 with the message naming the winner.
 */
async function race(
  calls: { username: string; path: string; input: unknown }[],
  message: (winner: string) => string,
) {
  const answers = await Promise.all(
    calls.map(async (call) => ({
      username: call.username,
      ...(await trpc(t.app, 'mutation', call.path, call.input, tokens[call.username])),
    })),
  );
  const winners = answers.filter((answer) => answer.status === 200);
  expect(winners, JSON.stringify(answers.map((a) => [a.status, a.error?.message]))).toHaveLength(1);
  const winner = nameOf((winners[0] as { username: string }).username);
  for (const loser of answers.filter((answer) => answer.status !== 200)) {
    expect(loser.status).toBe(409);
    expect(loser.error).toEqual({ code: 'CONFLICT', message: message(winner) });
  }
  return winner;
}

describe.skipIf(!onPostgres)('issue 28: lost races answer 409 with the state found (PostgreSQL)', () => {
  it('Complete against Complete: "This application was completed a moment ago by …"', async () => {
    const { applicantId } = await insertApprovedApplication(t.app.db, { lines: [EXCAVATOR_LINE] });
    const owner = await t.app.db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
    await requestAgreementGeneration(t.app.db, applicantId, owner.id);
    while (await t.app.agreementWorker.processNext()) {}
    const documents = await t.app.db
      .selectFrom('agreementDocument')
      .innerJoin('applicantProduct', 'applicantProduct.id', 'agreementDocument.applicantProductId')
      .select('agreementDocument.id')
      .where('applicantProduct.applicantId', '=', applicantId)
      .execute();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const boundary = 'raceboundary';
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/files?kind=document',
        headers: { ...tokens['credit.officer'], 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="signed.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          TEST_PDF,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      const fileId = uploaded.json<{ id: number }>().id;
      const signed = await trpc(
        t.app,
        'mutation',
        'agreement.attachSigned',
        { id: document.id, fileId },
        tokens['credit.officer'],
      );
      expect(signed.status, JSON.stringify(signed.error)).toBe(200);
    }
    const calls = tries(['credit.officer', 'superadmin'], 'agreement.complete', { id: applicantId });
    await race(calls, (winner) => `This application was completed a moment ago by ${winner}`);
    expect(await progressOf(applicantId)).toBe(8);
  });

  it('Submit against Submit: "This application was submitted a moment ago by …"', async () => {
    const id = await applicationAt(5);
    const checklist = { ctos: true, nrics: true, bankStatements: true, formD: true };
    const calls = tries(['credit.officer', 'superadmin'], 'applicationResult.submit', { id, checklist });
    await race(calls, (winner) => `This application was submitted a moment ago by ${winner}`);
  });

  it('two approvals of one position: "This position was approved a moment ago by …"', async () => {
    const id = await applicationAt(6, [1]);
    const calls = tries(['head.operation'], 'approval.approve', { id, comment: 'Checked' });
    await race(calls, (winner) => `This position was approved a moment ago by ${winner}`);
  });

  it('the fourth approval against itself and a By Pass: "This application was approved a moment ago by …"', async () => {
    const id = await applicationAt(6, [1, 1, 1]);
    const calls = [
      ...tries(['cn.director'], 'approval.approve', { id, comment: 'Approved' }, TRIES - 1),
      { username: 'superadmin', path: 'approval.bypass', input: { id } },
    ];
    await race(calls, (winner) => `This application was approved a moment ago by ${winner}`);
    expect(await progressOf(id)).toBe(7);
  });

  it('a rejection against an approval of one position: the loser reads the winner’s decision', async () => {
    const id = await applicationAt(6, [1, 1]);
    const answers = await Promise.all([
      trpc(t.app, 'mutation', 'approval.approve', { id, comment: 'Fine' }, tokens['my.director']),
      trpc(t.app, 'mutation', 'approval.reject', { id, comment: 'Not fine' }, tokens['my.director']),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 200);
    expect(loser?.status).toBe(409);
    expect(loser?.error?.message).toMatch(
      new RegExp(`^This position was (approved|rejected) a moment ago by ${nameOf('my.director')}$`),
    );
  });

  it('Re-attempt against Re-attempt: "This application was re-attempted a moment ago by …"', async () => {
    const id = await applicationAt(6, [1, 0]);
    const calls = tries(['credit.officer'], 'approval.reattempt', { id });
    await race(calls, (winner) => `This application was re-attempted a moment ago by ${winner}`);
  });

  it('Edit Latest Payment of a payment that a new one just followed: "A later payment was recorded a moment ago by …"', async () => {
    const today = calendarDateInKualaLumpur(new Date());
    const agreement = await insertAgreement(t.app.db, { execution: today, months: 12, monthly: 100_000 });
    const pay = (username: string, amount: number) =>
      trpc(
        t.app,
        'mutation',
        'collection.makePayment',
        { applicantProductId: agreement.id, amount, paidAt: today, method: 'cash' },
        tokens[username],
      );
    const edit = (id: number) =>
      trpc(
        t.app,
        'mutation',
        'collection.editPayment',
        { id, applicantProductId: agreement.id, amount: 9_000, paidAt: today, method: 'cash' },
        tokens['collection.officer'],
      );
    const message = `A later payment was recorded a moment ago by ${nameOf('superadmin')}: only the latest payment can be edited`;
    const first = (await pay('collection.officer', 10_000)).data as { id: number };
    // At once: the edit either lands first (both succeed) or finds the later payment and is told who made it.
    const [paid, edited] = await Promise.all([pay('superadmin', 20_000), edit(first.id)]);
    expect(paid.status).toBe(200);
    if (edited.status !== 200) expect(edited.error).toEqual({ code: 'CONFLICT', message });
    // A screen read before the later payment always loses.
    expect((await edit(first.id)).error).toEqual({ code: 'CONFLICT', message });
  });
});
