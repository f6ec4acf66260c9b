import type { Db } from '@sewabeli/db';
import type { AuditListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';
import { prepared } from '../../lib/prepared';
import { requestOrigin } from '../../lib/request-context';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
  sessionId?: number | null;
  ip?: string | null;
}

/**
 * Every mutation leaves one of these (decisions.md §7), inside the same transaction as the change. The ip and
 * session are the request's (issue 28, lib/request-context.ts); only sign-in, which has no session yet when its
 * request starts, names its own.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditQuery(db, auditRowOf(entry));
}

/** The audit row of `entry`, with the request's ip, session and API token (for a writer that inserts it itself). */
export function auditRowOf(entry: AuditEntry): AuditRow {
  const origin = requestOrigin();
  return {
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
    sessionId: entry.sessionId ?? origin.sessionId,
    ip: entry.ip ?? origin.ip,
    apiTokenName: origin.apiTokenName,
    apiTokenId: origin.apiTokenId,
  };
}

export type AuditRow = {
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  sessionId: number | null;
  ip: string | null;
  apiTokenName: string | null;
  apiTokenId: number | null;
};

// Every mutation writes one: built and compiled once (lib/prepared.ts).
export const AUDIT_COLUMNS = [
  'userId',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
  'sessionId',
  'ip',
  'apiTokenName',
  'apiTokenId',
] as const;

const insertAuditQuery = prepared(
  (db: Db, row: AuditRow) => db.insertInto('auditLog').values(row),
  AUDIT_COLUMNS,
);

const auditColumns: ListColumns = {
  createdAt: { ref: 'auditLog.createdAt', search: 'date', sort: true },
  user: { ref: 'user.name', search: 'text', sort: true },
  action: { ref: 'auditLog.action', search: 'text', sort: true },
  entity: { ref: 'auditLog.entity', search: 'text', sort: true },
  entityId: { ref: 'auditLog.entityId', search: 'text' },
  ip: { ref: 'auditLog.ip', search: 'text', sort: true },
};

/** The audit log, newest first by default, filtered and paged in SQL. */
export function listAuditLog(db: Db, query: AuditListQuery) {
  let base = db
    .selectFrom('auditLog')
    .leftJoin('user', 'user.id', 'auditLog.userId')
    .select([
      'auditLog.id',
      'auditLog.createdAt',
      'auditLog.userId',
      'user.name as user',
      'auditLog.action',
      'auditLog.entity',
      'auditLog.entityId',
      'auditLog.sessionId',
      'auditLog.ip',
      'auditLog.apiTokenName',
      'auditLog.apiTokenId',
    ]);
  if (query.userId !== null) base = base.where('auditLog.userId', '=', query.userId);
  if (query.action) base = base.where('auditLog.action', '=', query.action);
  if (query.entity) base = base.where('auditLog.entity', '=', query.entity);
  if (query.entityId) base = base.where('auditLog.entityId', '=', query.entityId);
  // Calendar days in Kuala Lumpur (UTC+8, no daylight saving), as the screen shows the times.
  if (query.from)
    base = base.where('auditLog.createdAt', '>=', sql<Date>`(${query.from} || ' 00:00+08')::timestamptz`);
  if (query.to)
    base = base.where(
      'auditLog.createdAt',
      '<',
      sql<Date>`((${query.to}::date + 1)::text || ' 00:00+08')::timestamptz`,
    );
  const sorted = { ...query, sortBy: query.sortBy ?? 'createdAt' };
  return listPage(db, base, sorted, auditColumns, 'auditLog.id');
}

/** What the filters offer: the actions and kinds of record the log holds, and the staff who appear in it. */
export async function auditChoices(db: Db) {
  const [actions, entities, users] = await Promise.all([
    db.selectFrom('auditLog').select('action').distinct().orderBy('action').execute(),
    db.selectFrom('auditLog').select('entity').distinct().orderBy('entity').execute(),
    db.selectFrom('user').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  return {
    actions: actions.map((row) => row.action),
    entities: entities.map((row) => row.entity),
    users,
  };
}
