import { idParamField, idParamsSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { legacyWriteRoute } from '../../plugins/legacy-write-route';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { doneWithUrl } from '../../plugins/rest-answers';
import { legacyOrderLine, orderLineAnswer } from '../applications/steps/product/product.rest';
import * as products from '../applications/steps/product/product.service';
import type { ProductLine } from '../applications/steps/product/product-line.service';
import { readMultipart } from '../files/multipart';
import * as service from './agreement.service';

const writeAccess = { permission: 'application.write' } as const;
const uploadFields = z.object({ id: idParamField('Invalid agreement document') });

/**
 * Origination §3 'Agreements with AgreementDocuments' of an order line (decisions.md, issue 27): the line's one
 * hire-purchase agreement (its HP number) once generated, with a document per agreement type: its id (what
 * POST /agreementDocument/upload takes), Resource name, generate_url and signed_url (file URLs as every legacy
 * answer gives them; null until there is a copy). No agreement before generation. The order lines are the
 * Product step's (applications); their agreements are this area's, so the call lives here.
 */
function legacyAgreements(line: ProductLine, documents: readonly service.LineAgreementDocument[]) {
  if (documents.length === 0) return [];
  return [
    {
      id: line.id,
      applicantProductId: line.id,
      hpNo: documents[0]?.hpNo ?? null,
      AgreementDocuments: documents.map((document) => ({
        id: document.id,
        resourceId: document.resourceId,
        Resource: { id: document.resourceId, name: document.name },
        generate_url: document.generatedUrl,
        signed_url: document.signedUrl,
        createdAt: document.generatedAt,
        signedAt: document.signedAt,
      })),
    },
  ];
}

/** Origination §7: the agreements calls of the wizard (answers `{status, msg}` as the other applicant calls). */
export const agreementRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/applicant/product/:id',
    access: 'authed',
    params: idParamsSchema,
    answer: z.array(orderLineAnswer),
    async handler({ req, params }) {
      const [step, documents] = await Promise.all([
        products.productStep(req.server.db, params.id),
        service.documentsByLine(req.server.db, params.id),
      ]);
      return step.lines.map((line) => ({
        ...legacyOrderLine(line),
        Agreements: legacyAgreements(line, documents.get(line.id) ?? []),
      }));
    },
  }),

  legacyWriteRoute('GET', '/agreement/generate/:id', writeAccess, {
    params: idParamsSchema,
    msg: SUCCESS_TEXTS.submitted,
    answer: 'done',
    write: (db, user, { id }) => service.generateAgain(db, user, id),
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
];
