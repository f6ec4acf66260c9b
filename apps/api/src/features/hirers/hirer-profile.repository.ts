import { type Db, lineLoanSql, liveAgreements, outstandingBalanceSql } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';
import { executeNamed } from '../../lib/prepared';

/** What a company's profile reads besides the company: its facilities and exposure, and its applications. */

// ---- Facilities and exposure ---------------------------------------------------------------------------

/**
 * The company's agreements: live order lines of live applications that carry an HP number (assigned at
 * approval, decisions.md §5). Loan amount and total payable are line totals (per unit x quantity, §3);
 * the outstanding balance is the total payable less the payment ledger (§6), from the agreement's summary.
 */
function facilities(db: Db, hirerId: number) {
  return liveAgreements(db)
    .leftJoin('applicantProductSummary as summary', 'summary.applicantProductId', 'applicantProduct.id')
    .where('applicantProduct.hirerId', '=', hirerId);
}

const lineOutstanding = outstandingBalanceSql;

const facilityColumns: ListColumns = {
  letterOffer: { ref: 'lines.letterOffer', search: 'text', sort: true },
  createdAt: { ref: 'lines.createdAt', search: 'date', sort: true },
  hpNo: { ref: 'lines.hpNo', search: 'text', sort: true },
  loanAmount: { ref: 'lines.loanAmount', search: 'number', sort: true },
  outstandingBalance: { ref: 'lines.outstandingBalance', search: 'number', sort: true },
};

export function listFacilities(db: Db, hirerId: number, query: ListQuery) {
  const lines = facilities(db, hirerId).select([
    'applicantProduct.id',
    'applicantProduct.applicantId',
    'applicantProduct.letterOffer',
    'applicantProduct.createdAt',
    'applicantProduct.hpNo',
    'applicantProduct.agreementExecution',
    lineLoanSql.as('loanAmount'),
    lineOutstanding.as('outstandingBalance'),
  ]);
  const base = db.selectFrom(lines.as('lines')).selectAll('lines');
  return listPage(db, base, query, facilityColumns, 'lines.id');
}

/** The legacy ApplicantProducts of GET /hirer/details/{id}: every agreement, per-unit figures as stored. */
export function allFacilities(db: Db, hirerId: number) {
  return facilities(db, hirerId)
    .select([
      'applicantProduct.id',
      'applicantProduct.applicantId',
      'applicantProduct.letterOffer',
      'applicantProduct.createdAt',
      'applicantProduct.hpNo',
      'applicantProduct.loanAmount',
      'applicantProduct.quantity',
      'applicantProduct.vendorId',
      'applicantProduct.productId',
      'applicantProduct.isNew',
      'applicantProduct.chassis',
      'applicantProduct.engine',
      'applicantProduct.registrationNo',
      'applicantProduct.cost',
      'applicantProduct.agreementExecution',
      'applicant.financialProgramId',
      'applicant.progressId',
      lineLoanSql.as('lineLoanAmount'),
      lineOutstanding.as('outstandingBalance'),
    ])
    .orderBy('applicantProduct.createdAt')
    .orderBy('applicantProduct.id')
    .execute();
}

/** Total loan amount and total exposure (outstanding balances) of the company's agreements, in ringgit. */
export async function facilityTotals(db: Db, hirerId: number) {
  const [row] = await executeNamed(
    db,
    facilities(db, hirerId).select([
      sql<string>`coalesce(sum(${lineLoanSql}), 0)`.as('totalLoanAmount'),
      sql<string>`coalesce(sum(${lineOutstanding}), 0)`.as('totalExposure'),
      sql<number>`count(*)::int`.as('count'),
    ]),
  );
  if (!row) throw new Error('an aggregate answers one row');
  return row;
}

// ---- Applications: financial program, credit score, last application ------------------------------------

/** The company's latest live application, with its program and tier names. */
export async function latestApplication(db: Db, hirerId: number) {
  const [row] = await executeNamed(
    db,
    db
      .selectFrom('applicant')
      .innerJoin('financialProgram', 'financialProgram.id', 'applicant.financialProgramId')
      .leftJoin('financialProgramTier', 'financialProgramTier.id', 'applicant.financialProgramTierId')
      .select([
        'applicant.id',
        'applicant.totalScore',
        'applicant.updatedAt',
        'applicant.createdAt',
        'financialProgram.name as programName',
        'financialProgramTier.name as tierName',
      ])
      .where('applicant.hirerId', '=', hirerId)
      .where('applicant.deletedAt', 'is', null)
      .orderBy('applicant.createdAt', 'desc')
      .orderBy('applicant.id', 'desc')
      .limit(1),
  );
  return row;
}

export async function lastApprovalDate(db: Db, hirerId: number): Promise<Date | null> {
  const [row] = await executeNamed(
    db,
    db
      .selectFrom('applicant')
      .select(sql<Date | null>`max(${sql.ref('applicant.approvedAt')})`.as('approvedAt'))
      .where('applicant.hirerId', '=', hirerId)
      .where('applicant.deletedAt', 'is', null),
  );
  return row?.approvedAt ?? null;
}

/** rating_score of the latest analysed company credit report (CTOS Company Report) of the company. */
export async function latestRatingScore(db: Db, hirerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('applicantDocument')
    .innerJoin('applicant', 'applicant.id', 'applicantDocument.applicantId')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .select(
      sql<string | null>`${sql.ref('applicantDocument.analyzeResult')} ->> 'rating_score'`.as('ratingScore'),
    )
    .where('applicant.hirerId', '=', hirerId)
    .where('applicant.deletedAt', 'is', null)
    .where('resource.name', '=', 'CTOS Company Report')
    .where(sql<boolean>`${sql.ref('applicantDocument.analyzeResult')} ->> 'rating_score' is not null`)
    .orderBy(sql`${sql.ref('applicantDocument.updatedAt')} desc nulls last`)
    .orderBy('applicantDocument.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.ratingScore ?? null;
}

/** Documents of an application but bank statements and 'Other' (clients §2 Last Application card). */
export function applicationDocuments(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .innerJoin('storedFile', 'storedFile.id', 'applicantDocument.fileId')
    .select([
      'applicantDocument.id',
      'applicantDocument.fileId',
      'applicantDocument.name',
      'applicantDocument.createdAt',
      'resource.name as type',
      'storedFile.originalName',
    ])
    .where('applicantDocument.applicantId', '=', applicantId)
    .where('resource.name', 'not in', ['Bank Account Statement', 'Other'])
    .orderBy('resource.name')
    .orderBy('applicantDocument.id')
    .execute();
}
