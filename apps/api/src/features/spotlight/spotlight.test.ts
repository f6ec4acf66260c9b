import { hpNoKeySql } from '@sewabeli/db';
import { hpNoKey } from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../testing/caller';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let officer: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({}, 'demo');
  officer = await callerFor(t, 'Credit Officer');
  admin = await callerFor(t, 'Superadmin');
});
afterAll(() => t.close());

const keys = (hits: { kind: string; id: number }[]) => hits.map((hit) => `${hit.kind}:${hit.id}`);

describe('spotlight.search (issue 29)', () => {
  it('finds a company by part of its name or its registration number, names starting with the term first', async () => {
    const company = await t.app.db
      .selectFrom('hirer')
      .select(['id', 'name', 'registrationNo'])
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = company.name.split(' ')[0] ?? company.name;
    const byName = await officer.spotlight.search({ term: word.toUpperCase() });
    const companies = byName.hits.filter((hit) => hit.kind === 'company');
    expect(keys(companies)).toContain(`company:${company.id}`);
    expect(companies[0]?.title.toLowerCase().startsWith(word.toLowerCase())).toBe(true);

    const byRegistration = await officer.spotlight.search({ term: company.registrationNo });
    expect(byRegistration.hits).toContainEqual({
      kind: 'company',
      id: company.id,
      title: company.name,
      detail: company.registrationNo,
    });
  });

  it('finds an application by its number and by its company; a deleted one is not found', async () => {
    const application = await t.app.db
      .selectFrom('applicant')
      .innerJoin('hirer', 'hirer.id', 'applicant.hirerId')
      .select(['applicant.id', 'hirer.name'])
      .where('applicant.deletedAt', 'is', null)
      .orderBy('applicant.id', 'desc')
      .executeTakeFirstOrThrow();
    const byId = await officer.spotlight.search({ term: `#${application.id}` });
    expect(byId.hits.find((hit) => hit.kind === 'application')).toMatchObject({
      id: application.id,
      title: `#${application.id} ${application.name}`,
    });

    await t.app.db
      .updateTable('applicant')
      .set({ deletedAt: new Date() })
      .where('id', '=', application.id)
      .execute();
    try {
      const afterDelete = await officer.spotlight.search({ term: String(application.id) });
      expect(keys(afterDelete.hits)).not.toContain(`application:${application.id}`);
    } finally {
      await t.app.db
        .updateTable('applicant')
        .set({ deletedAt: null })
        .where('id', '=', application.id)
        .execute();
    }
  });

  it('finds an agreement by HP number, company or chassis number, and never an order line without an HP number', async () => {
    const line = await t.app.db
      .selectFrom('applicantProduct')
      .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
      .select(['applicantProduct.id', 'applicantProduct.hpNo', 'applicantProduct.chassis'])
      .where('applicantProduct.hpNo', 'is not', null)
      .where('applicantProduct.chassis', 'is not', null)
      .where('applicantProduct.deletedAt', 'is', null)
      .where('applicant.deletedAt', 'is', null)
      .orderBy('applicantProduct.id', 'desc')
      .executeTakeFirstOrThrow();
    const byHp = await officer.spotlight.search({ term: (line.hpNo ?? '').toLowerCase() });
    expect(byHp.hits.find((hit) => hit.kind === 'agreement')).toMatchObject({
      id: line.id,
      title: line.hpNo,
    });
    const byChassis = await officer.spotlight.search({ term: line.chassis ?? '' });
    expect(keys(byChassis.hits)).toContain(`agreement:${line.id}`);

    const notAgreements = await t.app.db
      .selectFrom('applicantProduct')
      .select('id')
      .where('hpNo', 'is', null)
      .execute();
    const everything = await officer.spotlight.search({ term: 'sdn' });
    const agreementIds = everything.hits.filter((hit) => hit.kind === 'agreement').map((hit) => hit.id);
    expect(agreementIds.length).toBeGreaterThan(0);
    for (const { id } of notAgreements) expect(agreementIds).not.toContain(id);
  });

  it('issue 41: finds an HP number typed without its slashes or with spaces, by the domain’s one rule', async () => {
    const line = await t.app.db
      .selectFrom('applicantProduct')
      .select(['id', 'hpNo'])
      .where('hpNo', '=', 'SB/HP/2024/0905')
      .executeTakeFirstOrThrow();
    for (const term of ['sbhp20240905', 'SB HP 2024 0905', 'sb-hp-2024-0905', 'HP20240905']) {
      const { hits } = await officer.spotlight.search({ term });
      expect(hits.filter((hit) => hit.kind === 'agreement').map((hit) => [hit.id, hit.title])).toEqual([
        [line.id, 'SB/HP/2024/0905'],
      ]);
    }
    // The SQL key is the domain's key, whatever is stored.
    for (const text of ['SB/HP/2024/0905', ' sb hp.2024-09/05 ', 'ÄB/Ø 12', 'x_y%z 9']) {
      const row = await sql<{
        key: string;
      }>`select ${sql.raw(hpNoKeySql('t.v'))} as key from (select ${text}::text as v) t`.execute(t.app.db);
      expect(row.rows[0]?.key).toBe(hpNoKey(text));
    }
  });

  it('answers at most five a group', async () => {
    const { hits } = await admin.spotlight.search({ term: 'sdn' });
    for (const kind of ['company', 'application', 'agreement', 'user']) {
      expect(hits.filter((hit) => hit.kind === kind).length).toBeLessThanOrEqual(5);
    }
    expect(hits.filter((hit) => hit.kind === 'company')).toHaveLength(5);
  });

  it('lists staff only to those who manage users', async () => {
    const forAdmin = await admin.spotlight.search({ term: 'officer' });
    expect(forAdmin.hits.filter((hit) => hit.kind === 'user').map((hit) => hit.detail)).toEqual(
      expect.arrayContaining([expect.stringContaining('credit.officer')]),
    );
    const forOfficer = await officer.spotlight.search({ term: 'officer' });
    expect(forOfficer.hits.filter((hit) => hit.kind === 'user')).toEqual([]);
  });

  it('takes wildcards literally and refuses a term shorter than two characters', async () => {
    expect((await officer.spotlight.search({ term: '%_' })).hits).toEqual([]);
    await expect(officer.spotlight.search({ term: 'a' })).rejects.toThrow();
  });

  it('is refused without a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/spotlight.search?input=%7B%22term%22%3A%22sdn%22%7D',
    });
    expect(res.statusCode).toBe(401);
  });
});
