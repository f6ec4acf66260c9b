import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';

export interface MultipartUpload {
  fields: Record<string, string>;
  file: { data: Buffer; fileName: string } | null;
}

/** Reads a multipart body (the legacy uploads send fields and one file together). */
export async function readMultipart(req: FastifyRequest): Promise<MultipartUpload> {
  if (!req.isMultipart()) throw badRequest('Expected a multipart/form-data upload');
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'] = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (!file) file = { data, fileName: part.filename };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
