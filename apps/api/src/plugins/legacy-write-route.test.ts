import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthState } from '../features/auth/auth.types';
import { legacyWriteRoute } from './legacy-write-route';
import type { RawRestCall } from './rest';

// The helper's own promises (issue 42); the routes' paths and answers are held by rest-conformance.test.ts.
const db = { name: 'the db' };
const req = { server: { db } } as unknown as FastifyRequest;
const auth = { user: { id: 7 } } as unknown as AuthState;
const call = (from: Partial<Pick<RawRestCall, 'body' | 'query' | 'params'>>): RawRestCall => ({
  body: undefined,
  query: {},
  params: {},
  ...from,
  auth,
  req,
  reply: {} as RawRestCall['reply'],
});
const idInput = z.object({ id: z.coerce.number() });

describe('legacyWriteRoute', () => {
  it('hands the call the input it names (query or params), the database, the user and the request', async () => {
    const seen: unknown[] = [];
    const byQuery = legacyWriteRoute('DELETE', '/thing', 'authed', {
      query: idInput,
      msg: 'Deleted',
      answer: 'done',
      write: async (database, user, input, request) => {
        seen.push({ database, user: user.id, input, request: request === req });
        return { id: 99 };
      },
    });
    const byParams = legacyWriteRoute(
      'GET',
      '/thing/go/:id',
      { permission: 'program.write' },
      {
        params: idInput,
        msg: 'Submitted',
        answer: 'done',
        write: async (_database, _user, input) => seen.push(input),
      },
    );
    // `done` answers the envelope alone, whatever the call returned.
    expect(await byQuery.run(call({ query: { id: '5' }, body: { id: 1 } }))).toEqual({
      status: 1,
      msg: 'Deleted',
    });
    expect(await byParams.run(call({ params: { id: '6' }, query: { id: 2 } }))).toEqual({
      status: 1,
      msg: 'Submitted',
    });
    expect(seen).toEqual([{ database: db, user: 7, input: { id: 5 }, request: true }, { id: 6 }]);
    expect([byQuery.schemas.query, byQuery.schemas.body, byParams.schemas.params]).toEqual([
      idInput,
      undefined,
      idInput,
    ]);
    expect([byParams.method, byParams.path, byParams.access]).toEqual([
      'GET',
      '/thing/go/:id',
      { permission: 'program.write' },
    ]);
  });

  it('answers the id the call wrote from the body, after the schema judged it', async () => {
    const create = legacyWriteRoute('POST', '/thing', 'authed', {
      body: z.object({ name: z.string().min(1, 'Name is required') }),
      msg: 'Submitted',
      write: async (_database, _user, { name }) => ({ id: name.length }),
    });
    expect(await create.run(call({ body: { name: 'Crane' } }))).toEqual({
      status: 1,
      msg: 'Submitted',
      id: 5,
    });
    expect(() => create.run(call({ body: { name: '' } }))).toThrow('Name is required');
    expect(create.schemas.answer?.safeParse({ status: 1, msg: 'Submitted', id: 5 }).success).toBe(true);
  });
});
