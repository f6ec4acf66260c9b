import type { Db } from '@sewabeli/db';
import type { AuditListQuery } from '@sewabeli/domain';
import * as repo from './audit.repository';

/** The audit log as the Superadmin's screen pages it (the permission is the router's `withPermission`). */
export const listAudit = (db: Db, query: AuditListQuery) => repo.listAuditLog(db, query);

export const auditChoices = (db: Db) => repo.auditChoices(db);
