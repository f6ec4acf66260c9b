import { type CalendarDate, formatDate } from '@sewabeli/domain';
import { AgreementPdf } from '../../../lib/pdf/layout';
import type { LetterheadData } from '../../../lib/pdf/layout-types';

export interface RepossessionReceiptData extends LetterheadData {
  asset: string;
  agreementDate: CalendarDate | null;
  repossessedOn: CalendarDate;
  /** 'HH:MM', Kuala Lumpur. */
  takenAt: string;
  place: string;
  condition: string;
  agent: string;
  agentPermitNo: string;
}

/**
 * Issue 41: the document acknowledging receipt of the goods that the owner delivers to the hirer when taking them,
 * or sends immediately after (Hire-Purchase Act 1967, s.16): the goods and the date, time and place they were
 * taken. Generated with the repossession and stored as the case's file.
 */
export function renderRepossessionReceipt(data: RepossessionReceiptData): Promise<Buffer> {
  const { financier, hirer } = data;
  return new AgreementPdf(data, 'Receipt for Repossessed Goods', [
    ['HP No.', data.hpNo],
    ['Date', formatDate(data.generatedOn)],
  ])
    .paragraph(`${hirer.name} (Company No. ${hirer.registrationNo})\n${hirer.address}`, { align: 'left' })
    .paragraph('Hire-Purchase Act 1967, section 16: acknowledgement of receipt of the goods', {
      bold: true,
      align: 'left',
    })
    .paragraph(
      `${financier.name}, the owner under the hire-purchase agreement ${data.hpNo}` +
        (data.agreementDate ? ` dated ${formatDate(data.agreementDate)}` : '') +
        ', acknowledges that it has taken possession of and received the goods described below.',
    )
    .keyValueTable(
      [
        ['Goods', data.asset],
        ['Date taken', formatDate(data.repossessedOn)],
        ['Time taken', data.takenAt],
        ['Place taken', data.place],
        ['Condition when taken', data.condition],
        ['Repossession agent', data.agent],
        ["Agent's permit number", data.agentPermitNo],
      ],
      0.4,
    )
    .financierSignOff()
    .finish();
}
