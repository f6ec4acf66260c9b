import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthState } from '../features/auth/auth.types';
import { referenceDataRoutes } from './reference-data-routes';
import type { RawRestCall } from './rest';

// The factory's own promises (issue 42); the areas' paths and answers are held by rest-conformance.test.ts.
const db = { name: 'the db' };
const req = { server: { db } } as unknown as FastifyRequest;
const auth = { user: { id: 7 } } as unknown as AuthState;
const call = (body: unknown, params: unknown = {}): RawRestCall => ({
  body,
  query: {},
  params,
  auth,
  req,
  reply: {} as RawRestCall['reply'],
});
const nameBody = z.object({ name: z.string().min(1, 'Name is required') });
const idBody = z.object({ id: z.coerce.number() });

const written: unknown[] = [];
const routes = referenceDataRoutes('/thing', {
  writeAccess: { permission: 'program.write' },
  update: {
    body: nameBody,
    msg: 'Saved',
    write: async (database, user, body) => {
      written.push({ database, user: user.id, body });
      return { id: 3 };
    },
  },
  all: { answer: z.array(z.string()), read: async () => ['a'] },
  details: {
    params: z.object({ id: z.coerce.number() }),
    answer: z.object({ id: z.number() }),
    read: async (_database, { id }) => ({ id }),
  },
  delete: {
    access: { permission: 'vendor.delete' },
    body: idBody,
    msg: 'Deleted',
    answer: 'done',
    write: async () => ({ id: 9 }),
  },
  create: { body: nameBody, msg: 'Submitted', write: async () => ({ id: 4 }) },
});

describe('referenceDataRoutes', () => {
  it('writes the calls in the order they are declared, each with its path and access', () => {
    expect(routes.map((route) => [route.method, route.path, route.access])).toEqual([
      ['PUT', '/thing', { permission: 'program.write' }],
      ['GET', '/thing/all', 'authed'],
      ['GET', '/thing/details/:id', 'authed'],
      ['DELETE', '/thing', { permission: 'vendor.delete' }],
      ['POST', '/thing', { permission: 'program.write' }],
    ]);
  });

  it('hands a write the parsed body, the database and the user; answers the envelope with the id', async () => {
    const update = routes[0]!;
    expect(await update.run(call({ name: 'Crane', extra: 1 }))).toEqual({ status: 1, msg: 'Saved', id: 3 });
    expect(written).toEqual([{ database: db, user: 7, body: { name: 'Crane' } }]);
    // The body's schema judges it before the service is called (the adapter answers its message with 400).
    expect(() => update.run(call({ name: '' }))).toThrow('Name is required');
    expect(written).toHaveLength(1);
  });

  it('answers `done` without the id, and reads with the parsed params', async () => {
    expect(await routes[3]!.run(call({ id: '9' }))).toEqual({ status: 1, msg: 'Deleted' });
    expect(await routes[2]!.run(call(undefined, { id: '12' }))).toEqual({ id: 12 });
    expect(routes[3]!.schemas.answer?.safeParse({ status: 1, msg: 'Deleted' }).success).toBe(true);
  });
});
