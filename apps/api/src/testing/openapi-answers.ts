import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 33: holds the answers a test receives to the OpenAPI document as served at /api/openapi.json (what a
 * developer reads), operation by operation. The conformance suite (plugins/rest-conformance.test.ts) holds every
 * call of the spec with it, the lifecycle suite the writes only a whole application reaches.
 */

interface DocumentedOperation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type Paths = Record<string, Record<string, DocumentedOperation>>;

/** The operations whose success the conformance suite cannot reach on the demo book; the lifecycle suite holds them. */
export const HELD_BY_LIFECYCLE = [
  'PUT /api/applicant',
  'PUT /api/applicant/submit',
  'PUT /api/applicant/reject',
  'GET /api/agreement/generate/{id}',
  'PUT /api/applicant/complete',
] as const;

// The router folds repeated slashes and ignores a trailing one ('/applicantProduct/' is '/applicantProduct').
const normal = (path: string) => path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

export async function documentedAnswers(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json', headers });
  if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}`);
  const paths = res.json<{ paths: Paths }>().paths;
  // Formats are left to the patterns the document states beside them (a moment, a day).
  const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();
  /** The operations ('GET /api/hirer/details/{id}') a 200 JSON answer was held to. */
  const held = new Set<string>();

  /** The documented operation a request reaches: a literal path before a templated one, as the router does. */
  function operationOf(method: string, url: string) {
    const path = normal(`/api${url.split('?')[0]}`);
    const [template] = Object.entries(paths)
      .filter(([candidate, operations]) => {
        if (!operations[method.toLowerCase()]) return false;
        return new RegExp(`^${normal(candidate).replace(/\{[^/}]+\}/g, '[^/]+')}$`).test(path);
      })
      .map(([candidate]) => candidate)
      .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
    if (!template) throw new Error(`${method} ${path} reaches no documented operation`);
    return { name: `${method} ${template}`, operation: paths[template]?.[method.toLowerCase()] };
  }

  /** What is wrong with a 200 answer by the document (its content type, its JSON's shape); nothing when it fits. */
  function problems(method: string, url: string, contentType: unknown, answer: unknown): string[] {
    const { name, operation } = operationOf(method, url);
    const content = operation?.responses['200']?.content ?? {};
    const type = String(contentType ?? '');
    if (!type.startsWith('application/json'))
      return Object.keys(content).some((documented) => type.startsWith(documented))
        ? []
        : [`${name}: ${type} is not documented`];
    const schema = content['application/json']?.schema;
    if (!schema) return [`${name} documents no JSON answer`];
    let validate = validators.get(name);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(name, validate);
    }
    held.add(name);
    if (validate(answer)) return [];
    return (validate.errors ?? []).map(
      (error) => `${name}: ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }

  return { problems, held };
}
