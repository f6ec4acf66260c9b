import type { ColumnType } from 'kysely';
import type { DefaultedNumeric, Id, NullableNumeric, Numeric, SoftDelete, Tracking } from './columns';

type DefaultedBoolean = ColumnType<boolean, boolean | undefined, boolean>;
type DefaultedSmallint = ColumnType<number, number | undefined, number>;

/** An entry of the criteria catalogue used in the SRC report. */
export interface CriteriaTable extends Tracking, SoftDelete {
  id: Id;
  /** Category: a resource of category CRITERIA_CATEGORY (the legacy wire field `category`). */
  resourceId: number;
  name: string;
  description: string;
  editable: DefaultedBoolean;
}

export interface FinancialProgramTable extends Tracking, SoftDelete {
  id: Id;
  name: string;
  /** 'Maximum Loan Amount': caps the sum of an application's line loans when above 0. */
  maxCapped: DefaultedNumeric;
  /** Years, 0..5 (default 5). */
  maxTenure: DefaultedSmallint;
  percentageOnNew: Numeric;
  percentageOnUsed: Numeric;
  /** Issue 14: how the program's new order lines charge interest. */
  interestMethod: ColumnType<InterestMethodColumn, InterestMethodColumn | undefined, InterestMethodColumn>;
  /** Issue 41: late-payment interest, percent p.a., copied onto the program's new agreements; null: none. */
  lateChargeRate: NullableNumeric;
}

/** 'flat' (the spec's maths) or 'reducing_balance' (issue 14). */
export type InterestMethodColumn = 'flat' | 'reducing_balance';

export interface FinancialProgramTierTable extends Tracking, SoftDelete {
  id: Id;
  financialProgramId: number;
  name: string;
  /** Total factor score range, 0..100. */
  minScore: Numeric;
  maxScore: Numeric;
  /** For example Low, Mid, High. */
  riskLevel: string;
  minInterestRate: Numeric;
  maxInterestRate: Numeric;
  /** Years, 0..5. */
  maxTenure: DefaultedSmallint;
  maxCapped: DefaultedNumeric;
}

/** A weighted scoring factor of a financial program. */
export interface FactorTable extends Tracking, SoftDelete {
  id: Id;
  financialProgramId: number;
  /** Factor category: a resource of category FACTOR_CATEGORY. */
  resourceId: number;
  name: string;
  description: string;
  /** Percent 0..100; a program's factors total exactly 100. */
  weightage: DefaultedNumeric;
  editable: DefaultedBoolean;
}

export interface FactorAttributeTable extends Tracking, SoftDelete {
  id: Id;
  factorId: number;
  name: string;
  description: string | null;
  /** 0..10. */
  score: number;
}
