import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// What `pnpm build` leaves in apps/web/dist: a chunk with its .br and .gz copies (scripts/compress-dist.mjs), a
// chunk too small to compress, a hidden source map and Vite's manifest.
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i} }`).join(', ')}];\n`;
const manifest = '{"index.html":{"file":"assets/index-abc123.js","isEntry":true}}';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'sewabeli-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sewabeli</title>');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), chunk);
  await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(chunk));
  await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(chunk));
  await writeFile(path.join(dist, 'assets/tiny-def456.js'), 'export const a = 1;\n');
  await writeFile(path.join(dist, 'assets/index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  await writeFile(path.join(dist, '.vite/manifest.json'), manifest);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('issue 9: source maps are not served publicly', () => {
  it('serves the bundle and answers 404 for its source map', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(js.statusCode).toBe(200);
    for (const encoding of [undefined, 'br', 'gzip']) {
      const map = await get('/assets/index-abc123.js.map', encoding);
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('sources');
    }
  });

  it("does not serve the build's manifest either", async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toContain('isEntry');
  });
});

describe('issue 15: the built assets are sent precompressed', () => {
  it('sends the brotli copy to a browser that accepts it, and the gzip copy to one that accepts only gzip', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get('/assets/index-abc123.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(chunk);
    }
  });

  it('sends a file without compressed copies as it is, not compressed per request', async () => {
    const res = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export const a = 1;\n');
  });

  it('gives the compressed copies no address of their own', async () => {
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-abc123.js.gz')).statusCode).toBe(404);
  });
});
