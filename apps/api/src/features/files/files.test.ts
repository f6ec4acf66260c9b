import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6390cfdff21f0004350242a21285cb0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let token: string;
beforeAll(async () => {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'sewabeli-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir, MAX_UPLOAD_MB: '0.001' });
  token = await signIn(t.app, 'credit.officer');
});
afterAll(() => t.close());

function multipartBody(fileName: string, data: Buffer, contentType: string) {
  const boundary = '----sewabeli-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(kind: string, fileName: string, data: Buffer, contentType: string, auth = true) {
  const { body, headers } = multipartBody(fileName, data, contentType);
  return t.app.inject({
    method: 'POST',
    url: `/files?kind=${kind}`,
    payload: body,
    headers: { ...headers, ...(auth ? bearer(token) : {}) },
  });
}

describe('uploads (decisions.md §8)', () => {
  it('stores an image checked by content and serves it only to signed-in staff', async () => {
    const res = await upload('image', 'logo.png', PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; id: number; url: string; mimeType: string }>();
    expect(body).toMatchObject({ status: 1, mimeType: 'image/png', url: `/files/${body.id}` });

    const anonymous = await t.app.inject({ method: 'GET', url: body.url });
    expect(anonymous.statusCode).toBe(401);

    const served = await t.app.inject({ method: 'GET', url: body.url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toContain('filename="logo.png"');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the file under a generated key, not the client name', async () => {
    const res = await upload('document', '../../etc/passwd.pdf', PDF, 'application/pdf');
    const { id } = res.json<{ id: number }>();
    const row = await t.app.db
      .selectFrom('storedFile')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.storageKey).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{32}\.pdf$/);
    expect(row.originalName).not.toContain('/');
  });

  it('refuses a file whose content is not what its name claims', async () => {
    const res = await upload('image', 'photo.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, msg: 'Only png, webp, jpeg and jpg images are accepted' });
  });

  it('refuses a PDF where only images are accepted', async () => {
    const res = await upload('image', 'scan.pdf', PDF, 'application/pdf');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file over the size limit', async () => {
    const res = await upload(
      'document',
      'big.pdf',
      Buffer.concat([PDF, Buffer.alloc(4096, 32)]),
      'application/pdf',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json<{ status: number }>().status).toBe(0);
  });

  it('refuses an upload without a session', async () => {
    const res = await upload('image', 'logo.png', PNG, 'image/png', false);
    expect(res.statusCode).toBe(401);
  });
});

describe('issue 9: images decoded beyond their first bytes; every file answer sandboxed', () => {
  const garbage = Buffer.from('this is not image data, whatever the header says '.repeat(4));

  it.each([
    ['a PNG header followed by garbage', Buffer.concat([PNG.subarray(0, 16), garbage])],
    ['a truncated PNG', PNG.subarray(0, PNG.length - 20)],
    ['a JPEG marker followed by garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage])],
    [
      'a WEBP header followed by garbage',
      Buffer.concat([Buffer.from('RIFF\x40\x00\x00\x00WEBPVP8 ', 'latin1'), garbage]),
    ],
  ])('refuses %s, as an image and as a document', async (_, data) => {
    const image = await upload('image', 'photo.png', data, 'image/png');
    expect(image.statusCode).toBe(400);
    expect(image.json()).toEqual({ status: 0, msg: 'Only png, webp, jpeg and jpg images are accepted' });
    const document = await upload('document', 'scan.png', data, 'image/png');
    expect(document.statusCode).toBe(400);
    expect(document.json()).toEqual({ status: 0, msg: 'Only pdf, png, jpeg and webp files are accepted' });
  });

  it('stores real PNG, JPEG and WEBP pictures', async () => {
    const pixels = sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f6fb4' } });
    for (const [name, data] of [
      ['tiny.png', PNG],
      ['tiny.jpg', await pixels.clone().jpeg().toBuffer()],
      ['tiny.webp', await pixels.clone().webp().toBuffer()],
    ] as const) {
      const res = await upload('image', name, data, 'application/octet-stream');
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('serves a file, and refuses a missing one, with Content-Security-Policy: sandbox (not the app’s policy)', async () => {
    const { url } = (await upload('document', 'scan.pdf', PDF, 'application/pdf')).json<{ url: string }>();
    const served = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    const missing = await t.app.inject({ method: 'GET', url: '/files/999999', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toMatch(/^sandbox;/);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.headers['content-security-policy']).toMatch(/^sandbox;/);
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
