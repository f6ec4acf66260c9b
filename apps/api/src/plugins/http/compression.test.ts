import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
});
afterAll(() => t.close());

// The web client's batched call (superjson envelopes): the signed-in user and the first 100 users, over 1 kB.
const batchUrl = `/trpc/auth.me,user.list?batch=1&input=${encodeURIComponent(
  JSON.stringify({ 0: { json: null }, 1: { json: { page: 1, pageSize: 100 } } }),
)}`;

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('issue 15: API answers above a small size are compressed for a client that accepts it', () => {
  it('sends a large tRPC answer as brotli or gzip, with Vary, and the same JSON as without', async () => {
    const plain = await t.app.inject({ method: 'GET', url: batchUrl, headers: admin });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const json = plain.json();

    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: batchUrl,
        headers: { ...admin, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res.rawPayload, encoding))).toEqual(json);
    }
  });

  it('prefers brotli when the browser accepts both, as browsers do', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: batchUrl,
      headers: { ...admin, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('keeps the status and headers of a tRPC failure when compressing it', async () => {
    // Twelve refusals in one batch: over the threshold, so compressed (a fetch Response's status was once lost so).
    const input = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => i).map((i) => [i, { json: { page: 1, pageSize: 10 } }]),
    );
    const url = `/trpc/${Array(12).fill('user.list').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(decoded(res.rawPayload, 'br'));
    expect(body).toHaveLength(12);
    for (const answer of body) expect(answer.error.json.data.code).toBe('UNAUTHORIZED');
  });

  it('sends a large legacy REST answer gzipped, and identity to a client that asks for none', async () => {
    const url = '/api/user/all';
    const gz = await t.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const identity = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(gz.rawPayload, 'gzip'))).toEqual(identity.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
