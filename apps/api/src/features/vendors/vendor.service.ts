import type { Db } from '@sewabeli/db';
import { DELETE_REFUSALS, type ListQuery, ringgitToSen } from '@sewabeli/domain';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './vendor.repository';

export const VENDOR_NOT_FOUND = 'Vendor not found';

const withCount = <T extends { facilityCount: number | null }>(row: T) => ({
  ...row,
  facilityCount: row.facilityCount ?? 0,
});

export async function listVendors(db: Db, query: ListQuery) {
  const page = await repo.listVendors(db, query);
  return { ...page, rows: page.rows.map(withCount) };
}

export const allVendors = (db: Db) => repo.allVendors(db);

export async function getVendor(db: Db, id: number) {
  const vendor = await repo.findVendor(db, id);
  if (!vendor) throw notFound(VENDOR_NOT_FOUND);
  return withCount(vendor);
}

/** Existing Facilities: the vendor's agreements, one page, with the Total Loan Amount of all of them. */
export async function listVendorFacilities(db: Db, vendorId: number, query: ListQuery) {
  await getVendor(db, vendorId);
  const [page, total] = await Promise.all([
    repo.listVendorFacilities(db, vendorId, query),
    repo.vendorFacilityTotal(db, vendorId),
  ]);
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, loanAmount: ringgitToSen(row.loanAmount) })),
    totalLoanAmount: ringgitToSen(total.loanAmount),
  };
}

async function refuseDuplicate(db: Db, name: string, exceptId?: number) {
  await repo.lockVendorNames(db);
  const existing = await repo.findVendorByName(db, name);
  if (existing && existing.id !== exceptId) throw conflict(`A vendor named ${name} already exists`);
}

export async function createVendor(db: Db, actor: SessionUser, input: { name: string }) {
  return db.transaction().execute(async (trx) => {
    await refuseDuplicate(trx, input.name);
    const id = await repo.insertVendor(trx, { name: input.name, createdBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'vendor',
      entityId: id,
      after: input,
    });
    return { id };
  });
}

export async function updateVendor(db: Db, actor: SessionUser, input: { id: number; name: string }) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockVendor(trx, input.id);
    if (!before) throw notFound(VENDOR_NOT_FOUND);
    await refuseDuplicate(trx, input.name, input.id);
    await repo.updateVendor(trx, input.id, { name: input.name, updatedBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'vendor',
      entityId: input.id,
      before: { name: before.name },
      after: { name: input.name },
    });
    return { id: input.id };
  });
}

/** decisions.md §9: a vendor used by order lines is refused with a clear message; otherwise soft-deleted. */
export async function deleteVendor(db: Db, actor: SessionUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const vendor = await repo.lockVendor(trx, id);
    if (!vendor) throw notFound(VENDOR_NOT_FOUND);
    const lines = await repo.vendorLineCount(trx, id);
    if (lines > 0) {
      throw conflict(DELETE_REFUSALS.usedByLines(vendor.name, lines));
    }
    await repo.softDeleteVendor(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'vendor',
      entityId: id,
      before: vendor,
    });
    return { id };
  });
}
