import type { Db } from '@sewabeli/db';
import { newOrderLine } from '../../../../testing/factories';

// Test data for the assessment steps (not a test file): a program with two tiers and two factors, two criteria,
// a company and an application at the progress asked for.

let serial = 0;

export interface AssessmentFixture {
  applicantId: number;
  programId: number;
  tiers: { low: number; high: number };
  factors: { management: number; repayment: number };
  attributes: { weak: number; strong: number; arrears: number; clean: number };
}

async function one<T>(query: { executeTakeFirstOrThrow(): Promise<T> }) {
  return query.executeTakeFirstOrThrow();
}

export async function insertAssessment(
  db: Db,
  options: { progressId?: number; lockStatus?: 0 | 1 } = {},
): Promise<AssessmentFixture> {
  serial += 1;
  const hirer = await one(
    db
      .insertInto('hirer')
      .values({
        name: `Assessment Sdn Bhd ${serial}`,
        registrationNo: `A${Date.now()}${serial}`,
        shortname: `AS${serial}`,
        establishYear: 2012,
        resourceId: 1,
        address: 'Klang',
        pic: 'PIC',
        picNo: '012-3456789',
      })
      .returning('id'),
  );
  const program = await one(
    db
      .insertInto('financialProgram')
      .values({ name: `Assessment Program ${serial}`, percentageOnNew: 90, percentageOnUsed: 80 })
      .returning('id'),
  );
  const tier = (name: string, minScore: number, maxScore: number) =>
    one(
      db
        .insertInto('financialProgramTier')
        .values({
          financialProgramId: program.id,
          name,
          minScore,
          maxScore,
          riskLevel: name === 'Tier A' ? 'Low' : 'High',
          minInterestRate: 3,
          maxInterestRate: 6,
          maxTenure: 5,
        })
        .returning('id'),
    );
  const low = await tier('Tier C', 0, 59.99);
  const high = await tier('Tier A', 60, 100);
  const factor = (name: string, resourceId: number, weightage: number) =>
    one(
      db
        .insertInto('factor')
        .values({
          financialProgramId: program.id,
          resourceId,
          name,
          description: `${name} description`,
          weightage,
        })
        .returning('id'),
    );
  // FACTOR_CATEGORY 91 Management, 94 Repayment History (reference data).
  const management = await factor('Management experience', 91, 40);
  const repayment = await factor('CTOS conduct', 94, 60);
  const attribute = (factorId: number, name: string, score: number) =>
    one(db.insertInto('factorAttribute').values({ factorId, name, score }).returning('id'));
  // Inserted out of score order on purpose: the select lists them by score.
  const strong = await attribute(management.id, 'Over 10 years', 10);
  const weak = await attribute(management.id, 'Under 2 years', 2);
  const clean = await attribute(repayment.id, 'Clean record', 10);
  const arrears = await attribute(repayment.id, 'Arrears of 3 months', 2);
  const applicant = await one(
    db
      .insertInto('applicant')
      .values({
        hirerId: hirer.id,
        financialProgramId: program.id,
        purpose: 'Fleet expansion',
        progressId: options.progressId ?? 2,
        lockStatus: options.lockStatus ?? 0,
      })
      .returning('id'),
  );
  return {
    applicantId: applicant.id,
    programId: program.id,
    tiers: { low: low.id, high: high.id },
    factors: { management: management.id, repayment: repayment.id },
    attributes: { weak: weak.id, strong: strong.id, arrears: arrears.id, clean: clean.id },
  };
}

/** Two criteria of the catalogue (CRITERIA_CATEGORY 81, 85), once per database. */
export async function ensureCriteria(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('criteria')
    .select('id')
    .where('name', 'like', 'Assessment %')
    .execute();
  if (existing.length > 0) return;
  await db
    .insertInto('criteria')
    .values([
      { resourceId: 81, name: 'Assessment company age', description: 'In business for 3 years or more' },
      { resourceId: 85, name: 'Assessment CCRIS', description: 'No facility 3 months in arrears' },
    ])
    .execute();
}

/** A company credit-bureau report document, analysed or not (credit-bureau badge). */
export async function insertCreditBureauReport(
  db: Db,
  applicantId: number,
  analysis: { updatedAt: Date | null; analyzeResult: unknown },
): Promise<void> {
  const file = await one(
    db
      .insertInto('storedFile')
      .values({
        storageKey: `test/${Date.now()}-${serial}`,
        originalName: 'ctos.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
      })
      .returning('id'),
  );
  await db
    .insertInto('applicantDocument')
    .values({
      applicantId,
      resourceId: 41,
      fileId: file.id,
      name: 'ctos.pdf',
      updatedAt: analysis.updatedAt,
      analyzeResult: analysis.analyzeResult === null ? null : JSON.stringify(analysis.analyzeResult),
    })
    .execute();
}

/** An order line of two Volvo EC210 excavators (RM 400,000.00 each, RM 360,000.00 financed each) on the application. */
export async function insertFacilityLine(db: Db, applicantId: number): Promise<void> {
  const { hirerId } = await db
    .selectFrom('applicant')
    .select('hirerId')
    .where('id', '=', applicantId)
    .executeTakeFirstOrThrow();
  const brand = await db
    .insertInto('brand')
    .values({ name: `Volvo ${applicantId}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('product')
    .values({ name: 'EC210 Excavator', brandId: brand.id, cost: '400000.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendor')
    .values({ name: `Volvo Dealer ${applicantId}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await newOrderLine(db, {
    applicantId,
    hirerId,
    brandId: brand.id,
    productId: product.id,
    vendorId: vendor.id,
    cost: '400000.00',
    loanAmount: '360000.00',
    quantity: 2,
  });
}

/** A document checklist with the mandatory items ticked and an 'Others' text: what Submit accepts. */
export const TICKED_CHECKLIST = {
  ctos: true,
  nrics: true,
  bankStatements: true,
  formD: true,
  financialStatements: false,
  CPT: false,
  projectsActivity: false,
  ageingList: true,
  memorandum: false,
  incorpCert: false,
  form9: false,
  proCertified: false,
  clOthers: 'Site visit photos',
};
