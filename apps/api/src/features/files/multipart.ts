import { idParamsSchema } from '@sewabeli/domain';
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

/** What a legacy upload hands its service: the database, the file store and the size limit. */
export const uploadDeps = (req: FastifyRequest) => ({
  db: req.server.db,
  storage: req.server.fileStorage,
  maxBytes: req.server.config.maxUploadBytes,
});

/**
 * The legacy image uploads (POST /brand/upload, /product/upload, /hirer/upload, /user/upload): the record's id
 * from the fields (`id` refuses a missing or bad one with the screen's message), then the one file.
 */
export async function readImageUpload(req: FastifyRequest, id: (fields: Record<string, string>) => number) {
  const { fields, file } = await readMultipart(req);
  const recordId = id(fields);
  if (!file) throw badRequest('Please choose a file');
  return { id: recordId, data: file.data, fileName: file.fileName };
}

/** The `id` field of a legacy upload, or `message` when it is not a record id. */
export const idFieldOr = (message: string) => (fields: Record<string, string>) => {
  const id = idParamsSchema.shape.id.safeParse(fields.id);
  if (!id.success) throw badRequest(message);
  return id.data;
};
