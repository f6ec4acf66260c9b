import { idOnlySchema, idParamField, idParamsSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { done, doneWithUrl } from '../../plugins/rest-answers';
import { legacyPayload } from '../../plugins/rest-legacy';
import { readMultipart } from '../files/multipart';
import * as service from './agreement.service';

const writeAccess = { permission: 'application.write' } as const;
const uploadFields = z.object({ id: idParamField('Invalid agreement document') });

/** Origination §7: the agreements calls of the wizard (answers `{status, msg}` as the other applicant calls). */
export const agreementRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/agreement/generate/:id',
    access: writeAccess,
    params: idParamsSchema,
    answer: done,
    async handler({ req, params, auth }) {
      await service.generateAgain(req.server.db, auth.user, params.id);
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),

  restRoute({
    method: 'POST',
    path: '/agreementDocument/upload',
    access: writeAccess,
    answer: doneWithUrl,
    async handler({ req, auth }) {
      const { fields, file } = await readMultipart(req);
      const { id } = uploadFields.parse(fields);
      if (!file) throw badRequest('Please choose a file');
      const { url } = await service.uploadSignedCopy(
        { db: req.server.db, storage: req.server.fileStorage, maxBytes: req.server.config.maxUploadBytes },
        auth.user,
        { id, data: file.data, fileName: file.fileName },
      );
      return { status: 1, msg: SUCCESS_TEXTS.submitted, url };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/applicant/complete',
    access: writeAccess,
    body: legacyPayload(idOnlySchema, { numbers: ['id'] }),
    answer: done,
    async handler({ req, body, auth }) {
      await service.completeApplication(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),
];
