import { isCollection, isLiveAgreement } from '@sewabeli/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { createTestDb } from '../../testing/index';
import { insertLine, valuesOf } from './book.test-support';
import { liveAgreementLines, liveAgreementSql, liveAgreements, liveCollectionSql } from './live-agreement';

/** Issue 30/42: "a live agreement" and "a collection" in SQL against the domain's isLiveAgreement/isCollection. */
const RUNS = 20;
const today = '2026-11-28';
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'base' });
});
afterAll(() => handle?.close());

const line = fc.record({
  lineDeleted: fc.boolean(),
  applicationDeleted: fc.boolean(),
  hpNo: fc.option(fc.constant('HP/1'), { nil: null }),
  agreementExecution: fc.option(fc.constant(today), { nil: null }),
});
const deletedAt = (deleted: boolean) => (deleted ? '2026-01-01T00:00:00Z' : null);

describe('the live agreement in SQL', () => {
  it('liveAgreementSql and liveCollectionSql are the domain isLiveAgreement and isCollection', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 20 }), async (lines) => {
        const { rows } = await sql<{ live: boolean; collection: boolean }>`
          select ${liveAgreementSql('l', 'a')} as live, ${liveCollectionSql('l', 'a')} as collection
          from (values ${valuesOf(
            lines.map((row, n) => [n, deletedAt(row.lineDeleted), row.hpNo, row.agreementExecution]),
            ['int', 'timestamptz', 'text', 'date'],
          )}) as l (n, deleted_at, hp_no, agreement_execution)
          join (values ${valuesOf(
            lines.map((row, n) => [n, deletedAt(row.applicationDeleted)]),
            ['int', 'timestamptz'],
          )}) as a (n, deleted_at) on a.n = l.n
          order by l.n`.execute(handle.db);
        expect(rows).toEqual(
          lines.map((row) => ({ live: isLiveAgreement(row), collection: isCollection(row) })),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('liveAgreements and liveAgreementLines list the lines the domain calls live', async () => {
    const db = handle.db;
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), async (drawn) => {
        const written = [];
        for (const row of drawn) {
          const { id } = await insertLine(db, {
            execution: row.agreementExecution,
            months: 1,
            monthly: 100,
            hpNo: row.hpNo === null ? null : undefined,
          });
          if (row.lineDeleted)
            await db
              .updateTable('applicantProduct')
              .set({ deletedAt: new Date() })
              .where('id', '=', id)
              .execute();
          written.push({ id, live: isLiveAgreement({ ...row, applicationDeleted: false }) });
        }
        const ids = written.map((row) => row.id);
        const sorted = (rows: { id: number }[]) => rows.map((row) => row.id).sort((x, y) => x - y);
        const expected = written.filter((row) => row.live).map((row) => row.id);
        const lines = liveAgreementLines(db).where('applicantProduct.id', 'in', ids);
        const joined = liveAgreements(db).where('applicantProduct.id', 'in', ids);
        expect(sorted(await lines.select('applicantProduct.id').execute())).toEqual(expected);
        expect(sorted(await joined.select('applicantProduct.id').execute())).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});
