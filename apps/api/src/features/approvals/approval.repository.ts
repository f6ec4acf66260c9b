import { type Database, type Db, isPendingApprovalSql, lockApplicantRow } from '@sewabeli/db';
import type { ApprovalPosition, ListQuery } from '@sewabeli/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { applicationListPage, listedApplications } from '../../lib/application-list';

const listSelection = (eb: ExpressionBuilder<Database, 'applicant' | 'hirer' | 'progress'>) => [
  eb.ref('applicant.id').as('id'),
  eb.ref('applicant.hirerId').as('hirerId'),
  eb.ref('hirer.name').$notNull().as('hirerName'),
  eb.ref('applicant.progressId').as('progressId'),
  eb.ref('progress.name').$notNull().as('progress'),
  eb.ref('progress.seq').$notNull().as('seq'),
  eb.ref('applicant.createdAt').as('createdAt'),
];

/**
 * Pending Approvals list of one position (the rule: @sewabeli/db isPendingApprovalSql, domain isPendingApprovalFor),
 * paged, searched and sorted in SQL.
 */
export function listAwaitingPosition(db: Db, position: ApprovalPosition, query: ListQuery) {
  const awaiting = listedApplications(db).where(isPendingApprovalSql(position)).select(listSelection);
  return applicationListPage(db, awaiting, query);
}

/** Origination §2 Application log: completed applications (seq above 7). */
export function listCompleted(db: Db, query: ListQuery) {
  // seq above 7 is Completed alone (decisions §5): on progress_id, so that its partial index serves the page.
  const base = listedApplications(db, 'completed').select(listSelection);
  return applicationListPage(db, base, query, 'completed');
}

const stateColumns = [
  'applicant.id',
  'applicant.progressId',
  'progress.seq',
  'applicant.lockStatus',
  'applicant.status1',
  'applicant.status1User',
  'applicant.status1At',
  'applicant.status1Bypass',
  'applicant.status2',
  'applicant.status2User',
  'applicant.status2At',
  'applicant.status2Bypass',
  'applicant.status3',
  'applicant.status3User',
  'applicant.status3At',
  'applicant.status3Bypass',
  'applicant.status4',
  'applicant.status4User',
  'applicant.status4At',
  'applicant.status4Bypass',
] as const;

/**
 * The approval state, row-locked for the rest of the transaction: two approvers deciding the same position
 * queue here, and the second reads the first one's decision.
 */
export async function lockApprovalState(db: Db, id: number) {
  if (!(await lockApplicantRow(db, id))) return undefined;
  return db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .where('applicant.id', '=', id)
    .where('applicant.deletedAt', 'is', null)
    .select(stateColumns)
    .executeTakeFirst();
}

export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof lockApprovalState>>>;

/** The approval step as the screen shows it: the state, the deciders' names and the risk report file. */
export function findApproval(db: Db, id: number) {
  return db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .leftJoin('user as u1', 'u1.id', 'applicant.status1User')
    .leftJoin('user as u2', 'u2.id', 'applicant.status2User')
    .leftJoin('user as u3', 'u3.id', 'applicant.status3User')
    .leftJoin('user as u4', 'u4.id', 'applicant.status4User')
    .where('applicant.id', '=', id)
    .where('applicant.deletedAt', 'is', null)
    .select(stateColumns)
    .select([
      'u1.name as status1UserName',
      'u2.name as status2UserName',
      'u3.name as status3UserName',
      'u4.name as status4UserName',
      'applicant.srcUrl',
      'applicant.srcFileId',
    ])
    .executeTakeFirst();
}

export interface PositionWrite {
  status: 0 | 1 | null;
  userId: number | null;
  at: Date | null;
  bypass: boolean;
}

export async function writeApprovalState(
  db: Db,
  id: number,
  values: {
    progressId: number;
    lockStatus: 0 | 1;
    positions: readonly [PositionWrite, PositionWrite, PositionWrite, PositionWrite];
    approved: boolean;
    updatedBy: number;
  },
): Promise<void> {
  const [p1, p2, p3, p4] = values.positions;
  await db
    .updateTable('applicant')
    .set({
      progressId: values.progressId,
      lockStatus: values.lockStatus,
      status1: p1.status,
      status1User: p1.userId,
      status1At: p1.at,
      status1Bypass: p1.bypass,
      status2: p2.status,
      status2User: p2.userId,
      status2At: p2.at,
      status2Bypass: p2.bypass,
      status3: p3.status,
      status3User: p3.userId,
      status3At: p3.at,
      status3Bypass: p3.bypass,
      status4: p4.status,
      status4User: p4.userId,
      status4At: p4.at,
      status4Bypass: p4.bypass,
      ...(values.approved ? { approvedAt: sql<Date>`now()` } : {}),
      updatedBy: values.updatedBy,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
