import { pickTier, totalFactorScore, type WeightedScore } from '@sewabeli/domain';
import type { Db } from '../client';

// Score cards and SRC reports for the demo applications (issue 10), so the Score Card, SRC Report and Result
// steps have something to look at on first start. Scores go to applications at progress seq >= 2 whose score
// card has no choice yet; SRC data (criteria, comments, bank statement summary, financial analysis, ageing,
// recommendations) to those at seq >= 4, each table only where the application has no row in it yet (the
// document analysis may have filled some). Harmless when there are no such applications. The total and the tier
// are the domain's (decisions.md §4: totalFactorScore, pickTier).

interface Candidate {
  id: number;
  seq: number;
  financialProgramId: number;
  financialProgramTierId: number | null;
  totalScore: string | null;
}

/** Deterministic variety per application: 0..n-1. */
const pick = (id: number, salt: number, n: number) => (id * 7 + salt * 13) % n;

async function candidates(db: Db, minSeq: number): Promise<Candidate[]> {
  return db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .select([
      'applicant.id',
      'progress.seq',
      'applicant.financialProgramId',
      'applicant.financialProgramTierId',
      'applicant.totalScore',
    ])
    .where('progress.seq', '>=', minSeq)
    .where('applicant.deletedAt', 'is', null)
    .orderBy('applicant.id')
    .execute();
}

/** Targets a total score (a tier's middle, or a varied one) by choosing, factor by factor, the closest attribute. */
async function seedScoreCard(db: Db, applicant: Candidate): Promise<void> {
  const chosen = await db
    .selectFrom('applicantFactor')
    .select('id')
    .where('applicantId', '=', applicant.id)
    .where('factorAttributeId', 'is not', null)
    .executeTakeFirst();
  if (chosen) return;
  const factors = await db
    .selectFrom('factor')
    .select(['id', 'weightage'])
    .where('financialProgramId', '=', applicant.financialProgramId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
  if (factors.length === 0) return;
  const tiers = await db
    .selectFrom('financialProgramTier')
    .select(['id', 'minScore', 'maxScore'])
    .where('financialProgramId', '=', applicant.financialProgramId)
    .where('deletedAt', 'is', null)
    .execute();
  const ownTier = tiers.find((tier) => tier.id === applicant.financialProgramTierId);
  const target =
    applicant.totalScore !== null
      ? Number(applicant.totalScore)
      : ownTier
        ? (Number(ownTier.minScore) + Number(ownTier.maxScore)) / 2
        : [82, 64, 45][pick(applicant.id, 1, 3)]!;
  const scored: WeightedScore[] = [];
  for (const factor of factors) {
    const attributes = await db
      .selectFrom('factorAttribute')
      .select(['id', 'score'])
      .where('factorId', '=', factor.id)
      .where('deletedAt', 'is', null)
      .execute();
    if (attributes.length === 0) continue;
    const best = attributes.reduce((a, b) =>
      Math.abs(b.score * 10 - target) < Math.abs(a.score * 10 - target) ? b : a,
    );
    scored.push({ score: best.score, weightage: Number(factor.weightage) });
    await db
      .insertInto('applicantFactor')
      .values({
        applicantId: applicant.id,
        factorId: factor.id,
        factorAttributeId: best.id,
        score: best.score,
        remark: pick(applicant.id, factor.id, 3) === 0 ? 'Verified against the documents on file' : null,
      })
      .onConflict((oc) =>
        oc
          .columns(['applicantId', 'factorId'])
          .doUpdateSet({ factorAttributeId: best.id, score: best.score }),
      )
      .execute();
  }
  // An application that already carries a score or a tier (its lines were priced on it) keeps them.
  if (applicant.totalScore !== null || applicant.financialProgramTierId !== null) return;
  const total = totalFactorScore(scored);
  const tier = pickTier(
    tiers.map((candidate) => ({
      id: candidate.id,
      minScore: Number(candidate.minScore),
      maxScore: Number(candidate.maxScore),
    })),
    total,
  );
  await db
    .updateTable('applicant')
    .set({ totalScore: total, financialProgramTierId: tier?.id ?? null })
    .where('id', '=', applicant.id)
    .execute();
}

async function hasRows(
  db: Db,
  table:
    | 'applicantCriteria'
    | 'applicantComment'
    | 'applicantCreditInfo'
    | 'applicantFinancialAnalysis'
    | 'applicantAgeing'
    | 'applicantRecommendation',
  applicantId: number,
) {
  return (
    (await db.selectFrom(table).select('id').where('applicantId', '=', applicantId).executeTakeFirst()) !==
    undefined
  );
}

const CRITERIA_REMARKS: Record<number, readonly [status: 0 | 1 | null, remark: string]> = {
  0: [1, 'Confirmed from the SSM profile and site visit'],
  1: [1, 'No adverse findings'],
  2: [0, 'One trade reference slow to pay; explained and regularised'],
  3: [null, 'Not applicable to this facility'],
};

const firstOfMonth = (monthsAgo: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return date.toISOString().slice(0, 10);
};

async function seedSrcReport(db: Db, applicant: Candidate): Promise<void> {
  const id = applicant.id;
  const scale = 1 + pick(id, 2, 5) / 2;
  if (!(await hasRows(db, 'applicantCriteria', id))) {
    const criteria = await db
      .selectFrom('criteria')
      .select('id')
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    if (criteria.length > 0) {
      await db
        .insertInto('applicantCriteria')
        .values(
          criteria.map((row, index) => {
            const [status, remark] =
              CRITERIA_REMARKS[
                pick(id, index, 8) % 4 === 2 && index % 3 === 0 ? 2 : index % 5 === 4 ? 3 : index % 2
              ]!;
            return {
              applicantId: id,
              criteriaId: row.id,
              status,
              remark,
              ctosRemark:
                index % 3 === 0 ? 'CTOS: no legal case; 2 trade references, both satisfactory' : null,
            };
          }),
        )
        .execute();
    }
  }
  if (!(await hasRows(db, 'applicantComment', id))) {
    await db
      .insertInto('applicantComment')
      .values([
        {
          applicantId: id,
          category: 'creditInfoComment',
          value: 'Steady monthly inflows; deposits cover withdrawals in every month.',
        },
        {
          applicantId: id,
          category: 'financialComment',
          value: 'Turnover grew year on year; gearing within the program appetite.',
        },
        {
          applicantId: id,
          category: 'debtorComment',
          value: 'Most debtors within 60 days; no single debtor above 30%.',
        },
        { applicantId: id, category: 'creditorComment', value: 'Suppliers paid within terms.' },
      ])
      .execute();
  }
  if (!(await hasRows(db, 'applicantCreditInfo', id))) {
    await db
      .insertInto('applicantCreditInfo')
      .values(
        [6, 5, 4, 3, 2, 1].map((monthsAgo) => ({
          applicantId: id,
          month: firstOfMonth(monthsAgo),
          withdrawal: (scale * (182_000 + monthsAgo * 7_350)).toFixed(2),
          deposit: (scale * (205_500 + monthsAgo * 6_120)).toFixed(2),
        })),
      )
      .execute();
  }
  if (!(await hasRows(db, 'applicantFinancialAnalysis', id))) {
    const year = new Date().getUTCFullYear() - 1;
    await db
      .insertInto('applicantFinancialAnalysis')
      .values(
        [year - 1, year].map((fy, index) => ({
          applicantId: id,
          year: fy,
          turnover: (scale * (4_200_000 + index * 650_000)).toFixed(2),
          pbt: (scale * (310_000 + index * 85_000)).toFixed(2),
          npat: (scale * (235_600 + index * 64_600)).toFixed(2),
          netWorth: (scale * (1_850_000 + index * 240_000)).toFixed(2),
          currentRatio: 1.42 + index * 0.11,
          gearingRatio: 0.86 - index * 0.09,
          leverageRatio: 1.31 - index * 0.07,
          dateFye: `${fy}-12-31`,
        })),
      )
      .execute();
  }
  if (!(await hasRows(db, 'applicantAgeing', id))) {
    const ageing = (kind: 'debtor' | 'creditor', base: number) => {
      const buckets = [0.46, 0.24, 0.14, 0.08, 0.05, 0.03].map(
        (share) => Math.round(base * scale * share * 100) / 100,
      );
      const [currentMonth, month1, month2, month3, month4, month5AndAbove] = buckets.map((v) => v.toFixed(2));
      const total = buckets.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
      return {
        applicantId: id,
        kind,
        currentMonth,
        month1,
        month2,
        month3,
        month4,
        month5AndAbove,
        total: total.toFixed(2),
      };
    };
    await db
      .insertInto('applicantAgeing')
      .values([ageing('debtor', 640_000), ageing('creditor', 380_000)])
      .execute();
  }
  if (!(await hasRows(db, 'applicantRecommendation', id))) {
    await db
      .insertInto('applicantRecommendation')
      .values([
        {
          applicantId: id,
          comment: 'Established operator with a clean repayment record and steady bank inflows.',
        },
        {
          applicantId: id,
          comment: 'Recommend approval at the tier rate with the directors as joint guarantors.',
        },
      ])
      .execute();
  }
}

export async function seedDemoApplicationAssessments(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const applicant of await candidates(trx, 2)) await seedScoreCard(trx, applicant);
    for (const applicant of await candidates(trx, 4)) await seedSrcReport(trx, applicant);
  });
}
