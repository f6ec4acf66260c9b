import { sql } from 'kysely';
import type { Db } from '../client';

// Demonstration programs and the criteria catalogue (collections-and-programs.md §2.4-2.8). Amounts are ringgit
// as the database stores them; rates are flat percent per annum; scores are 0..100 (tiers) and 0..10 (attributes).

interface SeedTier {
  name: string;
  riskLevel: 'Low' | 'Mid' | 'High';
  minScore: number;
  maxScore: number;
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number;
  maxCapped: string;
}

interface SeedFactor {
  name: string;
  category: string;
  description: string;
  weightage: number;
  editable?: boolean;
  attributes: readonly (readonly [name: string, score: number, description?: string])[];
}

interface SeedProgram {
  name: string;
  maxCapped: string;
  maxTenure: number;
  percentageOnNew: number;
  percentageOnUsed: number;
  /** Issue 14: new lines of this program are reducing balance; lines already added keep their method. */
  interestMethod?: 'flat' | 'reducing_balance';
  tiers: readonly SeedTier[];
  factors: readonly SeedFactor[];
}

const CREDIT_BUREAU_FACTOR: SeedFactor = {
  name: 'CTOS / CCRIS Conduct',
  category: 'Repayment History',
  description: 'Repayment conduct of the company and its directors in CCRIS and CTOS over the last 12 months',
  weightage: 25,
  // Scored from the credit bureau reports the application uploads, so its wording is fixed.
  editable: false,
  attributes: [
    ['Legal action or special attention account', 0, 'Summons, winding-up or SAA flag on record'],
    ['Arrears of 3 months or more', 2, 'Any facility 3+ instalments in arrears in the last 12 months'],
    ['Occasional arrears under 2 months', 6, 'Isolated 1-2 month arrears, regularised'],
    ['Clean record', 10, 'No arrears and no legal records'],
  ],
};

/**
 * Issue 41: the demo programs charge late-payment interest at 8 % p.a. (the cap for goods under the Act), and the
 * demo agreements carry it, so the demo book's overdue agreements show their charges.
 */
export const DEMO_LATE_CHARGE_RATE = 8;

export const DEMO_PROGRAMS: readonly SeedProgram[] = [
  {
    name: 'Heavy Equipment Financing',
    maxCapped: '5000000.00',
    maxTenure: 5,
    percentageOnNew: 85,
    percentageOnUsed: 70,
    tiers: [
      {
        name: 'Prime',
        riskLevel: 'Low',
        minScore: 70,
        maxScore: 100,
        minInterestRate: 3.5,
        maxInterestRate: 4.5,
        maxTenure: 5,
        maxCapped: '3000000.00',
      },
      {
        name: 'Standard',
        riskLevel: 'Mid',
        minScore: 50,
        maxScore: 69.99,
        minInterestRate: 4.5,
        maxInterestRate: 6,
        maxTenure: 4,
        maxCapped: '1500000.00',
      },
      {
        name: 'Watchlist',
        riskLevel: 'High',
        minScore: 35,
        maxScore: 49.99,
        minInterestRate: 6,
        maxInterestRate: 8.5,
        maxTenure: 3,
        maxCapped: '500000.00',
      },
    ],
    factors: [
      {
        name: 'Years in Business',
        category: 'Business Profile',
        description: 'Years since incorporation (SSM), counting predecessor sole proprietorships',
        weightage: 15,
        attributes: [
          ['Less than 2 years', 2],
          ['2 to 5 years', 5],
          ['5 to 10 years', 8],
          ['More than 10 years', 10],
        ],
      },
      {
        name: 'Management Experience',
        category: 'Management',
        description: 'Hands-on experience of the directors in earthworks, quarrying or construction',
        weightage: 10,
        attributes: [
          ['Directors new to the industry', 3],
          ['3 to 10 years in the industry', 6],
          ['More than 10 years in the industry', 10],
        ],
      },
      {
        name: 'Gearing Ratio',
        category: 'Financial Strength',
        description: 'Total borrowings over shareholders funds, latest audited accounts',
        weightage: 20,
        attributes: [
          ['Above 3.0x', 1],
          ['2.0x to 3.0x', 4],
          ['1.0x to 2.0x', 7],
          ['Below 1.0x', 10],
        ],
      },
      CREDIT_BUREAU_FACTOR,
      {
        name: 'Equipment Resale Value',
        category: 'Asset and Security',
        description: 'Depth of the secondary market for the machine if it has to be repossessed',
        weightage: 20,
        attributes: [
          ['Specialised machine, thin secondary market', 3],
          ['Mid-market brand', 6],
          ['Tier-1 brand (Caterpillar, Komatsu, Hitachi, Volvo)', 10],
        ],
      },
      {
        name: 'Sector Outlook',
        category: 'Industry Risk',
        description: 'Where the equipment will work and how steady that order book is',
        weightage: 10,
        attributes: [
          ['Private construction sub-contracts', 4],
          ['Plantation and agriculture', 7],
          ['Government infrastructure contracts', 9],
        ],
      },
    ],
  },
  {
    name: 'Commercial Vehicle Financing',
    maxCapped: '2000000.00',
    maxTenure: 5,
    percentageOnNew: 90,
    percentageOnUsed: 80,
    // Issue 14: the demo's reducing-balance program. Its signed agreements and the lines already on its
    // applications were added while it was flat and stay flat (each line keeps the method it was added with).
    interestMethod: 'reducing_balance',
    tiers: [
      {
        name: 'Prime',
        riskLevel: 'Low',
        minScore: 70,
        maxScore: 100,
        minInterestRate: 2.8,
        maxInterestRate: 3.8,
        maxTenure: 5,
        maxCapped: '1000000.00',
      },
      {
        name: 'Standard',
        riskLevel: 'Mid',
        minScore: 50,
        maxScore: 69.99,
        minInterestRate: 3.8,
        maxInterestRate: 5,
        maxTenure: 5,
        maxCapped: '600000.00',
      },
      {
        name: 'Watchlist',
        riskLevel: 'High',
        minScore: 35,
        maxScore: 49.99,
        minInterestRate: 5,
        maxInterestRate: 7.5,
        maxTenure: 3,
        maxCapped: '250000.00',
      },
    ],
    factors: [
      {
        name: 'Fleet Operating History',
        category: 'Business Profile',
        description: 'Years operating a logistics or haulage fleet under a valid APAD licence',
        weightage: 20,
        attributes: [
          ['First fleet', 2],
          ['Under 3 years', 5],
          ['3 to 8 years', 8],
          ['More than 8 years', 10],
        ],
      },
      {
        name: 'Director Guarantee Strength',
        category: 'Management',
        description: 'Net worth of the directors giving personal guarantees',
        weightage: 10,
        attributes: [
          ['No guarantor', 0],
          ['Guarantor with limited assets', 5],
          ['Guarantor with unencumbered property', 10],
        ],
      },
      {
        name: 'Debt Service Coverage Ratio',
        category: 'Financial Strength',
        description: 'Operating cash flow over annual debt repayments, including the new facility',
        weightage: 25,
        attributes: [
          ['Below 1.0x', 0],
          ['1.0x to 1.25x', 4],
          ['1.25x to 1.5x', 7],
          ['Above 1.5x', 10],
        ],
      },
      CREDIT_BUREAU_FACTOR,
      {
        name: 'Vehicle Condition',
        category: 'Asset and Security',
        description: 'Age and condition of the financed lorry, prime mover or van',
        weightage: 10,
        attributes: [
          ['Reconditioned, more than 5 years old', 3],
          ['Used, under 5 years old', 6],
          ['New', 10],
        ],
      },
      {
        name: 'Customer Concentration',
        category: 'Industry Risk',
        description: 'Share of revenue from the largest customer',
        weightage: 10,
        attributes: [
          ['One customer above 60%', 3],
          ['Largest customer 30% to 60%', 6],
          ['No customer above 30%', 10],
        ],
      },
    ],
  },
];

/** The risk acceptance criteria of the SRC report, by CRITERIA_CATEGORY resource name. */
export const DEMO_CRITERIA: readonly (readonly [
  category: string,
  name: string,
  description: string,
  editable?: boolean,
])[] = [
  ['Company Background', 'Minimum operating history', 'Company incorporated with SSM for at least 2 years'],
  [
    'Company Background',
    'Valid business licence',
    'Licences needed for the business are current (APAD, CIDB)',
  ],
  [
    'Directors and Guarantors',
    'Directors as guarantors',
    'All directors with 20% or more shares sign as guarantors',
  ],
  [
    'Directors and Guarantors',
    'No bankrupt director',
    'No director or guarantor is an undischarged bankrupt',
    false,
  ],
  [
    'Financial Performance',
    'Positive net worth',
    'Shareholders funds positive in the latest audited accounts',
  ],
  [
    'Financial Performance',
    'Profitable operations',
    'Profit before tax in at least 2 of the last 3 financial years',
  ],
  ['Financial Performance', 'Debt service coverage', 'DSCR of at least 1.25x including the new facility'],
  ['Banking Conduct', 'No returned cheques', 'No dishonoured cheques in the last 6 months bank statements'],
  ['Banking Conduct', 'Average balance', 'Average month-end balance covers at least one instalment'],
  ['Credit Bureau', 'CCRIS conduct', 'No facility in arrears of 3 months or more in CCRIS', false],
  ['Credit Bureau', 'CTOS legal records', 'No legal action, winding-up or summons in CTOS', false],
  ['Legal and Litigation', 'No pending litigation', 'No material suit against the company or its directors'],
  [
    'Asset and Security',
    'Insurance coverage',
    'Asset insured comprehensively with the financier as loss payee',
  ],
  ['Asset and Security', 'Asset age at maturity', 'Asset no older than 15 years at the end of the tenure'],
];

async function resourceIds(db: Db, category: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('resource')
    .select(['id', 'name'])
    .where('category', '=', category)
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seedDemoPrograms: missing ${what}`);
  return value;
}

async function seedProgram(
  db: Db,
  program: SeedProgram,
  factorTypes: Map<string, number>,
  by: number | null,
) {
  const existing = await db
    .selectFrom('financialProgram')
    .select('id')
    .where(sql<string>`lower(name)`, '=', program.name.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (existing) return;
  const tracking = { createdBy: by, updatedBy: by };
  const { id: financialProgramId } = await db
    .insertInto('financialProgram')
    .values({
      name: program.name,
      maxCapped: program.maxCapped,
      maxTenure: program.maxTenure,
      percentageOnNew: program.percentageOnNew,
      percentageOnUsed: program.percentageOnUsed,
      interestMethod: program.interestMethod ?? 'flat',
      lateChargeRate: DEMO_LATE_CHARGE_RATE,
      ...tracking,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('financialProgramTier')
    .values(program.tiers.map((tier) => ({ ...tier, financialProgramId, ...tracking })))
    .execute();
  for (const factor of program.factors) {
    const { id: factorId } = await db
      .insertInto('factor')
      .values({
        financialProgramId,
        resourceId: required(factorTypes.get(factor.category), `FACTOR_CATEGORY ${factor.category}`),
        name: factor.name,
        description: factor.description,
        weightage: factor.weightage,
        editable: factor.editable ?? true,
        ...tracking,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('factorAttribute')
      .values(
        factor.attributes.map(([name, score, description]) => ({
          factorId,
          name,
          score,
          description: description ?? null,
          ...tracking,
        })),
      )
      .execute();
  }
}

async function seedCriteria(db: Db, categories: Map<string, number>, by: number | null) {
  for (const [category, name, description, editable] of DEMO_CRITERIA) {
    const resourceId = required(categories.get(category), `CRITERIA_CATEGORY ${category}`);
    const existing = await db
      .selectFrom('criteria')
      .select('id')
      .where('resourceId', '=', resourceId)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('criteria')
      .values({ resourceId, name, description, editable: editable ?? true, createdBy: by, updatedBy: by })
      .execute();
  }
}

/** Financial programs with tiers, weighted factors and scored attributes, and the criteria catalogue. Idempotent. */
export async function seedDemoPrograms(db: Db): Promise<void> {
  const admin = await db
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', 'superadmin')
    .executeTakeFirst();
  const by = admin?.userId ?? null;
  const factorTypes = await resourceIds(db, 'FACTOR_CATEGORY');
  for (const program of DEMO_PROGRAMS) await seedProgram(db, program, factorTypes, by);
  await seedCriteria(db, await resourceIds(db, 'CRITERIA_CATEGORY'), by);
}
