import type { AgeingAmounts, COMMENT_CATEGORIES } from '@sewabeli/domain';

export type CommentCategory = (typeof COMMENT_CATEGORIES)[number];

export interface FinancialYearDraft {
  year: number;
  turnover: number | null;
  PBT: number | null;
  NPAT: number | null;
  netWorth: number | null;
  currentRatio: number | null;
  gearingRatio: number | null;
  leverageRatio: number | null;
  dateFYE: string | null;
  pdfURL: string | null;
}

export interface SrcDraft {
  criteria: Record<number, { status: 0 | 1 | null; remark: string }>;
  comments: Record<CommentCategory, string>;
  financialAnalysis: FinancialYearDraft[];
  ageing: { debtor: AgeingAmounts | null; creditor: AgeingAmounts | null };
}

interface ReportLike {
  criteria: readonly { id: number; status: 0 | 1 | null; remark: string | null }[];
  comments: Record<CommentCategory, string>;
  financialAnalysis: readonly FinancialYearDraft[];
  ageing: { debtor: AgeingAmounts | null; creditor: AgeingAmounts | null };
}

export function srcDraftOf(report: ReportLike): SrcDraft {
  return {
    criteria: Object.fromEntries(
      report.criteria.map((row) => [row.id, { status: row.status, remark: row.remark ?? '' }]),
    ),
    comments: { ...report.comments },
    financialAnalysis: report.financialAnalysis.map((year) => ({ ...year })),
    ageing: { debtor: report.ageing.debtor, creditor: report.ageing.creditor },
  };
}

export function isSrcDirty(report: ReportLike, draft: SrcDraft): boolean {
  return JSON.stringify(srcDraftOf(report)) !== JSON.stringify(draft);
}

export const EMPTY_AGEING: AgeingAmounts = {
  currentMonth: 0,
  month1: 0,
  month2: 0,
  month3: 0,
  month4: 0,
  month5AndAbove: 0,
};

export function emptyFinancialYear(year: number): FinancialYearDraft {
  return {
    year,
    turnover: null,
    PBT: null,
    NPAT: null,
    netWorth: null,
    currentRatio: null,
    gearingRatio: null,
    leverageRatio: null,
    dateFYE: null,
    pdfURL: null,
  };
}

/** Adds a year column once, kept in year order. */
export function withYear(years: readonly FinancialYearDraft[], year: number): FinancialYearDraft[] {
  if (years.some((candidate) => candidate.year === year)) return [...years];
  return [...years, emptyFinancialYear(year)].sort((a, b) => a.year - b.year);
}

/** 'Y' 1, 'N' 0, 'N/A' null: the criteria select (origination §2). */
export const CRITERIA_STATUS_OPTIONS = [
  { value: '1', label: 'Y' },
  { value: '0', label: 'N' },
  { value: 'na', label: 'N/A' },
] as const;

export function statusToOption(status: 0 | 1 | null): string {
  return status === null ? 'na' : String(status);
}

export function optionToStatus(value: string | null): 0 | 1 | null {
  if (value === '1') return 1;
  if (value === '0') return 0;
  return null;
}
