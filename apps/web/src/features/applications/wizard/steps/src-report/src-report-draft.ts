import {
  type AgeingAmounts,
  type COMMENT_CATEGORIES,
  CREDIT_INFO_MESSAGES,
  type CreditInfoChanges,
  clashingCreditInfoMonth,
  creditInfoMonthOf,
} from '@sewabeli/domain';

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

/** A credit information row on screen: a stored one (its id) or a month added in this visit. */
export interface CreditInfoRowDraft {
  key: string;
  id: number | null;
  /** 'YYYY-MM-01'. */
  month: string;
  /** Sen; null while the field is blank (sent as 0). */
  withdrawal: number | null;
  deposit: number | null;
}

export interface SrcDraft {
  criteria: Record<number, { status: 0 | 1 | null; remark: string }>;
  comments: Record<CommentCategory, string>;
  creditInfo: CreditInfoRowDraft[];
  removedCreditInfoIds: number[];
  financialAnalysis: FinancialYearDraft[];
  ageing: { debtor: AgeingAmounts | null; creditor: AgeingAmounts | null };
}

interface ReportLike {
  criteria: readonly { id: number; status: 0 | 1 | null; remark: string | null }[];
  comments: Record<CommentCategory, string>;
  creditInfo: readonly { id: number; month: string; withdrawal: number; deposit: number }[];
  financialAnalysis: readonly FinancialYearDraft[];
  ageing: { debtor: AgeingAmounts | null; creditor: AgeingAmounts | null };
}

export function srcDraftOf(report: ReportLike): SrcDraft {
  return {
    criteria: Object.fromEntries(
      report.criteria.map((row) => [row.id, { status: row.status, remark: row.remark ?? '' }]),
    ),
    comments: { ...report.comments },
    creditInfo: report.creditInfo.map(({ id, month, withdrawal, deposit }) => ({
      key: `saved-${id}`,
      id,
      month,
      withdrawal,
      deposit,
    })),
    removedCreditInfoIds: [],
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

let addedRows = 0;

/**
 * Adds the month typed as MM-YYYY, kept in month order; refused with the rule's message when it is not a month or
 * is already in the table.
 */
export function withCreditInfoMonth(
  rows: readonly CreditInfoRowDraft[],
  typed: string,
): { rows: CreditInfoRowDraft[]; issue: null } | { rows: null; issue: string } {
  const month = creditInfoMonthOf(typed);
  if (!month) return { rows: null, issue: CREDIT_INFO_MESSAGES.month };
  if (
    clashingCreditInfoMonth(
      rows.map((row) => row.month),
      [month],
    )
  )
    return { rows: null, issue: CREDIT_INFO_MESSAGES.duplicateMonth };
  addedRows += 1;
  const row: CreditInfoRowDraft = { key: `new-${addedRows}`, id: null, month, withdrawal: 0, deposit: 0 };
  return { rows: [...rows, row].sort((a, b) => a.month.localeCompare(b.month)), issue: null };
}

/** Takes a row off the table; a stored one is remembered, to be deleted on Save. */
export function withoutCreditInfoRow(draft: SrcDraft, key: string): SrcDraft {
  const row = draft.creditInfo.find((candidate) => candidate.key === key);
  if (!row) return draft;
  return {
    ...draft,
    creditInfo: draft.creditInfo.filter((candidate) => candidate.key !== key),
    removedCreditInfoIds:
      row.id === null ? draft.removedCreditInfoIds : [...draft.removedCreditInfoIds, row.id],
  };
}

/** What Save sends of the credit information: only what changed, so that months read meanwhile stay. */
export function creditInfoChanges(report: ReportLike, draft: SrcDraft): CreditInfoChanges {
  const stored = new Map(report.creditInfo.map((row) => [row.id, row]));
  const amounts = (row: CreditInfoRowDraft) => ({
    withdrawal: row.withdrawal ?? 0,
    deposit: row.deposit ?? 0,
  });
  return {
    added: draft.creditInfo
      .filter((row) => row.id === null)
      .map((row) => ({ month: row.month, ...amounts(row) })),
    changed: draft.creditInfo.flatMap((row) => {
      const before = row.id === null ? undefined : stored.get(row.id);
      if (!before || row.id === null) return [];
      const after = amounts(row);
      return after.withdrawal === before.withdrawal && after.deposit === before.deposit
        ? []
        : [{ id: row.id, ...after }];
    }),
    removedIds: [...draft.removedCreditInfoIds],
  };
}
