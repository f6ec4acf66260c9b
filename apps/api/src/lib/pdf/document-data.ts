import type { CalendarDate, InstalmentSplitRow, InterestMethod, Sen } from '@sewabeli/domain';

/**
 * What the four agreement documents of one order line are built from (origination §2 Agreements, issue 11):
 * read from the database by the agreement generation job, rendered by `render-agreement-documents.ts`.
 * Money is sen (line totals unless the name says per unit); dates are 'YYYY-MM-DD'.
 */
export interface AgreementDocumentData {
  financier: Party & { phone: string; email: string };
  hirer: Party;
  /** The directors who guarantee the hirer's obligations (the application's related guarantors). */
  guarantors: Guarantor[];
  /** The application's related witnesses (may be empty). */
  witnesses: Witness[];
  hpNo: string;
  letterOfferNo: string;
  /** The day the documents were generated (the date printed on them). */
  generatedOn: CalendarDate;
  asset: {
    assetType: string;
    brand: string;
    model: string;
    engine: string | null;
    chassis: string | null;
    manufactureYear: number | null;
    registrationNo: string | null;
    condition: string;
    quantity: number;
    vendor: string;
  };
  money: {
    costPerUnit: Sen;
    cost: Sen;
    downpayment: Sen;
    financeAmount: Sen;
    /** Rate per year, percent: flat, or nominal for reducing balance (issue 14). */
    interestRate: number;
    /** Issue 14: the line's interest method, kept from when it was added. */
    interestMethod: InterestMethod;
    /** Reducing balance: each instalment's interest and principal (line totals); null for flat lines. */
    split: InstalmentSplitRow[] | null;
    totalInterest: Sen;
    totalPayable: Sen;
    /** Number of instalments (tenure years x 12). */
    instalments: number;
    monthlyInstalment: Sen;
    finalInstalment: Sen;
    /** Percent, 2 decimals. */
    effectiveRate: number;
    /** The prepayment plan [a, b] of decisions §3, its label ('1 + 1') and amount. */
    prepayment: readonly [number, number];
    prepaymentLabel: string;
    prepaymentAmount: Sen;
    /** Percent of cost; 0 is Opt Out. */
    insuranceRate: number;
    insurancePremium: Sen;
    insuranceSst: Sen;
    jpjFeePerUnit: Sen;
  };
  /** One month after the agreement execution date; until execution, one month after generatedOn. */
  firstDueDate: CalendarDate;
  modeOfRepayment: string;
}

export interface Party {
  name: string;
  registrationNo: string;
  address: string;
}

export interface Guarantor {
  name: string;
  identityNo: string;
}

export interface Witness {
  name: string;
  identityNo: string;
  designation: string | null;
}

/** The four documents of the spec, in the order of the DOCUMENT_AGREEMENT resources. */
export const AGREEMENT_DOCUMENT_NAMES = [
  'HP Agreement',
  'Guarantee and Indemnity of directors',
  'Second Schedule',
  'Offer Letter',
] as const;
export type AgreementDocumentName = (typeof AGREEMENT_DOCUMENT_NAMES)[number];
