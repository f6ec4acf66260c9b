import type { Db } from '@sewabeli/db';
import { type ListQuery, PROGRESS_ID } from '@sewabeli/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { type ListColumns, type ListOptions, listPage, mainRowsOf } from './list';

/**
 * Issue 42: the application lists' shared query (the Application list, Pending Approvals, the Application log),
 * here rather than in one area's files so that applications and approvals both build on it.
 *
 * The open applications (every progress but Completed: the Application list) or the Completed ones (the
 * Application log). On progress_id as a literal, so that a prepared statement's generic plan still proves the
 * partial indexes of each (2026_11_27_1310).
 */
export type ApplicationStage = 'open' | 'completed';

function ofStage(db: Db, stage: ApplicationStage | undefined) {
  const live = db.selectFrom('applicant').where('applicant.deletedAt', 'is', null);
  if (stage === undefined) return live;
  return live.where('applicant.progressId', stage === 'open' ? '<>' : '=', sql.lit(PROGRESS_ID.completed));
}

/**
 * Live applications (not deleted, decisions §9) as the Application list, Pending Approvals and the Application log
 * list them, with their company and progress (left joins: every application has both, by foreign key).
 */
export function listedApplications(db: Db, stage?: ApplicationStage) {
  return ofStage(db, stage)
    .leftJoin('hirer', 'hirer.id', 'applicant.hirerId')
    .leftJoin('progress', 'progress.id', 'applicant.progressId');
}

const applicationListColumns: ListColumns = {
  hirerName: { ref: 'hirer.name', search: 'text', sort: true },
  progress: { ref: 'progress.name', search: 'text', sort: true },
  createdAt: { ref: 'applicant.createdAt', search: 'date', sort: true, notNull: true },
};

/**
 * The 'All' search on company name, progress and created date in one trigram-indexed text; a stage's matches are
 * counted, and its pages by created date chosen, on the applications alone (its partial index, issue 15).
 */
function applicationListOptions(db: Db, stage?: ApplicationStage): ListOptions {
  return {
    searchText: 'applicant.searchText',
    ...(stage === undefined
      ? {}
      : { mainRows: mainRowsOf(ofStage(db, stage).select('applicant.id'), ['createdAt']) }),
  };
}

/** A page of an application list, newest first unless the person sorts (the lists are work queues). */
export function applicationListPage<DB, TB extends keyof DB, O>(
  db: Db,
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  stage?: ApplicationStage,
) {
  const sorted = query.sortBy ? base : base.orderBy(sql`${sql.ref('applicant.createdAt')} desc`);
  return listPage(
    db,
    sorted,
    query,
    applicationListColumns,
    'applicant.id',
    applicationListOptions(db, stage),
  );
}
