import {
  APPLICANT_MESSAGES,
  APPLICATION_MESSAGES,
  permissionReason,
  UPLOAD_MESSAGES,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserOf } from '../../../../testing/caller';
import { newApplication, newHirer } from '../../../../testing/factories';
import { multipartBody, storeTestFile, TEST_PDF, TEST_PNG } from '../../../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../../../testing/test-app';

let t: TestApp;
let officer: Record<string, string>;
let admin: Record<string, string>;
let staff: Record<string, string>;
let hirerId: number;
let otherHirerId: number;
let programId: number;
let contacts: { director: number; manager: number; elsewhere: number };
const MANDATORY = [41, 42, 43, 44];

beforeAll(async () => {
  t = await createTestApp();
  officer = bearer(await signIn(t.app, 'credit.officer'));
  admin = bearer(await signIn(t.app, 'superadmin'));
  staff = bearer(await signIn(t.app, 'staff'));
  hirerId = await newHirer(t.app.db, 'Binaan Teguh Ujian Sdn Bhd');
  otherHirerId = await newHirer(t.app.db, 'Syarikat Lain Sdn Bhd');
  const seedApplication = await newApplication(t.app.db, hirerId);
  programId = (
    await t.app.db
      .selectFrom('applicant')
      .select('financialProgramId')
      .where('id', '=', seedApplication)
      .executeTakeFirstOrThrow()
  ).financialProgramId;
  await t.app.db.deleteFrom('applicant').where('id', '=', seedApplication).execute();
  const contact = async (hirer: number, name: string, identityNo: string) =>
    (
      await t.app.db
        .insertInto('hirerContact')
        .values({ hirerId: hirer, name, identityNo, phone: '012-3456789' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  contacts = {
    director: await contact(hirerId, 'Lim Ah Kow', '700101-10-5511'),
    manager: await contact(hirerId, 'Siti Aminah', '820202-14-6622'),
    elsewhere: await contact(otherHirerId, 'Orang Lain', '900303-01-7733'),
  };
});
afterAll(() => t.close());

const save = (input: unknown, auth = officer) =>
  trpc(t.app, 'mutation', 'application.basicInformation.save', input, auth);

async function mandatoryDocuments(auth = officer) {
  return Promise.all(
    MANDATORY.map(async (resourceId) => ({ resourceId, fileId: await storeTestFile(t.app, auth) })),
  );
}

async function completeInput(auth = officer) {
  return {
    hirerId,
    financialProgramId: programId,
    purpose: 'Two 20-tonne excavators',
    addDocuments: await mandatoryDocuments(auth),
    addGuarantors: [
      {
        hirerContactId: contacts.director,
        name: 'Lim Ah Kow',
        identityNo: '700101-10-5511',
        phone: '012-3456789',
        fileId: await storeTestFile(t.app, auth, { name: 'ic.png', data: TEST_PNG, type: 'image/png' }),
      },
    ],
    addWitnesses: [
      {
        hirerContactId: contacts.manager,
        name: 'Siti Aminah',
        designation: 'Manager',
        identityNo: '820202-14-6622',
      },
    ],
  };
}

const applicantCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('applicant')
        .select(t.app.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function createComplete(): Promise<number> {
  const res = await save(await completeInput());
  expect(res.status).toBe(200);
  return (res.data as { id: number }).id;
}

describe('Basic Information Next/Save over tRPC (origination §5)', () => {
  it('creates the application with documents, guarantor and witness and moves it to Score Card', async () => {
    const id = await createComplete();
    const detail = await trpc(t.app, 'query', 'application.byId', { id }, staff);
    expect(detail.data).toMatchObject({
      seq: 2,
      progressName: 'Score Card',
      purpose: 'Two 20-tonne excavators',
      hirerId,
    });
    const documents = (
      await trpc(t.app, 'query', 'application.basicInformation.documents', { applicantId: id }, staff)
    ).data as { resourceId: number; fileName: string; url: string }[];
    expect(documents.map((d) => d.resourceId)).toEqual(MANDATORY);
    expect(documents[0]).toMatchObject({
      fileName: 'scan.pdf',
      url: expect.stringMatching(/^\/files\/\d+$/),
    });
    const guarantors = (
      await trpc(t.app, 'query', 'application.basicInformation.guarantors', { applicantId: id }, staff)
    ).data as { name: string; hirerContactId: number }[];
    expect(guarantors).toEqual([
      expect.objectContaining({ name: 'Lim Ah Kow', hirerContactId: contacts.director }),
    ]);
    const witnesses = (
      await trpc(t.app, 'query', 'application.basicInformation.witnesses', { applicantId: id }, staff)
    ).data as { name: string; designation: string }[];
    expect(witnesses).toEqual([expect.objectContaining({ name: 'Siti Aminah', designation: 'Manager' })]);
    const activity = (await trpc(t.app, 'query', 'application.activity', { id }, staff)).data as {
      description: string;
    }[];
    const name = demoUserOf('Credit Officer').name;
    expect(activity.map((a) => a.description).sort()).toEqual(
      [`Application created by ${name}`, `Basic Information saved by ${name}`].sort(),
    );
  });

  it.each([
    ['no company', { hirerId: undefined }, APPLICANT_MESSAGES.hirerId],
    ['no program', { financialProgramId: undefined }, APPLICANT_MESSAGES.financialProgramId],
    ['a missing mandatory file', { addDocuments: 'drop-one' }, APPLICANT_MESSAGES.filesMissing],
    ['no documents at all', { addDocuments: [] }, APPLICANT_MESSAGES.filesMissing],
    ['no guarantor', { addGuarantors: [] }, APPLICANT_MESSAGES.guarantors],
    ['no witness', { addWitnesses: [] }, APPLICANT_MESSAGES.witnesses],
  ])('refuses %s with the spec message and creates nothing', async (_label, change, message) => {
    const input: Record<string, unknown> = { ...(await completeInput()) };
    for (const [key, value] of Object.entries(change)) {
      if (value === 'drop-one') input[key] = (input[key] as unknown[]).slice(1);
      else if (value === undefined) delete input[key];
      else input[key] = value;
    }
    const before = await applicantCount();
    const res = await save(input);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect(await applicantCount()).toBe(before);
  });

  it('refuses duplicate guarantors and witnesses, a guarantor without a card of one’s own, and a stranger', async () => {
    const base = await completeInput();
    const guarantor = base.addGuarantors[0]!;
    const twice = await save({ ...base, addGuarantors: [guarantor, { ...guarantor, name: ' lim ah kow ' }] });
    expect(twice.error?.message).toBe(APPLICANT_MESSAGES.guarantor);
    const witness = base.addWitnesses[0]!;
    const witnessTwice = await save({
      ...base,
      addWitnesses: [witness, { ...witness, name: 'SITI AMINAH' }],
    });
    expect(witnessTwice.error?.message).toBe(APPLICANT_MESSAGES.witness);
    // A file somebody else uploaded is not this officer's to attach.
    const foreign = await storeTestFile(t.app, admin);
    const othersCard = await save({ ...base, addGuarantors: [{ ...guarantor, fileId: foreign }] });
    expect(othersCard.error?.message).toBe(APPLICANT_MESSAGES.guarantor);
    const noIdentity = await save({ ...base, addGuarantors: [{ ...guarantor, identityNo: ' ' }] });
    expect(noIdentity.error?.message).toBe(APPLICANT_MESSAGES.guarantor);
    const noWitnessIdentity = await save({ ...base, addWitnesses: [{ ...witness, identityNo: '' }] });
    expect(noWitnessIdentity.error?.message).toBe(APPLICANT_MESSAGES.witness);
    const stranger = await save({
      ...base,
      addWitnesses: [{ ...witness, hirerContactId: contacts.elsewhere }],
    });
    expect(stranger.error?.message).toBe('The contact is not a directorship of this company');
  });

  it('refuses a document that is not an applicant document type', async () => {
    const base = await completeInput();
    const res = await save({
      ...base,
      addDocuments: [...base.addDocuments, { resourceId: 61, fileId: base.addDocuments[0]!.fileId }],
    });
    expect(res.error?.message).toBe('Please select a document type');
  });

  it('edits a saved application: removals and additions all or nothing, the company kept', async () => {
    const id = await createComplete();
    const documents = (
      await trpc(t.app, 'query', 'application.basicInformation.documents', { applicantId: id }, officer)
    ).data as { id: number; resourceId: number }[];
    const companyReport = documents.find((d) => d.resourceId === 41)!;
    const common = { id, hirerId, financialProgramId: programId, purpose: 'Changed' };
    // Removing a mandatory file without a replacement: refused, and nothing changed.
    const refused = await save({ ...common, removeDocumentIds: [companyReport.id] });
    expect(refused.error?.message).toBe(APPLICANT_MESSAGES.filesMissing);
    expect(
      (
        (await trpc(t.app, 'query', 'application.basicInformation.documents', { applicantId: id }, officer))
          .data as unknown[]
      ).length,
    ).toBe(4);
    // Replaced in the same save: accepted.
    const replacement = await storeTestFile(t.app, officer);
    const replaced = await save({
      ...common,
      removeDocumentIds: [companyReport.id],
      addDocuments: [{ resourceId: 41, fileId: replacement }],
    });
    expect(replaced.status).toBe(200);
    const after = (await trpc(t.app, 'query', 'application.byId', { id }, officer)).data as {
      purpose: string;
      seq: number;
    };
    expect(after).toMatchObject({ purpose: 'Changed', seq: 2 });
    const moved = await save({ ...common, hirerId: otherHirerId });
    expect(moved.error?.message).toBe(APPLICATION_MESSAGES.hirerChanged);
    const unknownRow = await save({ ...common, removeGuarantorIds: [999_999] });
    expect(unknownRow.status).toBe(404);
    expect(unknownRow.error?.message).toBe('Guarantor not found');
  });

  it('keeps a later progress when Basic Information is saved again', async () => {
    const id = await createComplete();
    await t.app.db.updateTable('applicant').set({ progressId: 4 }).where('id', '=', id).execute();
    const res = await save({ id, hirerId, financialProgramId: programId, purpose: null });
    expect(res.status).toBe(200);
    expect(
      ((await trpc(t.app, 'query', 'application.byId', { id }, officer)).data as { seq: number }).seq,
    ).toBe(4);
  });

  it('is refused to Staff with the permission reason', async () => {
    const res = await save(await completeInput(staff), staff);
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe(permissionReason('application.write'));
  });
});

describe('a locked application refuses every change of Basic Information (origination §4)', () => {
  let id: number;
  let documentId: number;
  let guarantorId: number;
  beforeAll(async () => {
    id = await createComplete();
    const docs = (
      await trpc(t.app, 'query', 'application.basicInformation.documents', { applicantId: id }, officer)
    ).data as { id: number }[];
    documentId = docs[0]!.id;
    const guarantors = (
      await trpc(t.app, 'query', 'application.basicInformation.guarantors', { applicantId: id }, officer)
    ).data as { id: number }[];
    guarantorId = guarantors[0]!.id;
    await t.app.db
      .updateTable('applicant')
      .set({ progressId: 6, lockStatus: 1 })
      .where('id', '=', id)
      .execute();
  });
  const locked = { status: 0, msg: APPLICATION_MESSAGES.locked };

  it('over tRPC', async () => {
    const res = await save({ id, hirerId, financialProgramId: programId, purpose: 'Late change' });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(APPLICATION_MESSAGES.locked);
    const remove = await trpc(
      t.app,
      'mutation',
      'application.basicInformation.deleteDocument',
      { id: documentId },
      officer,
    );
    expect(remove.error?.message).toBe(APPLICATION_MESSAGES.locked);
  });

  it('over the legacy REST calls', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/applicant',
      headers: officer,
      payload: { id, financialProgramId: programId, purpose: 'Late' },
    });
    expect([put.statusCode, put.json()]).toEqual([409, locked]);
    const doc = multipartBody(
      { applicantId: String(id), resourceId: '45' },
      { name: 'fs.pdf', data: TEST_PDF, type: 'application/pdf' },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/applicantDocument',
      ...doc,
      headers: { ...doc.headers, ...officer },
    });
    expect([upload.statusCode, upload.json()]).toEqual([409, locked]);
    for (const url of [
      `/api/applicantDocument?id=${documentId}`,
      `/api/applicantGuarantor?id=${guarantorId}`,
    ]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: officer });
      expect([res.statusCode, res.json()]).toEqual([409, locked]);
    }
    const witness = await t.app.inject({
      method: 'POST',
      url: '/api/applicantWitness',
      headers: officer,
      payload: { applicantId: id, name: 'Someone New', identityNo: '1' },
    });
    expect([witness.statusCode, witness.json()]).toEqual([409, locked]);
    const guarantor = multipartBody(
      { applicantId: String(id), name: 'New Person', identityNo: '1' },
      { name: 'ic.pdf', data: TEST_PDF, type: 'application/pdf' },
    );
    const g = await t.app.inject({
      method: 'POST',
      url: '/api/applicantGuarantor',
      ...guarantor,
      headers: { ...guarantor.headers, ...officer },
    });
    expect([g.statusCode, g.json()]).toEqual([409, locked]);
  });
});

describe('the legacy Basic Information calls (origination §7)', () => {
  let id: number;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicant',
      headers: officer,
      payload: { hirerId, financialProgramId: programId, purpose: 'Legacy client' },
    });
    id = res.json<{ id: number }>().id;
  });

  const postDocument = (
    resourceId: number,
    file: { name: string; data: Buffer; type: string },
    auth = officer,
  ) => {
    const body = multipartBody({ applicantId: String(id), resourceId: String(resourceId), name: '' }, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/applicantDocument',
      ...body,
      headers: { ...body.headers, ...auth },
    });
  };

  it('PUT /applicant refuses an incomplete Basic Information with the spec messages', async () => {
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/applicant',
        headers: officer,
        payload: { id, financialProgramId: programId },
      });
    expect((await put()).json()).toEqual({ status: 0, msg: APPLICANT_MESSAGES.filesMissing });
    const missingProgram = await t.app.inject({
      method: 'PUT',
      url: '/api/applicant',
      headers: officer,
      payload: { id },
    });
    expect(missingProgram.json()).toEqual({ status: 0, msg: APPLICANT_MESSAGES.financialProgramId });
  });

  it('an uploaded bank statement is queued with the upload and read by the worker (status no longer Pending)', async () => {
    const upload = await postDocument(44, {
      name: 'statement-unreadable.csv',
      data: Buffer.from('nothing,a,bank,would,send\n'),
      type: 'text/csv',
    });
    expect(upload.json()).toMatchObject({ status: 1 });
    const documentId = upload.json<{ id: number }>().id;
    const status = async () => {
      const res = await trpc(t.app, 'query', 'documentAnalysis.statusFor', { applicantId: id }, officer);
      const data = res.data as { documents: { documentId: number; status: string; reason: string | null }[] };
      return data.documents.find((document) => document.documentId === documentId);
    };
    expect(await status()).toMatchObject({ status: 'Pending' });
    while (await t.app.documentAnalysisWorker.processNext()) {}
    expect(await status()).toMatchObject({ status: 'Failed', reason: expect.any(String) });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantDocument?id=${documentId}`,
      headers: officer,
    });
  });

  it('POST /applicantDocument stores uploads checked by content; GET lists them; DELETE removes one', async () => {
    const refused = await postDocument(41, {
      name: 'report.pdf',
      data: Buffer.from('<html><body>not a report</body></html>'),
      type: 'application/pdf',
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { status: 0, msg: UPLOAD_MESSAGES.wrongApplicantDocumentType },
    ]);
    // A bank statement may come as CSV (the document analysis reads it).
    const csv = await postDocument(44, {
      name: 'statement.csv',
      data: Buffer.from('Date,Withdrawal,Deposit\n2026-01-31,100.00,250.00\n'),
      type: 'text/csv',
    });
    expect(csv.json()).toMatchObject({ status: 1 });
    const csvId = csv.json<{ id: number }>().id;
    await t.app.inject({ method: 'DELETE', url: `/api/applicantDocument?id=${csvId}`, headers: officer });
    const wrongType = await postDocument(71, { name: 'x.pdf', data: TEST_PDF, type: 'application/pdf' });
    expect(wrongType.json()).toEqual({ status: 0, msg: 'Please select a document type' });
    const ids: number[] = [];
    for (const resourceId of MANDATORY) {
      const res = await postDocument(resourceId, {
        name: `doc-${resourceId}.pdf`,
        data: TEST_PDF,
        type: 'application/pdf',
      });
      expect(res.json()).toMatchObject({
        status: 1,
        msg: 'Submitted Successfully',
        url: expect.stringMatching(/^\/files\/\d+$/),
      });
      ids.push(res.json<{ id: number }>().id);
    }
    const extra = await postDocument(48, { name: 'other.png', data: TEST_PNG, type: 'image/png' });
    const list = await t.app.inject({ method: 'GET', url: `/api/applicant/document/${id}`, headers: staff });
    const documents =
      list.json<
        { id: number; Resource: { name: string }; name: string; url: string; analyze_result: unknown }[]
      >();
    expect(documents).toHaveLength(5);
    expect(documents[0]).toMatchObject({
      Resource: { name: 'CTOS Company Report' },
      name: 'doc-41.pdf',
      analyze_result: null,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantDocument?id=${extra.json<{ id: number }>().id}`,
      headers: officer,
    });
    expect(removed.json()).toEqual({ status: 1, msg: 'Deleted Successfully' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantDocument?id=${ids.length + 999_000}`,
      headers: officer,
    });
    expect([again.statusCode, again.json()]).toEqual([404, { status: 0, msg: 'Document not found' }]);
  });

  it('POST /applicantGuarantor (multipart with the card) refuses what §5 refuses; DELETE removes', async () => {
    const post = (fields: Record<string, string>, withFile = true) => {
      const body = multipartBody(
        { applicantId: String(id), ...fields },
        withFile ? { name: 'ic.pdf', data: TEST_PDF, type: 'application/pdf' } : undefined,
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/applicantGuarantor',
        ...body,
        headers: { ...body.headers, ...officer },
      });
    };
    const guarantorRefusal = { status: 0, msg: APPLICANT_MESSAGES.guarantor };
    expect((await post({ name: 'Lim Ah Kow', identityNo: '700101' }, false)).json()).toEqual(
      guarantorRefusal,
    );
    expect((await post({ name: 'Lim Ah Kow', identityNo: '' })).json()).toEqual(guarantorRefusal);
    expect((await post({ name: '', identityNo: '700101' })).json()).toEqual(guarantorRefusal);
    const first = await post({
      name: 'Lim Ah Kow',
      identityNo: '700101-10-5511',
      phone: '012-3456789',
      description: 'Director',
    });
    expect(first.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    expect((await post({ name: 'LIM AH KOW', identityNo: '1' })).json()).toEqual(guarantorRefusal);
    expect((await post({ name: 'Tan', identityNo: '1', phone: '12' })).json()).toEqual({
      status: 0,
      msg: 'Phone number is not valid',
    });
    const spare = await post({ name: 'Spare Guarantor', identityNo: '2' });
    const list = await t.app.inject({ method: 'GET', url: `/api/applicant/guarantor/${id}`, headers: staff });
    expect(list.json()).toEqual([
      expect.objectContaining({
        name: 'Lim Ah Kow',
        identityNo: '700101-10-5511',
        phone: '012-3456789',
        description: 'Director',
      }),
      expect.objectContaining({ name: 'Spare Guarantor' }),
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantGuarantor?id=${spare.json<{ id: number }>().id}`,
      headers: officer,
    });
    expect(removed.json()).toEqual({ status: 1, msg: 'Deleted Successfully' });
  });

  it('POST /applicantWitness (multipart or JSON) refuses duplicates; GET lists them', async () => {
    const body = multipartBody({
      applicantId: String(id),
      name: 'Siti Aminah',
      designation: 'Manager',
      identityNo: '820202',
    });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/applicantWitness',
      ...body,
      headers: { ...body.headers, ...officer },
    });
    expect(first.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/applicantWitness',
      headers: officer,
      payload: { applicantId: id, name: 'siti aminah', identityNo: '1' },
    });
    expect([duplicate.statusCode, duplicate.json()]).toEqual([
      400,
      { status: 0, msg: APPLICANT_MESSAGES.witness },
    ]);
    const noIdentity = await t.app.inject({
      method: 'POST',
      url: '/api/applicantWitness',
      headers: officer,
      payload: { applicantId: id, name: 'Other' },
    });
    expect(noIdentity.json()).toEqual({ status: 0, msg: APPLICANT_MESSAGES.witness });
    const list = await t.app.inject({ method: 'GET', url: `/api/applicant/witness/${id}`, headers: staff });
    expect(list.json()).toEqual([
      { id: expect.any(Number), name: 'Siti Aminah', designation: 'Manager', identityNo: '820202' },
    ]);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/applicantWitness/all?applicantId=${id}`,
      headers: staff,
    });
    expect(all.json<{ name: string }[]>().map((w) => w.name)).toEqual(['Siti Aminah']);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/applicantWitness',
      headers: staff,
      payload: { applicantId: id, name: 'X', identityNo: '1' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('PUT /applicant then completes Basic Information and moves to Score Card', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/applicant',
      headers: officer,
      payload: { id: String(id), financialProgramId: String(programId), purpose: 'Legacy, complete' },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Saved Successfully', id });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/details/${id}`,
      headers: staff,
    });
    expect(details.json()).toMatchObject({
      purpose: 'Legacy, complete',
      Progress: { seq: 2, name: 'Score Card' },
    });
  });
});
