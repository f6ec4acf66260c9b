import { type Permission, permissionReason } from '@sewabeli/domain';
import { z } from 'zod';
import type { AnyRestRoute, RestAccess } from '../../plugins/rest';
import { API_VERSIONS } from './version';

type JsonSchema = Record<string, unknown>;

/** How JSON.stringify writes a Date: what a client reads where an answer holds one. */
const ISO_MOMENT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';

/**
 * A route's zod schema as JSON Schema (draft 2020-12, OpenAPI 3.1's own): what a client sends ('input') or
 * receives ('output'). An answer's Date is written as the string it serialises to.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      if (io === 'output' && zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time', pattern: ISO_MOMENT });
    },
  });
  return rest as JsonSchema;
}

/** The 200 answer's content: a route's file type, or its JSON schema (unstated: JSON of no stated shape). */
function answerContentOf(route: AnyRestRoute) {
  if (route.schemas.answerType)
    return {
      [route.schemas.answerType]: { schema: { type: 'string', contentMediaType: route.schemas.answerType } },
    };
  const answer = route.schemas.answer ? jsonSchemaOf(route.schemas.answer, 'output') : {};
  return { 'application/json': { schema: answer } };
}

/** '/hirer/details/:id' as OpenAPI writes it, '/hirer/details/{id}', with the names of its path parameters. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: `/api${converted}`, names };
}

function parametersOf(route: AnyRestRoute, names: string[]) {
  const params = route.schemas.params ? jsonSchemaOf(route.schemas.params, 'input') : undefined;
  const paramProps = (params?.properties ?? {}) as Record<string, JsonSchema>;
  const pathParams = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: paramProps[name] ?? { type: 'string' },
  }));
  const query = route.schemas.query ? jsonSchemaOf(route.schemas.query, 'input') : undefined;
  const required = new Set((query?.required ?? []) as string[]);
  const queryParams = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  return [...pathParams, ...queryParams];
}

/** The legacy envelope of a refusal (and of most writes): status 0 and the message to show. */
const REFUSAL: JsonSchema = {
  type: 'object',
  properties: { status: { const: 0 }, msg: { type: 'string' } },
  required: ['status', 'msg'],
};

/** 'Needs `vendor.delete`: only a Superadmin can delete vendors.', worded from the permission table. */
function permissionNote(permission: Permission): string {
  const reason = permissionReason(permission);
  return `\`${permission}\`: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}.`;
}

/**
 * Issue 41: who may make the call, from the permission table (packages/domain auth/permissions.ts), never written by
 * hand: the route's own permission, or, for a path open to every signed-in caller, the permissions its handler
 * checks for the action asked.
 */
export function accessNote(access: RestAccess, checks: readonly Permission[] = []): string {
  if (access === 'public') return 'Open to anyone.';
  if (access !== 'authed') return `Needs ${permissionNote(access.permission)}`;
  const base = 'Any signed-in member of staff or API token.';
  if (checks.length === 0) return base;
  return `${base} The action asked then needs ${checks.map(permissionNote).join(' Or ')}`;
}

/**
 * Issue 41: the legacy paths speak the code's entity names; the reference says what each is on the screens
 * (docs/conventions.md, one glossary). An area the glossary does not rename keeps its name.
 */
export const ENTITY_GLOSSARY: Record<string, string> = {
  applicantProduct: 'an agreement (on the screens also an order line, master record or collection)',
  applicantProductTransaction: 'an instalment of an agreement',
  applicantProductPayment: 'a payment on an agreement (the ledger)',
  applicantProductReschedule: 'a reschedule of an agreement',
  applicant: 'an application',
  hirer: 'a company',
  hirerContact: 'a directorship of a company',
  brand: 'an asset type',
  product: 'an asset (model)',
  vendor: 'a vendor',
  user: 'a member of staff',
  userAuth: 'sign-in and credentials',
  resource: 'reference data (resources)',
};

function tagOf(route: AnyRestRoute): string {
  return route.path.split('/')[1] || 'api';
}

function operationOf(route: AnyRestRoute, names: string[]) {
  const area = tagOf(route);
  const entity = ENTITY_GLOSSARY[area];
  const operation: JsonSchema = {
    operationId: `${route.method.toString().toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [area],
    summary: `${route.method} ${route.path}`,
    description: `${entity ? `\`${area}\`: ${entity}. ` : ''}${accessNote(route.access, route.schemas.checks)}`,
    parameters: parametersOf(route, names),
    responses: {
      '200': { description: 'Done', content: answerContentOf(route) },
      '400': {
        description: 'Bad input: nothing changed',
        content: { 'application/json': { schema: REFUSAL } },
      },
      ...(route.access === 'public'
        ? {}
        : {
            '401': { description: 'Not signed in', content: { 'application/json': { schema: REFUSAL } } },
            '403': { description: 'Not allowed', content: { 'application/json': { schema: REFUSAL } } },
          }),
    },
  };
  if (route.access !== 'public') operation.security = [{ bearer: [] }, { session: [] }];
  if (route.schemas.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(route.schemas.body, 'input') } },
    };
  }
  return operation;
}

/**
 * Issue 33: the OpenAPI 3.1 document of the legacy REST adapter, written from the routes' own schemas (request
 * bodies, path and query parameters, the answer where a route states it), so it cannot drift from what is served.
 */
export function openApiDocument(routes: readonly AnyRestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const areas = [...new Set(routes.map(tagOf))].sort();
  for (const route of routes) {
    const { path, names } = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toString().toLowerCase()] = operationOf(route, names);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sewabeli legacy REST API',
      version: API_VERSIONS.rest,
      description:
        'The calls of the legacy system, reproduced with their paths and shapes. Sign in with POST /api/userAuth/login ' +
        '(a session token) or use an API token issued by a Superadmin (User > API Tokens), sent as ' +
        '`Authorization: Bearer <token>`. The typed tRPC client (packages/client) is the way in for new integrations.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token (sbt_...) or a session token' },
        session: { type: 'apiKey', in: 'cookie', name: 'token' },
      },
    },
    tags: areas.map((name) => ({
      name,
      ...(ENTITY_GLOSSARY[name] ? { description: `${name}: ${ENTITY_GLOSSARY[name]}` } : {}),
    })),
    paths,
  };
}
