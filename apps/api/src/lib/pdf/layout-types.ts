import type { AgreementDocumentData, AgreementDocumentName } from './document-data';

/** The shapes the PDF layout (layout.ts) is given: rows, heads, document names, signers and table columns. */

export type KeyValueRow = readonly [label: string, value: string];

/** What the letterhead and footer print: the financier, the hirer, the HP number and the date. */
export type LetterheadData = Pick<AgreementDocumentData, 'financier' | 'hirer' | 'hpNo' | 'generatedOn'>;

/** A document written before there is an HP number (the SRC risk report): the footer names `reference` instead. */
export type ReportHeadData = Pick<AgreementDocumentData, 'financier' | 'hirer' | 'generatedOn'> & {
  reference: string;
};

/** Every document of the family: the four agreement documents and the letters and reports of the same layout. */
export type DocumentName =
  | AgreementDocumentName
  | 'Early Settlement Quotation'
  | 'SRC Report'
  | 'Notice After Repossession (Fifth Schedule)'
  | 'Receipt for Repossessed Goods'
  | ArrearsLetterName;

/** Issue 32: the arrears letters, in English and Malay. */
export type ArrearsLetterName =
  | 'Payment Reminder'
  | 'Peringatan Bayaran'
  | 'Letter of Demand'
  | 'Notis Tuntutan'
  | 'Final Letter of Demand'
  | 'Notis Tuntutan Akhir'
  | 'Notice of Intention to Repossess'
  | 'Notis Hasrat Untuk Mengambil Milik';

/** One signer: a caption ('Signed for and on behalf of the Owner') and lines; an empty value prints a blank line. */
export interface SignatureBlock {
  caption: string;
  lines: readonly KeyValueRow[];
}

export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  /** Amounts read best right-aligned; text is left-aligned. */
  align?: 'left' | 'right';
}
