import {
  AGREEMENT_MESSAGES,
  APPLICANT_MESSAGES,
  APPLICATION_MESSAGES,
  futureDateMessage,
  MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS,
  PAYMENT_MESSAGES,
  PROGRESS_MOVE_MESSAGES,
} from '@sewabeli/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../lib/today';
import { multipartBody, TEST_PDF } from '../testing/multipart';
import { documentedAnswers, HELD_BY_LIFECYCLE } from '../testing/openapi-answers';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

/**
 * Issue 27: a client that knows only the spec's calls (origination §7, collections §7) takes an application from
 * creation to a settled agreement through the legacy REST adapter alone, the way the spec's front end did. Every
 * refusal on the way answers the spec's message with status 0. The one thing not done over REST is waiting for
 * the agreement generation job, which the job worker runs (as in production).
 */

let t: TestApp;
const auth: Record<string, Record<string, string>> = {};
/** Issue 33: every 2xx answer on the way is held to the OpenAPI document. */
let answers: Awaited<ReturnType<typeof documentedAnswers>>;

beforeAll(async () => {
  t = await createTestApp({}, 'demo');
  for (const username of [
    'credit.officer',
    'head.operation',
    'my.director',
    'cn.director',
    'collection.officer',
  ])
    auth[username] = bearer(await signIn(t.app, username));
  answers = await documentedAnswers(t.app, auth['credit.officer']!);
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { status?: number; msg?: string };

async function call(
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<{ code: number; body: Json & Json[] }> {
  const res: LightMyRequestResponse = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: auth[who],
    ...(payload === undefined ? {} : { payload }),
  });
  return { code: res.statusCode, body: heldToDocument(method, url, res) };
}

/** The answer's JSON, after holding a 2xx one to the document. */
function heldToDocument(method: string, url: string, res: LightMyRequestResponse) {
  const body = res.json();
  if (res.statusCode < 300)
    expect(answers.problems(method, url, res.headers['content-type'], body), url).toEqual([]);
  return body;
}

async function upload(who: string, url: string, fields: Record<string, string>, name = 'scan.pdf') {
  const body = multipartBody(fields, { name, data: TEST_PDF, type: 'application/pdf' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth[who] },
  });
  return { code: res.statusCode, body: heldToDocument('POST', url, res) as Json };
}

/** A write the spec's client reads as done: HTTP 200 and status 1. */
function done(res: { code: number; body: Json }) {
  expect([res.code, res.body.status], JSON.stringify(res.body)).toEqual([200, 1]);
  return res.body;
}

/** A refusal as the spec's client shows it: status 0 and the message. */
function refused(res: { code: number; body: Json }, msg: string) {
  expect(res.code).toBeGreaterThanOrEqual(400);
  expect(res.body).toEqual({ status: 0, msg });
}

const officer = 'credit.officer';

describe('issue 27: the whole lifecycle through the legacy REST calls alone', () => {
  it('creates, completes every step, submits, is approved four times, signs, completes, collects and logs', async () => {
    // ---- reference data, as the spec's screens load it
    const hirers = (await call(officer, 'GET', '/hirer/all')).body as unknown as {
      id: number;
      remainingLoanLimit: number | null;
    }[];
    const hirer = [...hirers].sort((a, b) => (b.remainingLoanLimit ?? 0) - (a.remainingLoanLimit ?? 0))[0];
    const programs = (await call(officer, 'GET', '/financialProgram/all')).body as unknown as {
      id: number;
      percentageOnNew: number;
    }[];
    const program = programs[0];
    expect(hirer && program).toBeTruthy();
    if (!hirer || !program) return;

    // ---- create (Basic Information)
    const created = done(
      await call(officer, 'POST', '/applicant', {
        purpose: 'An excavator',
        financialProgramId: program.id,
        hirerId: hirer.id,
      }),
    );
    const id = created.id as number;
    const move = (progressId: number, lockStatus = 0) =>
      call(officer, 'PUT', '/applicant/', { id, lockStatus, progressId });

    // No step is skipped, and Basic Information asks for its files, guarantor and witness first.
    refused(await move(3), 'Please complete the Basic Information step first');
    refused(await move(2), APPLICANT_MESSAGES.filesMissing);

    // ---- documents, guarantor and witness
    for (const resourceId of MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS) {
      const res = await upload(officer, '/applicantDocument', {
        applicantId: String(id),
        resourceId: String(resourceId),
        name: '',
      });
      expect(done(res).url).toMatch(/^\/files\//);
    }
    refused(await move(2), APPLICANT_MESSAGES.guarantors);
    done(
      await upload(officer, '/applicantGuarantor', {
        applicantId: String(id),
        name: 'Lim Ah Beng',
        description: 'Director',
        phone: '012-3456789',
        identityNo: '800101-14-5555',
      }),
    );
    refused(await move(2), APPLICANT_MESSAGES.witnesses);
    done(
      await call(officer, 'POST', '/applicantWitness', {
        applicantId: id,
        name: 'Siti Aminah',
        designation: 'Manager',
        identityNo: '850202-10-6666',
      }),
    );
    const documents = (await call(officer, 'GET', `/applicant/document/${id}`)).body;
    expect(documents).toHaveLength(MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS.length);
    expect((await call(officer, 'GET', `/applicant/guarantor/${id}`)).body).toHaveLength(1);
    expect((await call(officer, 'GET', `/applicant/witness/${id}`)).body).toHaveLength(1);

    // ---- Basic Information: the update completes step 1, and the progress move for it is accepted too
    done(
      await call(officer, 'PUT', '/applicant', {
        id,
        purpose: 'An excavator',
        financialProgramId: program.id,
      }),
    );
    done(await move(2));
    const seqOf = async () =>
      ((await call(officer, 'GET', `/applicant/details/${id}`)).body.Progress as { seq: number }).seq;
    expect(await seqOf()).toBe(2);

    // ---- score card: every factor scored, then the move completes step 2
    refused(await move(4), 'Please complete the Basic Information and Score Card steps first');
    const factors = (await call(officer, 'GET', `/applicant/factor/${id}`)).body as unknown as {
      id: number;
      Factor: { FactorAttributes: { id: number; score: number }[] };
    }[];
    expect(factors.length).toBeGreaterThan(0);
    for (const factor of factors) {
      const best = [...factor.Factor.FactorAttributes].sort((a, b) => b.score - a.score)[0];
      done(
        await call(officer, 'PUT', '/applicantFactor', {
          id: factor.id,
          applicantId: id,
          status: 1,
          score: best?.score,
          factorAttributeId: best?.id,
        }),
      );
    }
    expect(await seqOf()).toBe(2);
    done(await move(3));
    expect(await seqOf()).toBe(3);

    // ---- product line
    refused(await move(4), 'Please add at least 1 product');
    const detail = (await call(officer, 'GET', `/applicant/details/${id}`)).body;
    const tier = detail.FinancialProgramTier as { maxInterestRate: number; maxTenure: number | null };
    expect(tier).toBeTruthy();
    const products = (await call(officer, 'GET', '/product/all')).body as unknown as {
      id: number;
      brandId: number;
    }[];
    const vendors = (await call(officer, 'GET', '/vendor/all')).body as unknown as { id: number }[];
    const resources = (await call(officer, 'GET', '/resource/all')).body as unknown as {
      id: number;
      category: string;
    }[];
    const repayment = resources.find((resource) => resource.category === 'REPAYMENT_MODE');
    const [product] = products;
    const [vendor] = vendors;
    if (!product || !vendor || !repayment) throw new Error('the demo book has no product, vendor or mode');
    const tenure = Math.min(2, tier.maxTenure ?? 5);
    const line = {
      applicantId: id,
      hirerId: hirer.id,
      brandId: product.brandId,
      productId: product.id,
      vendorId: vendor.id,
      cost: '100000.00',
      condition: 'New',
      quantity: 1,
      loanAmount: String(Math.min(80_000, (100_000 * program.percentageOnNew) / 100)),
      prepayment: '[0,0]',
      insuranceRate: 1.25,
      interestRate: tier.maxInterestRate,
      tenure,
      resourceId: repayment.id,
      jpjFee: 250,
      manufactureYear: 2026,
    };
    done(await call(officer, 'POST', '/applicantProduct', line));
    done(await move(4));
    expect(await seqOf()).toBe(4);

    // ---- SRC report: criteria, a recommendation and a comment, then the move completes step 4
    const criteria = (await call(officer, 'GET', `/applicant/criteria/${id}`)).body as unknown as {
      id: number;
    }[];
    for (const criterion of criteria)
      done(
        await call(officer, 'PUT', '/applicantCriteria', { id: criterion.id, remark: 'Checked', status: 1 }),
      );
    done(
      await call(officer, 'POST', '/applicantRecommendation', { comment: 'Recommended', applicantId: id }),
    );
    done(
      await call(officer, 'POST', '/applicantComment', {
        value: 'Steady deposits',
        category: 'creditInfoComment',
        applicantId: id,
      }),
    );
    refused(await move(6), PROGRESS_MOVE_MESSAGES.pastResult);
    refused(await move(5, 1), PROGRESS_MOVE_MESSAGES.lockBySubmit);
    done(await move(5));
    expect(await seqOf()).toBe(5);

    // ---- Result and Submit
    expect((await call(officer, 'GET', `/applicant/overview/${id}`)).code).toBe(200);
    refused(
      await call(officer, 'PUT', '/applicant/submit', { id, checklist: { ctos: true } }),
      'Mandatory checklist is not completed!',
    );
    done(
      await call(officer, 'PUT', '/applicant/submit', {
        id,
        checklist: { ctos: true, nrics: true, bankStatements: true, formD: true },
      }),
    );
    expect(await seqOf()).toBe(6);
    // A submitted application is never unlocked by a progress move.
    refused(await move(5), APPLICATION_MESSAGES.locked);

    // ---- rejected at the first position, re-attempted (the spec's progressId 9) and submitted again
    done(
      await call(officer, 'PUT', '/applicant/reject', {
        id,
        comment: 'Bank statements are three months old',
      }),
    );
    done(await call(officer, 'PUT', '/applicant/', { id, lockStatus: 0, progressId: 9 }));
    expect(await seqOf()).toBe(5);
    done(
      await call(officer, 'PUT', '/applicant/submit', {
        id,
        checklist: { ctos: true, nrics: true, bankStatements: true, formD: true },
      }),
    );
    expect(await seqOf()).toBe(6);

    // ---- four approvals, in order
    for (const approver of ['credit.officer', 'head.operation', 'my.director', 'cn.director'])
      done(await call(approver, 'PUT', '/applicant/approve', { id, comment: `Approved by ${approver}` }));
    expect(await seqOf()).toBe(7);
    const approved = (await call(officer, 'GET', `/applicant/details/${id}`)).body;
    expect([approved.status1, approved.status2, approved.status3, approved.status4]).toEqual([1, 1, 1, 1]);

    // Agreement generation runs in the job worker, as in production; asked again before anything is signed, it
    // runs again.
    while (await t.app.agreementWorker.processNext()) {}
    done(await call(officer, 'GET', `/agreement/generate/${id}`));
    while (await t.app.agreementWorker.processNext()) {}

    // ---- agreements found in the order line
    type Document = {
      id: number;
      Resource: { name: string };
      generate_url: string | null;
      signed_url: string | null;
    };
    const documentsOfLine = async () => {
      const lines = (await call(officer, 'GET', `/applicant/product/${id}`)).body as unknown as {
        id: number;
        Agreements: { AgreementDocuments: Document[] }[];
      }[];
      expect(lines).toHaveLength(1);
      const [agreement] = lines[0]?.Agreements ?? [];
      return { lineId: lines[0]?.id as number, documents: agreement?.AgreementDocuments ?? [] };
    };
    const generated = await documentsOfLine();
    expect(generated.documents.map((document) => document.Resource.name)).toEqual([
      'HP Agreement',
      'Guarantee and Indemnity of directors',
      'Second Schedule',
      'Offer Letter',
    ]);
    for (const document of generated.documents) {
      expect(document.generate_url).toMatch(/^\/files\//);
      expect(document.signed_url).toBeNull();
    }
    refused(
      await call(officer, 'PUT', '/applicant/complete', { id }),
      AGREEMENT_MESSAGES.signedCopiesMissing,
    );

    // ---- signed copies, then Complete
    for (const document of generated.documents)
      expect(
        done(await upload(officer, '/agreementDocument/upload', { id: String(document.id) }, 'signed.pdf'))
          .url,
      ).toMatch(/^\/files\//);
    const signed = await documentsOfLine();
    expect(signed.documents.every((document) => document.signed_url?.startsWith('/files/'))).toBe(true);
    done(await call(officer, 'PUT', '/applicant/complete', { id }));
    expect(await seqOf()).toBe(8);

    // ---- the agreement in the collection list, with its schedule
    const collections = (await call('collection.officer', 'GET', '/applicantProduct/transaction/all'))
      .body as unknown as {
      id: number;
      hpNo: string | null;
      ApplicantProductTransactions: {
        id: number;
        dueDate: string;
        chargeAmount: number;
        paidAmount: number;
      }[];
    }[];
    const agreement = collections.find((row) => row.id === signed.lineId);
    expect(agreement?.hpNo).toEqual(expect.any(String));
    expect(agreement?.ApplicantProductTransactions).toHaveLength(tenure * 12);
    const first = agreement?.ApplicantProductTransactions[0];
    if (!first) throw new Error('no schedule');

    // ---- a payment of the first instalment, made today (issue 26: never dated after today)
    const today = todayInKualaLumpur();
    refused(
      await call('collection.officer', 'POST', '/applicantProductPayment', {
        applicantProductId: signed.lineId,
        amount: 0,
        paidAt: today,
      }),
      PAYMENT_MESSAGES.amountPositive,
    );
    refused(
      await call('collection.officer', 'POST', '/applicantProductPayment', {
        applicantProductId: signed.lineId,
        amount: first.chargeAmount,
        paidAt: first.dueDate,
      }),
      futureDateMessage(today),
    );
    done(
      await call('collection.officer', 'POST', '/applicantProductPayment', {
        applicantProductId: signed.lineId,
        amount: first.chargeAmount,
        paidAt: today,
      }),
    );
    const after = (await call('collection.officer', 'GET', '/applicantProduct/transaction/all'))
      .body as unknown as {
      id: number;
      totalPaid: number;
      ApplicantProductTransactions: { paidAmount: number }[];
    }[];
    const paid = after.find((row) => row.id === signed.lineId);
    expect(paid?.totalPaid).toBe(first.chargeAmount);
    expect(paid?.ApplicantProductTransactions[0]?.paidAmount).toBe(first.chargeAmount);

    // ---- the Log: the one list call answers the completed application (seq > 7), the list the open ones
    const all = (await call(officer, 'GET', '/applicant/all')).body as unknown as {
      id: number;
      Hirer: { name: string };
      Progress: { seq: number; name: string };
    }[];
    const logged = all.find((row) => row.id === id);
    expect(logged?.Progress).toMatchObject({ seq: 8, name: 'Completed' });
    expect(logged?.Hirer.name).toEqual(expect.any(String));
    expect(all.some((row) => row.Progress.seq < 8)).toBe(true);
  });

  it('held the writes only a whole application reaches to the OpenAPI document (issue 33)', () => {
    expect(HELD_BY_LIFECYCLE.filter((operation) => !answers.held.has(operation))).toEqual([]);
  });
});
