import type { Db } from '@sewabeli/db';
import {
  BUSINESS_SECTOR_OTHER_ID,
  DELETE_REFUSALS,
  establishYearIssue,
  HIRER_MESSAGES,
  type HirerContactInput,
  type HirerContactUpdateInput,
  type HirerInput,
  type HirerUpdateInput,
  type ListQuery,
  remainingLoanLimit,
  ringgitToSen,
  type Sen,
  senToRinggit,
  UPLOAD_MESSAGES,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { type ImageUpload, imageSlot, type UploadDeps } from '../files/attach-image';
import { fileUrl } from '../files/file.service';
import * as repo from './hirer.repository';
import * as contactRepo from './hirer-contact.repository';
import * as profileRepo from './hirer-profile.repository';

export const HIRER_NOT_FOUND = 'Company not found';
export const CONTACT_NOT_FOUND = 'Directorship not found';
export const REGISTRATION_TAKEN = 'A company with this registration number already exists';
export const CONTACT_TAKEN = 'A director with this identity number is already listed for this company';

const optionalNumber = (value: string | null): number | null => {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

type HirerRow = NonNullable<Awaited<ReturnType<typeof repo.findHirer>>>;

export interface HirerSummary {
  id: number;
  name: string;
  code: string | null;
  registrationNo: string;
  shortname: string;
  establishYear: number;
  resourceId: number;
  businessSector: string | null;
  otherBusinessSector: string | null;
  email: string | null;
  address: string;
  website: string | null;
  phone: string | null;
  pic: string;
  picNo: string;
  remark: string | null;
  logoFileId: number | null;
  logoUrl: string | null;
  latePayment: boolean;
  loanLimit: Sen;
  createdAt: Date;
  updatedAt: Date;
}

function toSummary(row: HirerRow): HirerSummary {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    registrationNo: row.registrationNo,
    shortname: row.shortname,
    establishYear: row.establishYear,
    resourceId: row.resourceId,
    businessSector: row.businessSector,
    otherBusinessSector: row.otherBusinessSector,
    email: row.email,
    address: row.address,
    website: row.website,
    phone: row.phone,
    pic: row.pic,
    picNo: row.picNo,
    remark: row.remark,
    logoFileId: row.logoFileId,
    logoUrl: row.logoFileId === null ? null : fileUrl(row.logoFileId),
    latePayment: row.latePayment,
    loanLimit: ringgitToSen(row.loanLimit),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export interface HirerFigures {
  /** Sum of the agreements' loan amounts. */
  totalLoanAmount: Sen;
  /** Sum of the agreements' outstanding balances. */
  totalExposure: Sen;
  /** Client loan limit less the total exposure; negative when the company is over its limit. */
  remainingLoanLimit: Sen;
  facilityCount: number;
}

export interface HirerProfile extends HirerSummary, HirerFigures {
  /** 'program name - tier name' of the latest application. */
  financialProgram: string | null;
  /** rating_score of the latest company credit report. */
  creditScore: number | null;
  lastLoanApprovalDate: Date | null;
}

async function requireHirer(db: Db, id: number): Promise<HirerRow> {
  const row = await repo.findHirer(db, id);
  if (!row) throw notFound(HIRER_NOT_FOUND);
  return row;
}

/** A company's facility totals and what remains of its loan limit (also the legacy Applicant's Hirer, issue 27). */
export async function figuresOf(db: Db, hirerId: number, loanLimit: Sen): Promise<HirerFigures> {
  const totals = await profileRepo.facilityTotals(db, hirerId);
  const totalExposure = ringgitToSen(totals.totalExposure);
  return {
    totalLoanAmount: ringgitToSen(totals.totalLoanAmount),
    totalExposure,
    remainingLoanLimit: remainingLoanLimit(loanLimit, totalExposure),
    facilityCount: totals.count,
  };
}

export const programLabel = (app: { programName: string; tierName: string | null } | undefined) =>
  app ? (app.tierName ? `${app.programName} - ${app.tierName}` : app.programName) : null;

export async function listHirers(db: Db, query: ListQuery) {
  return repo.listHirers(db, query);
}

export async function allHirers(
  db: Db,
  window?: { page: number; pageSize: number },
): Promise<HirerSummary[]> {
  return (await repo.allHirers(db, window)).map(toSummary);
}

export async function getHirer(db: Db, id: number): Promise<HirerProfile> {
  const summary = toSummary(await requireHirer(db, id));
  const [figures, latest, approvedAt, rating] = await Promise.all([
    figuresOf(db, id, summary.loanLimit),
    profileRepo.latestApplication(db, id),
    profileRepo.lastApprovalDate(db, id),
    profileRepo.latestRatingScore(db, id),
  ]);
  return {
    ...summary,
    ...figures,
    financialProgram: programLabel(latest),
    creditScore: optionalNumber(rating),
    lastLoanApprovalDate: approvedAt,
  };
}

export interface LastApplication {
  id: number;
  /** The application's total factor score (the legacy xcmgScore). */
  score: number | null;
  updatedAt: Date;
  documents: { id: number; type: string; fileName: string; url: string }[];
}

export async function lastApplication(db: Db, hirerId: number): Promise<LastApplication | null> {
  await requireHirer(db, hirerId);
  const latest = await profileRepo.latestApplication(db, hirerId);
  if (!latest) return null;
  const documents = await profileRepo.applicationDocuments(db, latest.id);
  return {
    id: latest.id,
    score: optionalNumber(latest.totalScore),
    updatedAt: latest.updatedAt,
    documents: documents.map((d) => ({
      id: d.id,
      type: d.type,
      fileName: d.name || d.originalName,
      url: fileUrl(d.fileId),
    })),
  };
}

export async function listFacilities(db: Db, hirerId: number, query: ListQuery) {
  const hirer = toSummary(await requireHirer(db, hirerId));
  const [page, figures] = await Promise.all([
    profileRepo.listFacilities(db, hirerId, query),
    figuresOf(db, hirerId, hirer.loanLimit),
  ]);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      applicantId: row.applicantId,
      letterOffer: row.letterOffer,
      createdAt: row.createdAt,
      hpNo: row.hpNo,
      agreementExecution: row.agreementExecution,
      loanAmount: ringgitToSen(row.loanAmount),
      outstandingBalance: ringgitToSen(row.outstandingBalance),
    })),
    loanLimit: hirer.loanLimit,
    ...figures,
  };
}

/** The legacy ApplicantProducts list (per-unit loan amount as stored, plus the outstanding balance). */
export const allFacilities = (db: Db, hirerId: number) => profileRepo.allFacilities(db, hirerId);
export const allContacts = (db: Db, hirerId: number) => contactRepo.allContacts(db, hirerId);

function hirerValues(input: HirerInput) {
  return {
    name: input.name,
    registrationNo: input.registrationNo,
    shortname: input.shortname,
    establishYear: input.establishYear,
    resourceId: input.resourceId,
    otherBusinessSector: input.resourceId === BUSINESS_SECTOR_OTHER_ID ? input.newResourceName : null,
    email: input.email,
    address: input.address,
    website: input.website,
    phone: input.phone,
    pic: input.pic,
    picNo: input.picNo,
    remark: input.remark,
  };
}

async function checkHirerInput(db: Db, input: HirerInput, ownId?: number) {
  const futureYear = establishYearIssue(input.establishYear, todayInKualaLumpur());
  if (futureYear) throw badRequest(futureYear);
  if (!(await repo.isBusinessSector(db, input.resourceId))) throw badRequest(HIRER_MESSAGES.resourceId);
  const sameRegistration = await repo.findHirerByRegistrationNo(db, input.registrationNo);
  if (sameRegistration && sameRegistration.id !== ownId) throw conflict(REGISTRATION_TAKEN);
}

/** Client code shown beside the name: 'CL-' and the id, stable and unique. */
const clientCode = (id: number) => `CL-${String(id).padStart(5, '0')}`;

export async function createHirer(db: Db, actor: SessionUser, input: HirerInput): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await checkHirerInput(trx, input);
    const values = hirerValues(input);
    const id = await repo.insertHirer(trx, { ...values, createdBy: actor.id });
    const code = clientCode(id);
    await repo.setHirerCode(trx, id, code);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'hirer',
      entityId: id,
      after: { ...values, code },
    });
    return { id };
  });
}

export async function updateHirer(db: Db, actor: SessionUser, input: HirerUpdateInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockHirer(trx, input.id))) throw notFound(HIRER_NOT_FOUND);
    const before = toSummary(await requireHirer(trx, input.id));
    await checkHirerInput(trx, input, input.id);
    const values = hirerValues(input);
    // A payload without the limit (the legacy edit of other fields) keeps it.
    const loanLimit = input.loanLimit === null ? undefined : senToRinggit(input.loanLimit);
    await repo.updateHirer(trx, input.id, {
      ...values,
      ...(loanLimit === undefined ? {} : { loanLimit }),
      updatedBy: actor.id,
    });
    const { logoFileId: _logo, logoUrl: _url, createdAt: _c, updatedAt: _u, ...beforeValues } = before;
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'hirer',
      entityId: input.id,
      before: { ...beforeValues, loanLimit: senToRinggit(before.loanLimit) },
      after: { ...values, loanLimit: loanLimit ?? senToRinggit(before.loanLimit) },
    });
  });
}

const HIRER_LOGO = imageSlot({
  entity: 'hirer',
  column: 'logoFileId',
  action: 'set-logo',
  refusal: UPLOAD_MESSAGES.notOwnImage,
  current: async (trx, id) => {
    if (!(await repo.lockHirer(trx, id))) throw notFound(HIRER_NOT_FOUND);
    return (await requireHirer(trx, id)).logoFileId;
  },
  save: (trx, id, fileId, actorId) => repo.setHirerLogo(trx, id, fileId, actorId),
  exists: requireHirer,
});

export async function setLogo(
  db: Db,
  actor: SessionUser,
  input: { id: number; fileId: number },
): Promise<{ logoUrl: string }> {
  return { logoUrl: await HIRER_LOGO.attach(db, actor, input) };
}

/** Legacy POST /hirer/upload: the company must exist before the file is stored. */
export async function uploadLogo(
  deps: UploadDeps,
  actor: SessionUser,
  input: ImageUpload,
): Promise<{ logoUrl: string }> {
  return { logoUrl: await HIRER_LOGO.upload(deps, actor, input) };
}

/** Decisions §9: a company with applications is kept (refused with a clear message); otherwise soft-deleted. */
export async function deleteHirer(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockHirer(trx, id))) throw notFound(HIRER_NOT_FOUND);
    const applications = await repo.countApplications(trx, id);
    if (applications > 0) throw conflict(DELETE_REFUSALS.hirer(applications));
    const before = await requireHirer(trx, id);
    await repo.softDeleteHirer(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'hirer',
      entityId: id,
      before: { name: before.name, registrationNo: before.registrationNo },
    });
  });
}

// ---- Directorships ----------------------------------------------------------------------------------------

export async function listContacts(db: Db, hirerId: number, query: ListQuery) {
  await requireHirer(db, hirerId);
  return contactRepo.listContacts(db, hirerId, query);
}

function contactValues(input: HirerContactInput) {
  return { name: input.name, identityNo: input.identityNo, phone: input.phone, email: input.email };
}

async function requireFreeIdentity(db: Db, hirerId: number, identityNo: string, ownId?: number) {
  const same = await contactRepo.findContactByIdentity(db, hirerId, identityNo);
  if (same && same.id !== ownId) throw conflict(CONTACT_TAKEN);
}

export async function createContact(
  db: Db,
  actor: SessionUser,
  input: HirerContactInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockHirer(trx, input.hirerId))) throw notFound(HIRER_NOT_FOUND);
    await requireFreeIdentity(trx, input.hirerId, input.identityNo);
    const values = contactValues(input);
    const id = await contactRepo.insertContact(trx, {
      ...values,
      hirerId: input.hirerId,
      createdBy: actor.id,
    });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'hirerContact',
      entityId: id,
      after: { ...values, hirerId: input.hirerId },
    });
    return { id };
  });
}

export async function updateContact(
  db: Db,
  actor: SessionUser,
  input: HirerContactUpdateInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockHirer(trx, input.hirerId))) throw notFound(HIRER_NOT_FOUND);
    const before = await contactRepo.findContact(trx, input.id);
    // A directorship moves between companies by being added to the other one, never by an edit.
    if (!before || before.hirerId !== input.hirerId) throw notFound(CONTACT_NOT_FOUND);
    await requireFreeIdentity(trx, input.hirerId, input.identityNo, input.id);
    const values = contactValues(input);
    await contactRepo.updateContact(trx, input.id, { ...values, updatedBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'hirerContact',
      entityId: input.id,
      before: contactValues(before),
      after: values,
    });
  });
}
