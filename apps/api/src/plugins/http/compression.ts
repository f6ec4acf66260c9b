import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API answers of at least this many bytes are compressed for a client that accepts brotli or gzip. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of the API's answers (tRPC, legacy REST, files), registered in the scope of those routes only: the
 * web app's files are compressed once at build time and sent as they are (web-app.ts), never again per request.
 */
export async function apiCompressionPlugin(scope: FastifyInstance): Promise<void> {
  // tRPC's adapter answers with a fetch Response, whose size @fastify/compress cannot see, so it would compress even
  // a 40-byte answer as a stream. Taking the body as bytes first (what Fastify does after onSend) lets the threshold
  // apply and gives the answer a Content-Length. This hook runs before the plugin's, which is a route-level hook.
  scope.addHook('onSend', async (_req, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Request bodies are never compressed by our clients; inflating them would only invite decompression bombs.
    globalDecompression: false,
    // Brotli's default quality (11) is for files compressed once; per answer, 4 is as small as gzip 6 and faster.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
