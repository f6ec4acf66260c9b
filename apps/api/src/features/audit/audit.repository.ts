import type { Db } from '@sewabeli/db';

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

/** Every mutation leaves one of these (decisions.md §7), inside the same transaction as the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      userId: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      sessionId: entry.sessionId ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}
