import { type CalendarDate, formatDate, formatRM, type Sen } from '@sewabeli/domain';
import { AgreementPdf } from '../../../lib/pdf/layout';
import type { LetterheadData } from '../../../lib/pdf/layout-types';

export interface FifthScheduleNoticeData extends LetterheadData {
  asset: string;
  agreementDate: CalendarDate | null;
  repossessedOn: CalendarDate;
  /** Where the goods are kept. */
  yard: string | null;
  condition: string;
  /** The last day the notice may be served (21 days after the repossession). */
  dueOn: CalendarDate;
  /** What the hirer must pay to recover the goods: the balance outstanding. */
  outstanding: Sen;
  /**
   * Issue 41: the net balance due (the outstanding less the statutory rebate of the unearned term charges, as at
   * an early settlement on the day of repossession), the owner's estimate of the goods' value, and the costs of
   * repossession and storage so far; null on the notices written before issue 41.
   */
  netBalance: Sen | null;
  estimatedValue: Sen | null;
  costs: Sen | null;
}

/**
 * Issue 32: the notice the owner serves after taking possession (Hire-Purchase Act 1967, s. 16(4), Fifth
 * Schedule): the goods taken and where they are, the amount that recovers them, and the hirer's rights within
 * 21 days after the notice (pay and take the goods back, or introduce a buyer at not less than the owner's
 * estimate of their value). Generated when the repossession is recorded and stored as the case's file.
 */
export function renderFifthScheduleNotice(data: FifthScheduleNoticeData): Promise<Buffer> {
  const { financier, hirer } = data;
  return new AgreementPdf(data, 'Notice After Repossession (Fifth Schedule)', [
    ['HP No.', data.hpNo],
    ['Date', formatDate(data.generatedOn)],
    ['To be served by', formatDate(data.dueOn)],
  ])
    .paragraph(`${hirer.name} (Company No. ${hirer.registrationNo})\n${hirer.address}`, { align: 'left' })
    .paragraph(
      'Hire-Purchase Act 1967, Fifth Schedule: notice to be given by the owner after taking possession',
      {
        bold: true,
        align: 'left',
      },
    )
    .paragraph(
      `Take notice that ${financier.name}, the owner under the hire-purchase agreement ${data.hpNo}` +
        (data.agreementDate ? ` dated ${formatDate(data.agreementDate)}` : '') +
        `, took possession of the goods described below on ${formatDate(data.repossessedOn)}.`,
    )
    .heading('The goods')
    .keyValueTable(
      [
        ['Goods', data.asset],
        ['Taken into possession on', formatDate(data.repossessedOn)],
        ['Kept at', data.yard ?? 'With the repossession agent'],
        ['Condition when taken', data.condition],
        ...(data.netBalance === null
          ? ([['Amount outstanding under the agreement', formatRM(data.outstanding)]] as const)
          : ([
              ['Balance outstanding (gross)', formatRM(data.outstanding)],
              ['Net balance due (after the statutory rebate)', formatRM(data.netBalance)],
            ] as const)),
        ...(data.estimatedValue === null
          ? []
          : ([["The owner's estimate of the value of the goods", formatRM(data.estimatedValue)]] as const)),
        ...(data.costs === null
          ? []
          : ([['Costs of repossession and storage so far', formatRM(data.costs)]] as const)),
      ],
      0.45,
    )
    .heading('Your rights')
    .paragraph(
      'Within 21 days after this notice is served on you, you may: (a) pay the net balance due under the ' +
        'agreement, with the reasonable costs of taking and keeping the goods, and have the goods returned to ' +
        "you; or (b) introduce a person who buys the goods for cash at not less than the owner's estimate of " +
        'their value, which the owner will give you in writing on request. If you do neither, the owner may sell ' +
        'the goods and will account to you for the proceeds: any surplus after what is owed is refunded to you, ' +
        'and any shortfall remains owed under the agreement.',
    )
    .financierSignOff()
    .finish();
}
