import {
  hirerContactSchema,
  hirerContactUpdateSchema,
  hirerSchema,
  hirerUpdateSchema,
  idField,
  idParamsSchema,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { z } from 'zod';
import { legacyWriteRoute } from '../../plugins/legacy-write-route';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { day, doneWithUrl, id, maybeNamed, ringgit as money, timestamp } from '../../plugins/rest-answers';
import { legacyPageQuery, legacyPayload, legacyWindowOf } from '../../plugins/rest-legacy';
import { wireRinggitOfNumeric, wireRinggitOfSen } from '../../plugins/rest-money';
import { idFieldOr, readImageUpload, uploadDeps } from '../files/multipart';
import { contactRow, hirerProfile } from './hirer.router';
import * as service from './hirer.service';

const ringgit = wireRinggitOfNumeric;
const ringgitOfSen = wireRinggitOfSen;

const idParams = idParamsSchema;
const deleteAccess = { permission: 'hirer.delete' } as const;
const idBody = legacyPayload(z.object({ id: idField() }), { numbers: ['id'] });

/** The company of the tRPC profile as the legacy wire names it: its business sector as Resource, money in ringgit. */
const hirerAnswer = hirerProfile
  .pick({
    id: true,
    name: true,
    code: true,
    registrationNo: true,
    shortname: true,
    establishYear: true,
    resourceId: true,
    otherBusinessSector: true,
    email: true,
    address: true,
    website: true,
    phone: true,
    pic: true,
    picNo: true,
    remark: true,
    logoUrl: true,
    latePayment: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ Resource: maybeNamed, loanLimit: money });

const facilityAnswer = z.object({
  id,
  applicantId: id,
  letterOffer: z.string().nullable(),
  createdAt: timestamp,
  hpNo: z.string().nullable(),
  quantity: z.number(),
  loanAmount: money,
  outstandingBalance: money,
  vendorId: id.nullable(),
  productId: id,
  isNew: z.number().nullable(),
  chasis: z.string().nullable(),
  engine: z.string().nullable(),
  registrationNo: z.string().nullable(),
  cost: money,
  Hirer: z.object({ name: z.string() }),
  financialProgramId: id,
  progressId: id,
  agreementExecution: day.nullable(),
});

const hirerDetailAnswer = hirerAnswer.extend({
  totalLoanAmount: money,
  totalExposure: money,
  remainingLoanLimit: money,
  lastLoanApprovalDate: timestamp.nullable(),
  HirerContacts: z.array(contactRow),
  ApplicantProducts: z.array(facilityAnswer),
  History_CTOS: z
    .object({
      financialProgram: z.string().nullable(),
      analyzeResult: z.object({ rating_score: z.number().nullable() }),
    })
    .nullable(),
  lastApplicant: z
    .object({
      id,
      xcmgScore: z.number().nullable(),
      updatedAt: timestamp,
      ApplicantDocuments: z.array(z.object({ id, type: z.string(), fileName: z.string(), url: z.string() })),
    })
    .nullable(),
});

/** A company as the legacy screens read it: the stored fields with Resource (the business sector). */
function legacyHirer(hirer: service.HirerSummary) {
  return {
    id: hirer.id,
    name: hirer.name,
    code: hirer.code,
    registrationNo: hirer.registrationNo,
    shortname: hirer.shortname,
    establishYear: hirer.establishYear,
    resourceId: hirer.resourceId,
    Resource: { id: hirer.resourceId, name: hirer.businessSector },
    otherBusinessSector: hirer.otherBusinessSector,
    email: hirer.email,
    address: hirer.address,
    website: hirer.website,
    phone: hirer.phone,
    pic: hirer.pic,
    picNo: hirer.picNo,
    remark: hirer.remark,
    logoUrl: hirer.logoUrl,
    loanLimit: ringgitOfSen(hirer.loanLimit),
    latePayment: hirer.latePayment,
    createdAt: hirer.createdAt,
    updatedAt: hirer.updatedAt,
  };
}

type FacilityRow = Awaited<ReturnType<typeof service.allFacilities>>[number];

/** An ApplicantProduct of GET /hirer/details: per-unit figures as stored, `chasis` as the wire spells it. */
const legacyFacility = (line: FacilityRow, hirerName: string) => ({
  id: line.id,
  applicantId: line.applicantId,
  letterOffer: line.letterOffer,
  createdAt: line.createdAt,
  hpNo: line.hpNo,
  quantity: line.quantity,
  loanAmount: ringgit(line.loanAmount),
  outstandingBalance: ringgit(line.outstandingBalance),
  vendorId: line.vendorId,
  productId: line.productId,
  isNew: line.isNew,
  chasis: line.chassis,
  engine: line.engine,
  registrationNo: line.registrationNo,
  cost: ringgit(line.cost),
  Hirer: { name: hirerName },
  financialProgramId: line.financialProgramId,
  progressId: line.progressId,
  agreementExecution: line.agreementExecution,
});

const hirerBody = legacyPayload(hirerSchema, { numbers: ['resourceId', 'establishYear'] });
const hirerUpdateBody = legacyPayload(hirerUpdateSchema, {
  numbers: ['id', 'resourceId', 'establishYear'],
  ringgit: ['loanLimit'],
});
const contactBody = legacyPayload(hirerContactSchema, { numbers: ['hirerId'] });
const contactUpdateBody = legacyPayload(hirerContactUpdateSchema, { numbers: ['id', 'hirerId'] });

export const hirerRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/hirer/all',
    access: 'authed',
    query: legacyPageQuery,
    keep: true,
    answer: z.array(hirerAnswer),
    handler: async ({ req, query }) =>
      (await service.allHirers(req.server.db, legacyWindowOf(query))).map(legacyHirer),
  }),

  restRoute({
    method: 'GET',
    path: '/hirer/details/:id',
    access: 'authed',
    params: idParams,
    answer: hirerDetailAnswer,
    async handler({ req, params }) {
      const db = req.server.db;
      // Four reads of the same company side by side (each refuses an unknown one alike): the profile's latency is
      // the slowest of them, not their sum (issue 15).
      const [hirer, contacts, lines, last] = await Promise.all([
        service.getHirer(db, params.id),
        service.allContacts(db, params.id),
        service.allFacilities(db, params.id),
        service.lastApplication(db, params.id),
      ]);
      return {
        ...legacyHirer(hirer),
        totalLoanAmount: ringgitOfSen(hirer.totalLoanAmount),
        totalExposure: ringgitOfSen(hirer.totalExposure),
        remainingLoanLimit: ringgitOfSen(hirer.remainingLoanLimit),
        lastLoanApprovalDate: hirer.lastLoanApprovalDate,
        HirerContacts: contacts,
        ApplicantProducts: lines.map((line) => legacyFacility(line, hirer.name)),
        History_CTOS:
          hirer.financialProgram === null && hirer.creditScore === null
            ? null
            : {
                financialProgram: hirer.financialProgram,
                analyzeResult: { rating_score: hirer.creditScore },
              },
        lastApplicant: last && {
          id: last.id,
          xcmgScore: last.score,
          updatedAt: last.updatedAt,
          ApplicantDocuments: last.documents,
        },
      };
    },
  }),

  legacyWriteRoute('POST', '/hirer', 'authed', {
    body: hirerBody,
    msg: SUCCESS_TEXTS.submitted,
    write: service.createHirer,
  }),
  legacyWriteRoute('PUT', '/hirer', 'authed', {
    body: hirerUpdateBody,
    msg: SUCCESS_TEXTS.saved,
    answer: 'done',
    write: service.updateHirer,
  }),

  restRoute({
    method: 'POST',
    path: '/hirer/upload',
    access: 'authed',
    answer: doneWithUrl.extend({ logoUrl: z.string() }),
    async handler({ req, auth }) {
      const upload = await readImageUpload(req, idFieldOr('Please select a company'));
      const { logoUrl } = await service.uploadLogo(uploadDeps(req), auth.user, upload);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, url: logoUrl, logoUrl };
    },
  }),

  legacyWriteRoute('DELETE', '/hirer', deleteAccess, {
    body: idBody,
    msg: SUCCESS_TEXTS.deleted,
    answer: 'done',
    write: (db, user, { id }) => service.deleteHirer(db, user, id),
  }),
  legacyWriteRoute('POST', '/hirerContact', 'authed', {
    body: contactBody,
    msg: SUCCESS_TEXTS.submitted,
    write: service.createContact,
  }),
  legacyWriteRoute('PUT', '/hirerContact', 'authed', {
    body: contactUpdateBody,
    msg: SUCCESS_TEXTS.saved,
    answer: 'done',
    write: service.updateContact,
  }),
];
