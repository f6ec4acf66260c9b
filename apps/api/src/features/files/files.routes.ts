import { CONTENT_TYPES, IMAGE_FILE_TYPES, idParamsSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, httpStatusOf } from '../../lib/errors';
import { restError } from '../../plugins/rest';
import { findFile, storeUpload } from './file.service';
import { readMultipart } from './multipart';

const uploadQuery = z.object({
  kind: z.enum(['image', 'document', 'applicantDocument']).default('document'),
});

const INLINE_TYPES = new Set(IMAGE_FILE_TYPES.map((type) => CONTENT_TYPES[type]));

/**
 * Issue 28: a picture is shown in the app (a logo, a signature, an asset's photo) and is stored re-encoded, so it
 * is served inline; everything else (PDFs, spreadsheets) is a download, so that a desktop reader, not the browser
 * tab of the app, opens it.
 */
const contentDisposition = (name: string, mimeType: string) =>
  `${INLINE_TYPES.has(mimeType) ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * POST /files?kind=image|document|applicantDocument stores one upload and answers its id and url; GET /files/:id serves it.
 * Both need a signed-in user: documents of hirers are never public.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/files', async (req, reply) => {
    if (!req.auth) return restError(reply, 401, 'Unauthorized');
    const query = uploadQuery.safeParse(req.query);
    if (!query.success) return restError(reply, 400, 'kind must be image, document or applicantDocument');
    try {
      const { file } = await readMultipart(req);
      if (!file) return restError(reply, 400, 'Please choose a file');
      const stored = await storeUpload(
        { db: app.db, storage: app.fileStorage, maxBytes: app.config.maxUploadBytes },
        req.auth.user,
        { ...file, kind: query.data.kind },
      );
      return { status: 1, msg: SUCCESS_TEXTS.submitted, ...stored };
    } catch (error) {
      if (error instanceof AppError) return restError(reply, httpStatusOf[error.code], error.message);
      throw error;
    }
  });

  app.get('/files/:id', async (req, reply) => {
    if (!req.auth) return restError(reply, 401, 'Unauthorized');
    const params = idParamsSchema.safeParse(req.params);
    if (!params.success) return restError(reply, 404, 'Not Found');
    const file = await findFile(app.db, params.data.id);
    if (!file) return restError(reply, 404, 'Not Found');
    reply
      .type(file.mimeType)
      .header('Content-Length', file.sizeBytes)
      .header('Content-Disposition', contentDisposition(file.originalName, file.mimeType))
      .header('Cache-Control', 'private, max-age=3600');
    return reply.send(app.fileStorage.open(file.storageKey));
  });
}
