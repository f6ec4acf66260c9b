import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, NullableTimestamp, Timestamp } from './columns';

export type JobState = 'queued' | 'active' | 'completed' | 'failed';

/** A background job (apps/api/src/jobs): claimed with FOR UPDATE SKIP LOCKED, retried with a limit. */
export interface JobTable {
  id: Id;
  queue: string;
  /** jsonb, written as JSON text. */
  payload: ColumnType<unknown, string, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: ColumnType<number, number | undefined, number>;
  runAfter: Timestamp;
  /** The lease of an active job. */
  lockedUntil: NullableTimestamp;
  lastError: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  completedAt: NullableTimestamp;
}
