import { formatRM } from '@sewabeli/domain';
import type { AgreementDocumentData } from '../../../lib/pdf/document-data';
import { AgreementPdf } from '../../../lib/pdf/layout';
import type { SignatureBlock } from '../../../lib/pdf/layout-types';
import { assetSummary, headlineMoneyRows, standardReferences } from '../../../lib/pdf/wording';
import { ownerBlock, witnessBlocks } from './signature-blocks';

/** Rows left to fill in by hand when the application names no guarantor. */
const BLANK_GUARANTORS = 2;

export function renderGuaranteeIndemnity(data: AgreementDocumentData): Promise<Buffer> {
  const { financier, hirer, money } = data;
  const guarantorRows =
    data.guarantors.length > 0
      ? data.guarantors.map((guarantor, index) => [String(index + 1), guarantor.name, guarantor.identityNo])
      : Array.from({ length: BLANK_GUARANTORS }, (_, index) => [String(index + 1), '', '']);
  const guarantorBlocks: SignatureBlock[] =
    data.guarantors.length > 0
      ? data.guarantors.map((guarantor) => ({
          caption: 'Signed by the Guarantor',
          lines: [
            ['Name', guarantor.name],
            ['NRIC No.', guarantor.identityNo],
            ['Date', ''],
          ],
        }))
      : guarantorRows.map(() => ({
          caption: 'Signed by the Guarantor',
          lines: [
            ['Name', ''],
            ['NRIC No.', ''],
            ['Date', ''],
          ],
        }));
  const limit = formatRM(money.totalPayable);

  return new AgreementPdf(data, 'Guarantee and Indemnity of directors', standardReferences(data))
    .title('Guarantee and Indemnity', `By the directors of ${hirer.name}`)
    .paragraph(
      `To: ${financier.name} (Company No. ${financier.registrationNo}) (the Owner).\n` +
        `In consideration of the Owner letting the goods below on hire to ${hirer.name} (Company No. ` +
        `${hirer.registrationNo}) (the Hirer) under Hire-Purchase Agreement No. ${data.hpNo} (the Agreement), ` +
        'at our request, we, the guarantors named below, jointly and severally agree with the Owner as follows.',
    )
    .heading('The guarantors')
    .table(
      [
        { header: 'No.', width: 0.08 },
        { header: 'Name', width: 0.57 },
        { header: 'NRIC No.', width: 0.35 },
      ],
      guarantorRows,
    )
    .heading('The agreement guaranteed')
    .keyValueTable([
      ['Hire-purchase agreement no.', data.hpNo],
      ['Hirer', `${hirer.name} (Company No. ${hirer.registrationNo})`],
      ['Goods', assetSummary(data.asset)],
      ...headlineMoneyRows(data),
      ['Limit of this guarantee', limit],
    ])
    .heading('Terms of the guarantee')
    .clauses([
      {
        title: 'Guarantee',
        text:
          'We guarantee that the Hirer will pay every instalment and every other sum due under the Agreement ' +
          `when it falls due, and that the Hirer will perform all its other obligations. Our liability is limited to ` +
          `${limit}, the total amount payable under the Agreement.`,
      },
      {
        title: 'Indemnity',
        text:
          'As a separate obligation, we will indemnify the Owner against any loss it suffers if the Agreement is ' +
          'or becomes unenforceable against the Hirer for any reason, as though we were the principal debtor.',
      },
      {
        title: 'Payment on demand',
        text:
          "We will pay within 7 days of the Owner's written demand. The Owner need not first take action against " +
          'the Hirer or repossess the goods before making a demand on any of us.',
      },
      {
        title: 'Continuing guarantee',
        text:
          'This guarantee continues until everything due under the Agreement has been paid. It is not affected by ' +
          'any time or indulgence the Owner gives the Hirer, by any variation of the Agreement agreed with the Hirer, ' +
          'by repossession of the goods, or by the death or bankruptcy of any one of us.',
      },
      {
        title: 'Copy of the agreement and governing law',
        text:
          `Each of us acknowledges receiving a copy of the Agreement and its Second Schedule (HP No. ${data.hpNo}) ` +
          'before signing. This guarantee is governed by the laws of Malaysia and the Hire-Purchase Act 1967.',
      },
    ])
    .heading('Execution', 160)
    .signatures([...guarantorBlocks, ...witnessBlocks(data.witnesses), ownerBlock(data)])
    .finish();
}
