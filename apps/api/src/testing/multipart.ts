import type { FastifyInstance } from 'fastify';

/** The smallest files whose content the upload check accepts (decisions §8). */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const TEST_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6390cfdff21f0004350242a21285cb0000000049454e44ae426082',
  'hex',
);

/** A multipart/form-data body of text fields and at most one file, as the legacy uploads send. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Buffer; type: string },
) {
  const boundary = '----sewabeli-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Stores a file through POST /files and answers its id. */
export async function storeTestFile(
  app: FastifyInstance,
  auth: Record<string, string>,
  file: { name: string; data: Buffer; type: string } = {
    name: 'scan.pdf',
    data: TEST_PDF,
    type: 'application/pdf',
  },
  kind: 'document' | 'image' = 'document',
): Promise<number> {
  const { payload, headers } = multipartBody({}, file);
  const res = await app.inject({
    method: 'POST',
    url: `/files?kind=${kind}`,
    payload,
    headers: { ...headers, ...auth },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json<{ id: number }>().id;
}
