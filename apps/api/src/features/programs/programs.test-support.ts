import type { Db } from '@sewabeli/db';
import type { FastifyInstance } from 'fastify';
import { trpc } from '../../testing/test-app';

// Helpers shared by the programs tests (not a test file itself).

export interface RestAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function rest<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
): Promise<RestAnswer<T>> {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<T>() };
}

/** A tRPC call that must succeed; answers its data. */
export async function call<T>(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const res = await trpc(app, kind, path, input, headers);
  if (res.error) throw new Error(`${path} failed (${res.status}): ${res.error.message}`);
  return res.data as T;
}

export async function resourceId(db: Db, category: string, name: string): Promise<number> {
  const row = await db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', category)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every row of the program tables and the audit log: equal before and after means nothing was saved. */
export async function snapshot(db: Db) {
  return {
    programs: await db.selectFrom('financialProgram').selectAll().orderBy('id').execute(),
    tiers: await db.selectFrom('financialProgramTier').selectAll().orderBy('id').execute(),
    factors: await db.selectFrom('factor').selectAll().orderBy('id').execute(),
    attributes: await db.selectFrom('factorAttribute').selectAll().orderBy('id').execute(),
    criteria: await db.selectFrom('criteria').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('auditLog').select(['id']).orderBy('id').execute(),
  };
}

export async function auditOf(db: Db, entity: string, entityId: number) {
  return db
    .selectFrom('auditLog')
    .select(['action', 'userId', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();
}

export const newProgram = (name: string) => ({
  name,
  maxCapped: 500_000_000,
  percentageOnNew: 85,
  percentageOnUsed: 70,
});

export const tier = (financialProgramId: number, overrides: Record<string, unknown> = {}) => ({
  financialProgramId,
  name: 'Prime',
  minScore: 70,
  maxScore: 100,
  riskLevel: 'Low',
  minInterestRate: 3.5,
  maxInterestRate: 4.5,
  maxTenure: 5,
  maxCapped: 300_000_000,
  ...overrides,
});
