import type { ColumnType } from 'kysely';
import type { JsonValue } from './auth';
import type {
  CreatedAt,
  DateString,
  DefaultedNumeric,
  Flag,
  Id,
  NullableJson,
  NullableNumeric,
  NullableTimestamp,
  SearchText,
  SoftDelete,
  Tracking,
  TriState,
} from './columns';

type DefaultedBoolean = ColumnType<boolean, boolean | undefined, boolean>;

/** The application's document checklist (origination section 3); stored as jsonb. */
export interface ApplicantChecklist {
  ctos?: boolean;
  nrics?: boolean;
  bankStatements?: boolean;
  formD?: boolean;
  financialStatements?: boolean;
  CPT?: boolean;
  projectsActivity?: boolean;
  ageingList?: boolean;
  memorandum?: boolean;
  incorpCert?: boolean;
  form9?: boolean;
  proCertified?: boolean;
  clOthers?: string;
}

/**
 * A finance application. Approval positions 1..4 are Credit Officer, Head of Operation, Malaysia Director,
 * China Director: statusN null pending, 1 approved, 0 rejected; statusNBypass when a Superadmin's By Pass
 * approved the position.
 */
export interface ApplicantTable extends Tracking, SoftDelete {
  id: Id;
  hirerId: number;
  purpose: string | null;
  financialProgramId: number;
  /** Re-derived from totalScore whenever the score card is saved; null when no tier matches. */
  financialProgramTierId: number | null;
  /** progress.id (1..9, decisions.md section 5); defaults to 1. */
  progressId: ColumnType<number, number | undefined, number>;
  lockStatus: Flag;
  checklist: NullableJson<ApplicantChecklist>;
  srcUrl: string | null;
  srcFileId: number | null;
  /** Total factor score, 0..100. */
  totalScore: NullableNumeric;
  status1: TriState;
  status1User: number | null;
  status1At: NullableTimestamp;
  status1Bypass: DefaultedBoolean;
  status2: TriState;
  status2User: number | null;
  status2At: NullableTimestamp;
  status2Bypass: DefaultedBoolean;
  status3: TriState;
  status3User: number | null;
  status3At: NullableTimestamp;
  status3Bypass: DefaultedBoolean;
  status4: TriState;
  status4User: number | null;
  status4At: NullableTimestamp;
  status4Bypass: DefaultedBoolean;
  submittedAt: NullableTimestamp;
  /** When the last approval (or By Pass) went through: the application's approval date for analytics. */
  approvedAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  /** Issue 11: where the generation of the agreement documents stands once approved; null before. */
  agreementsState: 'queued' | 'generated' | 'failed' | null;
  /** Why the last generation failed (with agreementsState 'failed'). */
  agreementsError: string | null;
  searchText: SearchText;
}

export interface ApplicantDocumentTable {
  id: Id;
  applicantId: number;
  /** Document type: a resource of category DOCUMENT_APPLICANT. */
  resourceId: number;
  fileId: number;
  name: string | null;
  analyzeResult: NullableJson<JsonValue>;
  /** Why the analysis failed (set with updatedAt, analyzeResult null): the credit-bureau status Failed's reason. */
  analyzeError: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  /** Null until analysed: the credit-bureau status is Pending without it (no default on purpose). */
  updatedAt: NullableTimestamp;
  createdBy: number | null;
  updatedBy: number | null;
}

export interface ApplicantGuarantorTable extends Tracking {
  id: Id;
  applicantId: number;
  /** The directorship it was picked from, if any. */
  hirerContactId: number | null;
  /** Unique per application (case-insensitive). */
  name: string;
  identityNo: string;
  description: string | null;
  phone: string | null;
  /** Identity card file. */
  fileId: number;
}

export interface ApplicantWitnessTable extends Tracking {
  id: Id;
  applicantId: number;
  hirerContactId: number | null;
  /** Unique per application (case-insensitive). */
  name: string;
  designation: string | null;
  identityNo: string;
}

/** One per (applicant, factor). */
export interface ApplicantFactorTable extends Tracking {
  id: Id;
  applicantId: number;
  factorId: number;
  factorAttributeId: number | null;
  /** The chosen attribute's score, 0..10; null (counted as 0) when none is chosen. */
  score: number | null;
  remark: string | null;
}

/** One per (applicant, criteria). */
export interface ApplicantCriteriaTable extends Tracking {
  id: Id;
  applicantId: number;
  criteriaId: number;
  /** Y 1, N 0, N/A null. */
  status: TriState;
  remark: string | null;
  ctosRemark: string | null;
}

export interface ApplicantRecommendationTable extends Tracking {
  id: Id;
  applicantId: number;
  comment: string;
}

export type ApplicantCommentCategory =
  | 'creditInfoComment'
  | 'financialComment'
  | 'debtorComment'
  | 'creditorComment';

/** One per (applicant, category). */
export interface ApplicantCommentTable extends Tracking {
  id: Id;
  applicantId: number;
  category: ApplicantCommentCategory;
  value: ColumnType<string, string | undefined, string>;
}

export interface ApplicantActivityTable {
  id: Id;
  applicantId: number;
  description: string;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/**
 * Issue 26: one SRC risk report written by a Submit (version 1, then one more per resubmission after a
 * re-attempt); applicant.srcFileId is the newest, the older ones stay stored.
 */
export interface ApplicantSrcReportTable {
  id: Id;
  applicantId: number;
  version: number;
  fileId: number;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** Bank statement summary; one per (applicant, month). */
export interface ApplicantCreditInfoTable extends Tracking {
  id: Id;
  applicantId: number;
  /** First day of the month, 'YYYY-MM-01'. */
  month: DateString;
  withdrawal: DefaultedNumeric;
  deposit: DefaultedNumeric;
}

/** One per (applicant, financial year). Legacy wire names: PBT, NPAT, netWorth, dateFYE, pdfURL. */
export interface ApplicantFinancialAnalysisTable extends Tracking {
  id: Id;
  applicantId: number;
  year: number;
  turnover: NullableNumeric;
  pbt: NullableNumeric;
  npat: NullableNumeric;
  /** Tangible net worth. */
  netWorth: NullableNumeric;
  currentRatio: NullableNumeric;
  gearingRatio: NullableNumeric;
  leverageRatio: NullableNumeric;
  dateFye: DateString | null;
  pdfUrl: string | null;
  pdfFileId: number | null;
}

export type ApplicantAgeingKind = 'debtor' | 'creditor';

/** Debtor or creditor ageing in ringgit; one per (applicant, kind). Percentages are derived from total. */
export interface ApplicantAgeingTable extends Tracking {
  id: Id;
  applicantId: number;
  kind: ApplicantAgeingKind;
  currentMonth: DefaultedNumeric;
  month1: DefaultedNumeric;
  month2: DefaultedNumeric;
  month3: DefaultedNumeric;
  month4: DefaultedNumeric;
  month5AndAbove: DefaultedNumeric;
  total: DefaultedNumeric;
}
