import { validate } from '@readme/openapi-parser';
import { PERMISSION_NAMES, permissionReason } from '@sewabeli/domain';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../plugins/rest-routes';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { accessNote } from './openapi';
import { API_VERSIONS } from './version';

/** Issue 33: the OpenAPI document of the REST adapter, its reference page and the API versions. */
let t: TestApp;
let admin: Record<string, string>;
interface Operation {
  security?: unknown;
  description: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
}
/** A 200 answer as the document states it. */
interface Answered {
  responses: {
    '200': {
      content: Record<
        string,
        { schema: { properties: Record<string, { const?: number; type?: unknown; format?: string }> } }
      >;
    };
  };
}
/** The document as read back: what these tests look at. */
let document: {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: admin });
  expect(res.statusCode).toBe(200);
  document = res.json();
});

afterAll(async () => {
  await t?.close();
});

describe('issue 33: the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(API_VERSIONS.rest);
  });

  it('documents every registered legacy route, and documents nothing that is not served', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = restRoutes.map(
      (route) => `${route.method} /api${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
    );
    expect([...documented].sort()).toEqual([...registered].sort());
    // The router ignores a trailing slash ('/applicantProduct/' is the spec's spelling of '/applicantProduct').
    const served = (method: HTTPMethods, url: string) =>
      t.app.hasRoute({ method, url }) || t.app.hasRoute({ method, url: url.replace(/\/$/, '') });
    for (const route of restRoutes)
      expect(served(route.method as HTTPMethods, `/api${route.path}`), route.path).toBe(true);
  });

  it('states each body, path parameter and the access a route needs', () => {
    const operation = (path: string, method: string): Operation => {
      const found = document.paths[path]?.[method];
      if (!found) throw new Error(`${method} ${path} is not documented`);
      return found;
    };
    const login = operation('/api/userAuth/login', 'post');
    expect(login.security).toBeUndefined();
    expect(login.requestBody.content['application/json']?.schema.properties).toHaveProperty('username');
    const details = operation('/api/hirer/details/{id}', 'get');
    expect(details.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(details.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(operation('/api/vendor', 'delete').description).toContain('vendor.delete');
  });

  it("states each answer: the legacy envelope's status, nullable fields, moments as strings, a file's type", () => {
    const answerOf = (path: string, method: string) => {
      const found = document.paths[path]?.[method] as unknown as Answered | undefined;
      if (!found) throw new Error(`${method} ${path} is not documented`);
      return found.responses['200'].content;
    };
    const deleted = answerOf('/api/vendor', 'delete')['application/json']?.schema;
    expect(deleted?.properties.status).toEqual({ type: 'number', const: 1 });
    const user = answerOf('/api/user/details/{id}', 'get')['application/json']?.schema;
    expect(user?.properties.phone?.type).toEqual(['string', 'null']);
    const vendor = answerOf('/api/vendor/details/{id}', 'get')['application/json']?.schema;
    expect(vendor?.properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(Object.keys(answerOf('/api/applicantProduct/export', 'get'))).toEqual(['text/csv']);
  });

  it('issue 41: names the entities as the screens do: applicantProduct is an agreement', () => {
    expect(document.tags).toContainEqual({
      name: 'applicantProduct',
      description:
        'applicantProduct: an agreement (on the screens also an order line, master record or collection)',
    });
    expect(document.tags).toContainEqual(
      expect.objectContaining({ name: 'hirer', description: 'hirer: a company' }),
    );
    expect(document.paths['/api/applicantProduct/all']?.get?.description).toMatch(
      /^`applicantProduct`: an agreement/,
    );
  });

  it('issue 41: states each call’s real permission, worded from the permission table', async () => {
    for (const permission of PERMISSION_NAMES)
      expect(accessNote({ permission })).toBe(
        `Needs \`${permission}\`: ${permissionReason(permission).replace(/^Only/, 'only')}.`,
      );
    expect(document.paths['/api/vendor']?.delete?.description).toContain(
      'Needs `vendor.delete`: only a Superadmin can delete vendors.',
    );
    // A path open to every signed-in caller states the permissions its handler checks...
    const createUser = document.paths['/api/user']?.post?.description ?? '';
    expect(createUser).toContain('`user.create`: only a Superadmin can create users.');
    const transaction = document.paths['/api/applicantProductTransaction']?.put?.description ?? '';
    expect(transaction).toContain('`collection.write`');
    expect(transaction).toContain('`collection.correct`: only a Superadmin can correct instalments.');
    // ...and that is the check a caller meets.
    const credit = bearer(await signIn(t.app, 'credit.officer'));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/applicantProduct?id=999999',
      headers: credit,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(permissionReason('collection.delete'));
    expect(document.paths['/api/applicantProduct']?.delete?.description).toContain(
      '`collection.delete`: only a Superadmin can delete collections.',
    );
  });

  it('is served only to the signed-in or a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
  });

  it('has an interactive reference served from our own origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: admin });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/swagger-ui-bundle.js',
      headers: admin,
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.body.length).toBeGreaterThan(100_000);
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/docs/package.json', headers: admin });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('states the versions of both APIs, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rest: API_VERSIONS.rest, trpc: API_VERSIONS.trpc });
  });
});
