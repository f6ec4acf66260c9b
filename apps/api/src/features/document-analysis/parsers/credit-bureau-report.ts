import { formatRM, ringgitToSen, senToRinggit } from '@sewabeli/domain';
import {
  amountSen,
  type Cell,
  cellText,
  countOf,
  dateOf,
  isBlank,
  labelKey,
  rowLabel,
  type Table,
  unreadable,
} from './table';

/**
 * What is read from a company credit-bureau (CTOS) report. Stored as the document's analyze_result in the legacy
 * snake_case (rating_score is what the company profile already reads); money in ringgit text with 2 decimals.
 */
export interface CreditBureauResult {
  rating_score: number;
  legal_cases: number | null;
  legal_case_amount: string | null;
  trade_references: number | null;
  special_attention_accounts: number | null;
  outstanding_facilities: string | null;
  winding_up: boolean | null;
  company_name: string | null;
  report_date: string | null;
  /** One line for the SRC report's credit-bureau remark, built from the fields above. */
  remark: string;
}

export interface CreditBureauAnalysis {
  kind: 'creditBureauReport';
  result: CreditBureauResult;
}

type Field = Exclude<keyof CreditBureauResult, 'remark'>;

export const CREDIT_BUREAU_LABELS: Record<Field, readonly string[]> = {
  rating_score: ['ctosscore', 'score', 'creditscore', 'ctosrating', 'ratingscore', 'ctosriskscore'],
  legal_cases: ['legalcases', 'legalcase', 'litigationcases', 'legalcasesasdefendant', 'numberoflegalcases'],
  legal_case_amount: ['legalcaseamount', 'legalcasesamount', 'legalamount', 'totallegalcaseamount'],
  trade_references: ['tradereferences', 'tradereference', 'numberoftradereferences'],
  special_attention_accounts: [
    'specialattentionaccounts',
    'specialattentionaccount',
    'specialattentionaccountssaa',
    'saa',
  ],
  outstanding_facilities: ['totaloutstandingfacilities', 'outstandingfacilities', 'totaloutstanding'],
  winding_up: ['windingup', 'windinguppetition', 'windingupproceedings'],
  company_name: ['companyname', 'nameofcompany', 'subject'],
  report_date: ['reportdate', 'dateofreport', 'reportgeneratedon'],
};

export const SCORE_RANGE = { min: 300, max: 850 } as const;

export const CREDIT_BUREAU_MESSAGES = {
  noScore: 'No credit score (CTOS Score) was found in the report',
} as const;

/** The label and value pairs of a report: 'Label: value' in one cell, or a label cell followed by a value cell. */
function pairsOf(table: Table): { index: number; label: Cell; value: Cell }[] {
  const pairs: { index: number; label: Cell; value: Cell }[] = [];
  table.rows.forEach((row, index) => {
    const cells = row.filter((cell) => !isBlank(cell));
    for (let i = 0; i < cells.length; i++) {
      const text = cellText(cells[i]!);
      const colon = text.indexOf(':');
      if (colon > 0 && colon < text.length - 1) {
        pairs.push({ index, label: text.slice(0, colon), value: text.slice(colon + 1).trim() });
      } else if (i + 1 < cells.length && typeof cells[i] === 'string') {
        pairs.push({ index, label: text.replace(/:$/, ''), value: cells[i + 1]! });
        i++;
      }
    }
  });
  return pairs;
}

function fieldOf(label: Cell): Field | null {
  const key = labelKey(label);
  for (const field of Object.keys(CREDIT_BUREAU_LABELS) as Field[]) {
    if (CREDIT_BUREAU_LABELS[field].includes(key)) return field;
  }
  return null;
}

function yesNo(cell: Cell): boolean | null {
  const key = labelKey(cell);
  if (['yes', 'y', 'true'].includes(key) || /^[1-9]\d*$/.test(key)) return true;
  if (['no', 'n', 'nil', 'none', 'false', '0'].includes(key)) return false;
  return null;
}

function read(field: Field, value: Cell, index: number): CreditBureauResult[Field] {
  const problem = (what: string) =>
    unreadable(`${rowLabel(index)}: "${cellText(value)}" is not ${what} (${labelOf(field)})`);
  switch (field) {
    case 'rating_score': {
      const score = countOf(value);
      if (score === null || score < SCORE_RANGE.min || score > SCORE_RANGE.max) {
        throw problem(`a score between ${SCORE_RANGE.min} and ${SCORE_RANGE.max}`);
      }
      return score;
    }
    case 'legal_cases':
    case 'trade_references':
    case 'special_attention_accounts': {
      const count = countOf(value);
      if (count === null) throw problem('a number');
      return count;
    }
    case 'legal_case_amount':
    case 'outstanding_facilities': {
      const sen = amountSen(value);
      if (sen === null || sen < 0) throw problem('an amount');
      return senToRinggit(sen);
    }
    case 'winding_up': {
      const flag = yesNo(value);
      if (flag === null) throw problem('Yes or No');
      return flag;
    }
    case 'report_date': {
      const date = dateOf(value);
      if (!date) throw problem('a date (DD-MM-YYYY)');
      return date;
    }
    case 'company_name':
      return cellText(value) || null;
  }
}

const labelOf = (field: Field) =>
  ({
    rating_score: 'CTOS Score',
    legal_cases: 'Legal Cases',
    legal_case_amount: 'Legal Case Amount',
    trade_references: 'Trade References',
    special_attention_accounts: 'Special Attention Accounts',
    outstanding_facilities: 'Total Outstanding Facilities',
    winding_up: 'Winding Up',
    company_name: 'Company Name',
    report_date: 'Report Date',
  })[field];

const ringgit = (text: string) => formatRM(ringgitToSen(text));

export function creditBureauRemark(result: Omit<CreditBureauResult, 'remark'>): string {
  const parts = [`CTOS score ${result.rating_score}`];
  if (result.legal_cases !== null) {
    parts.push(
      `legal cases ${result.legal_cases}${result.legal_case_amount !== null && result.legal_cases > 0 ? ` (${ringgit(result.legal_case_amount)})` : ''}`,
    );
  }
  if (result.special_attention_accounts !== null) {
    parts.push(`special attention accounts ${result.special_attention_accounts}`);
  }
  if (result.trade_references !== null) parts.push(`trade references ${result.trade_references}`);
  if (result.outstanding_facilities !== null) {
    parts.push(`outstanding facilities ${ringgit(result.outstanding_facilities)}`);
  }
  if (result.winding_up !== null) parts.push(`winding up ${result.winding_up ? 'Yes' : 'No'}`);
  return `${parts.join('; ')}.`;
}

/** A company credit-bureau report read as its labelled fields; the score is required, the rest where present. */
export function readCreditBureauReport(table: Table): CreditBureauAnalysis {
  const found: Omit<CreditBureauResult, 'remark' | 'rating_score'> & { rating_score: number | null } = {
    rating_score: null,
    legal_cases: null,
    legal_case_amount: null,
    trade_references: null,
    special_attention_accounts: null,
    outstanding_facilities: null,
    winding_up: null,
    company_name: null,
    report_date: null,
  };
  for (const { index, label, value } of pairsOf(table)) {
    const field = fieldOf(label);
    // The first occurrence wins: reports repeat labels in later sections (a director's own score, say).
    if (!field || found[field] !== null) continue;
    Object.assign(found, { [field]: read(field, value, index) });
  }
  if (found.rating_score === null) throw unreadable(CREDIT_BUREAU_MESSAGES.noScore);
  const withScore = { ...found, rating_score: found.rating_score };
  return { kind: 'creditBureauReport', result: { ...withScore, remark: creditBureauRemark(withScore) } };
}
