import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  TRPCError,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { procedureAnswerKey, readingOf, serializedOnce } from '../lib/answer-cache';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';

export type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];

type Answer = { result: { data: unknown } } | { error: ReturnType<typeof getErrorShape> };

/** A procedure's answer the fetch adapter would refuse to send as plain JSON (promises, async iterables). */
const isDataStream = (value: unknown) =>
  isObject(value) &&
  (isAsyncIterable(value) || Object.values(value).some((v) => isPromise(v) || isAsyncIterable(v)));

/** A procedure that never aborts (a GET query's answer is short; the client going away ends nothing). */
const neverAborted = new AbortController().signal;

type RouterConfig = AppRouter['_def']['_config'];
let writeSingle: ((data: unknown) => Buffer) | undefined;

/** The body of one query's successful answer; a shared answer's is written once (lib/answer-cache.ts). */
function singleAnswerJson(data: unknown, config: RouterConfig): Buffer {
  writeSingle ??= serializedOnce((answer) =>
    JSON.stringify(transformTRPCResponse(config, { result: { data: answer } })),
  );
  return writeSingle(data);
}

/**
 * tRPC's HTTP protocol for GET queries, single or batched, answered straight from Fastify's request. The official
 * adapter first turns every request into a fetch Request (headers copied, an AbortController, a URL) and every
 * answer into a fetch Response, which the compression hook then reads back as bytes: about half a millisecond of
 * CPU per request, as much as the list query itself. Everything the protocol says of a query is kept (status
 * codes, 207 for a mixed batch, error shapes through the router's error formatter, responseMeta, onError); every
 * other request (mutations, a procedure that does not exist or is not a query, streaming links, input that is not
 * JSON) returns false, untouched, for the official adapter. trpc-queries.test.ts holds both to the same answers.
 */
export async function answerQueries(
  req: FastifyRequest,
  reply: FastifyReply,
  options: TrpcOptions,
): Promise<boolean> {
  const accept = req.headers.accept;
  if (req.headers['trpc-accept'] !== undefined || accept?.includes('application/jsonl')) return false;
  const query = req.query as Record<string, string | undefined>;
  const { path: pathParam } = req.params as { path: string };
  if (query.connectionParams !== undefined) return false;
  const isBatchCall = query.batch === '1';
  const paths = isBatchCall ? pathParam.split(',') : [pathParam];
  const procedures = await Promise.all(paths.map((path) => getProcedureAtPath(options.router, path)));
  if (!procedures.every((procedure) => procedure?._def.type === 'query')) return false;

  let inputs: unknown;
  try {
    inputs = query.input ? JSON.parse(query.input) : undefined;
  } catch {
    return false;
  }
  if (isBatchCall && inputs !== undefined && !isObject(inputs)) return false;

  const config = options.router._def._config;
  const deserialized = new Map<number, unknown>();
  const rawInputOf = (index: number) => {
    if (!deserialized.has(index)) {
      const raw = isBatchCall ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs;
      deserialized.set(index, raw === undefined ? undefined : config.transformer.input.deserialize(raw));
    }
    return deserialized.get(index);
  };

  const info = {
    accept: null,
    type: 'query' as const,
    isBatchCall,
    calls: paths.map((path, index) => ({
      path,
      procedure: procedures[index] ?? null,
      batchIndex: index,
      getRawInput: async () => rawInputOf(index),
      result: () => rawInputOf(index),
    })),
    connectionParams: null,
    signal: neverAborted,
    url: null,
  };
  const kept = await keptAnswer(req, isBatchCall ? undefined : paths[0], () => rawInputOf(0));
  if (kept) {
    send(reply, options, { answers: [kept], errors: [], ctx: undefined, info, paths, isBatchCall });
    return true;
  }

  let ctx: Context | undefined;
  let contextError: TRPCError | undefined;
  try {
    ctx = await options.createContext?.({ req, res: reply, info });
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }

  const errors: TRPCError[] = [];
  const answers = await Promise.all(
    paths.map(async (path, index): Promise<Answer> => {
      try {
        if (contextError) throw contextError;
        const data = await procedures[index]!({
          path,
          getRawInput: async () => rawInputOf(index),
          ctx,
          type: 'query',
          signal: neverAborted,
          batchIndex: index,
        });
        if (isDataStream(data))
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
          });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        errors.push(error);
        let input: unknown;
        try {
          input = rawInputOf(index);
        } catch {
          input = undefined;
        }
        options.onError?.({ error, path, input, ctx, type: 'query', req });
        return { error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) };
      }
    }),
  );

  send(reply, options, { answers, errors, ctx, info, paths, isBatchCall });
  return true;
}

/**
 * The answer a query's procedure gave the caller's role for the same input at this data version (keepAnswers in
 * trpc/init.ts keeps it under a key naming the role): its checks depend on nothing else of the caller, so it is
 * given again without creating a context or running the procedure's middlewares (issue 17). Undefined for a
 * batch, a request without a session, or an answer not kept.
 */
async function keptAnswer(
  req: FastifyRequest,
  path: string | undefined,
  input: () => unknown,
): Promise<Answer | undefined> {
  if (path === undefined || !req.auth) return undefined;
  let key: string;
  try {
    key = procedureAnswerKey(path, req.auth.user.role.name, input());
  } catch {
    return undefined;
  }
  const kept = req.server.answers.peek(key, readingOf(req));
  if (!kept) return undefined;
  try {
    const result = (await kept) as { data: unknown };
    return { result: { data: result.data } };
  } catch {
    return undefined;
  }
}

/** Sends the answers of a GET request as tRPC's HTTP protocol says (status, headers, responseMeta, body). */
function send(
  reply: FastifyReply,
  options: TrpcOptions,
  call: {
    answers: Answer[];
    errors: TRPCError[];
    ctx: Context | undefined;
    info: unknown;
    paths: string[];
    isBatchCall: boolean;
  },
): void {
  const { answers, errors, ctx, info, paths, isBatchCall } = call;
  const config = options.router._def._config;
  const untransformed = isBatchCall ? answers : answers[0]!;
  const meta =
    options.responseMeta?.({
      ctx,
      info,
      paths,
      data: answers,
      errors,
      eagerGeneration: false,
      type: 'query',
    } as Parameters<NonNullable<TrpcOptions['responseMeta']>>[0]) ?? {};
  reply.code(meta.status ?? getHTTPStatusCode(untransformed));
  reply.header('vary', 'trpc-accept, accept');
  reply.header('content-type', 'application/json');
  for (const [name, value] of Object.entries(meta.headers ?? {}))
    if (typeof value === 'string') reply.header(name, value);
  // As bytes, as the official path hands them on: a string would have Fastify add a charset to the type. A shared
  // answer (kept under the data version, issue 17) is serialized once.
  const only = isBatchCall ? undefined : answers[0];
  reply.send(
    only && 'result' in only
      ? singleAnswerJson(only.result.data, config)
      : Buffer.from(JSON.stringify(transformTRPCResponse(config, untransformed))),
  );
}
