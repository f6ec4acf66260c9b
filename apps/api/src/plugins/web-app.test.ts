import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'sewabeli-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sewabeli</title>');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), 'console.log(1);\n');
  await writeFile(path.join(dist, 'assets/index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('issue 9: source maps are not served publicly', () => {
  it('serves the bundle and answers 404 for its source map', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sources');
  });
});
