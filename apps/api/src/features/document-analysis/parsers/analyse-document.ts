import { type AgeingAnalysis, readAgeing } from './ageing';
import { type BankStatementAnalysis, readBankStatement } from './bank-statement';
import { type CreditBureauAnalysis, readCreditBureauReport } from './credit-bureau-report';
import { type FinancialStatementAnalysis, readFinancialStatement } from './financial-statement';
import { type DocumentFormat, readDocument } from './read-document';
import { UnreadableDocumentError } from './table';

/**
 * The DOCUMENT_APPLICANT types that are analysed, by resource name (the names the seed gives ids 41..48), and
 * what each becomes: the credit-bureau result, the credit information, financial analysis and ageing tables.
 * SSM Company Profile, CTOS Individual Reports and Other are stored only.
 */
export const ANALYSED_DOCUMENT_TYPES = {
  'CTOS Company Report': 'creditBureauReport',
  'Bank Account Statement': 'bankStatement',
  'Financial Statement': 'financialStatement',
  'Debtor Ageing': 'debtorAgeing',
  'Creditor Ageing': 'creditorAgeing',
} as const;

export type AnalysedDocumentType = keyof typeof ANALYSED_DOCUMENT_TYPES;
export type DocumentKind = (typeof ANALYSED_DOCUMENT_TYPES)[AnalysedDocumentType];

export const CREDIT_BUREAU_DOCUMENT_TYPE: AnalysedDocumentType = 'CTOS Company Report';

export function documentKindOf(resourceName: string): DocumentKind | null {
  return Object.hasOwn(ANALYSED_DOCUMENT_TYPES, resourceName)
    ? ANALYSED_DOCUMENT_TYPES[resourceName as AnalysedDocumentType]
    : null;
}

export type DocumentAnalysis =
  | CreditBureauAnalysis
  | BankStatementAnalysis
  | FinancialStatementAnalysis
  | AgeingAnalysis;

export type AnalysisOutcome =
  | { ok: true; format: DocumentFormat; analysis: DocumentAnalysis }
  | { ok: false; reason: string };

/**
 * Reads a document of an analysed type. Never throws for a bad file: an unreadable one comes back with the reason
 * staff are shown. Anything else thrown (a bug, memory) is left to the job's retries.
 */
export async function analyseDocument(kind: DocumentKind, bytes: Uint8Array): Promise<AnalysisOutcome> {
  try {
    const { format, table } = await readDocument(bytes);
    const analysis: DocumentAnalysis =
      kind === 'creditBureauReport'
        ? readCreditBureauReport(table)
        : kind === 'bankStatement'
          ? readBankStatement(table)
          : kind === 'financialStatement'
            ? readFinancialStatement(table)
            : readAgeing(table, kind === 'debtorAgeing' ? 'debtor' : 'creditor');
    return { ok: true, format, analysis };
  } catch (error) {
    if (error instanceof UnreadableDocumentError) return { ok: false, reason: error.reason };
    throw error;
  }
}
