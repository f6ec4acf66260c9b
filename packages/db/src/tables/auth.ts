import type { ColumnType } from 'kysely';
import type { CreatedAt, Flag, Id, NullableJson, NullableTimestamp, Timestamp } from './columns';

export interface RoleTable {
  id: Id;
  name: string;
}

export interface DepartmentTable {
  id: Id;
  name: string;
}

export interface UserTable {
  id: Id;
  name: string;
  email: string | null;
  phone: string | null;
  roleId: number;
  departmentId: number;
  /** 1 active, 0 inactive (cannot sign in). */
  status: Flag;
  signatureFileId: number | null;
  lastLogon: NullableTimestamp;
  /** Issue 33: a service account acts only through API tokens and can never sign in to the web app. */
  isServiceAccount: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  deletedAt: NullableTimestamp;
}

export interface UserAuthTable {
  userId: number;
  /** Unique case-insensitively (index on lower(username)). */
  username: string;
  passwordHash: string;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: Id;
  tokenHash: string;
  userId: number;
  createdAt: CreatedAt;
  lastSeenAt: Timestamp;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  revokedAt: NullableTimestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface LoginAttemptTable {
  id: Id;
  username: string;
  ip: string;
  succeeded: boolean;
  createdAt: CreatedAt;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface AuditLogTable {
  id: Id;
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: NullableJson<JsonValue>;
  after: NullableJson<JsonValue>;
  /** The session a sign-in, sign-out or other action ran in (null for a failed sign-in and older rows). */
  sessionId: number | null;
  /** The client address (behind a trusted proxy, the one it forwarded). */
  ip: string | null;
  /** The API token the action came through (issue 33), its name as it was then; null for a person's session. */
  apiTokenName: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 40: the id of that token (names can repeat); null for a person's session and older rows. */
  apiTokenId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

export interface ApiTokenTable {
  id: Id;
  name: string;
  tokenHash: string;
  userId: number;
  roleId: number;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  ipAllowList: ColumnType<string[], string[] | undefined, string[]>;
  createdBy: number | null;
  createdAt: CreatedAt;
  lastUsedAt: NullableTimestamp;
  lastUsedIp: string | null;
  revokedAt: NullableTimestamp;
  revokedBy: number | null;
}

/** Issue 40: a token's requests in one minute window, shared by every server (not versioned). */
export interface ApiTokenRateTable {
  apiTokenId: number;
  windowStart: ColumnType<Date, Date | string, Date | string>;
  count: number;
}

export interface StoredFileTable {
  id: Id;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  createdBy: number | null;
  createdAt: CreatedAt;
}
