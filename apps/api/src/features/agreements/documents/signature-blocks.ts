import type { AgreementDocumentData, Witness } from '../../../lib/pdf/document-data';
import type { SignatureBlock } from '../../../lib/pdf/layout-types';

/** The signers every document shares; an empty value prints a blank line to fill in by hand. */
export function ownerBlock(data: AgreementDocumentData): SignatureBlock {
  return {
    caption: `Signed for and on behalf of the Owner, ${data.financier.name}`,
    lines: [
      ['Name', ''],
      ['Designation', 'Authorised signatory'],
      ['Date', ''],
    ],
  };
}

export function hirerBlock(data: AgreementDocumentData): SignatureBlock {
  return {
    caption: `Signed for and on behalf of the Hirer, ${data.hirer.name} (company stamp)`,
    lines: [
      ['Name', ''],
      ['Designation', ''],
      ['Date', ''],
    ],
  };
}

/** The application's witnesses, or one blank witness block when none is recorded. */
export function witnessBlocks(witnesses: readonly Witness[]): SignatureBlock[] {
  if (witnesses.length === 0) {
    return [
      {
        caption: 'In the presence of (witness)',
        lines: [
          ['Name', ''],
          ['NRIC No.', ''],
          ['Designation', ''],
        ],
      },
    ];
  }
  return witnesses.map((witness) => ({
    caption: 'In the presence of (witness)',
    lines: [
      ['Name', witness.name],
      ['NRIC No.', witness.identityNo],
      ['Designation', witness.designation ?? ''],
    ],
  }));
}
