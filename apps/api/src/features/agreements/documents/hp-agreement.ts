import { formatDate, formatRM } from '@sewabeli/domain';
import type { AgreementDocumentData } from '../../../lib/pdf/document-data';
import { AgreementPdf } from '../../../lib/pdf/layout';
import {
  assetRows,
  formatPercent,
  instalmentPlan,
  insuranceRows,
  interestMethodText,
  isInsuranceOptOut,
  jpjFeeText,
  partyText,
  prepaymentText,
  rateText,
  SPLIT_COLUMNS,
  splitRows,
  standardReferences,
} from '../../../lib/pdf/wording';
import { hirerBlock, ownerBlock, witnessBlocks } from './signature-blocks';

export function renderHpAgreement(data: AgreementDocumentData): Promise<Buffer> {
  const { financier, hirer, money, asset } = data;
  const date = formatDate(data.generatedOn);

  return new AgreementPdf(data, 'HP Agreement', standardReferences(data))
    .title('Hire-Purchase Agreement', 'Under the Hire-Purchase Act 1967')
    .paragraph(
      `This agreement is made on ${date} between ${financier.name} (Company No. ${financier.registrationNo}) ` +
        `(the Owner) and ${hirer.name} (Company No. ${hirer.registrationNo}) (the Hirer). The Owner lets and the ` +
        'Hirer takes on hire the goods described in Part B, on the financial terms in Part C and the terms in ' +
        'Part D, with the option to buy the goods once everything due under this agreement has been paid.',
    )
    .heading('Part A: The parties')
    .keyValueTable([
      ['Hire-purchase agreement no.', data.hpNo],
      ['Date of agreement', date],
      ['Letter of offer no.', data.letterOfferNo],
      ['The Owner', partyText(financier)],
      ['The Hirer', partyText(hirer)],
    ])
    .heading('Part B: The goods')
    .keyValueTable(assetRows(asset))
    .heading('Part C: Financial terms')
    .keyValueTable([
      [
        'Cash price',
        asset.quantity > 1
          ? `${formatRM(money.cost)} (${asset.quantity} units at ${formatRM(money.costPerUnit)})`
          : formatRM(money.cost),
      ],
      ['Downpayment', formatRM(money.downpayment)],
      ['Finance amount', formatRM(money.financeAmount)],
      ['Interest method', interestMethodText(money)],
      ['Rate of term charges', rateText(money)],
      ['Term charges (total interest)', formatRM(money.totalInterest)],
      ['Total amount payable', formatRM(money.totalPayable)],
      ['Number of instalments', String(money.instalments)],
      ['Monthly instalments', instalmentPlan(money)],
      ['First instalment due on', formatDate(data.firstDueDate)],
      ['Mode of repayment', data.modeOfRepayment],
      ['Prepayment plan', prepaymentText(money)],
      ...insuranceRows(money),
      ['JPJ registration fee', jpjFeeText(money, asset.quantity)],
      ['Effective interest rate (EIR)', `${formatPercent(money.effectiveRate)} p.a.`],
    ])
    .apply((pdf) =>
      money.split
        ? pdf
            .heading('Part C1: Schedule of term charges and principal (reducing balance)', 120)
            .table(SPLIT_COLUMNS, splitRows(money))
        : pdf,
    )
    .heading('Part D: Terms of hire')
    .clauses([
      {
        title: 'Ownership',
        text:
          'The goods remain the property of the Owner until the Hirer has paid the total amount payable and every ' +
          'other sum due under this agreement. Until then the Hirer may not sell, pledge, charge, sublet or otherwise ' +
          'part with possession of the goods, nor remove them from Malaysia. Ownership passes to the Hirer when the ' +
          'last payment is made.',
      },
      {
        title: 'Payment',
        text:
          `The Hirer pays the instalments in Part C monthly, the first on ${formatDate(data.firstDueDate)} and each ` +
          `later one on the same day of the following months, by ${data.modeOfRepayment}. The prepayment of ` +
          `${formatRM(money.prepaymentAmount)} is paid on signing and settles the instalments the prepayment plan ` +
          `${money.prepaymentLabel} names. The Hirer may settle early at any time; the term charges are then ` +
          'reduced by the rebate the Act provides.',
      },
      {
        title: 'Late payment',
        text:
          'An instalment not paid on its due date bears a late payment charge of 8% per annum on the amount overdue, ' +
          'calculated daily from the due date until payment, as the Act allows.',
      },
      {
        title: 'Use and insurance',
        text: isInsuranceOptOut(money)
          ? 'The Hirer keeps the goods in good repair and uses them lawfully. The Hirer has opted out of insurance ' +
            'arranged by the Owner and must itself keep the goods comprehensively insured for their full value with ' +
            'a licensed insurer, with the Owner named as owner, and show the policy to the Owner on request.'
          : 'The Hirer keeps the goods in good repair and uses them lawfully. The Owner arranges comprehensive ' +
            `insurance of the goods for their full value; the Hirer pays the premium of ${formatRM(money.insurancePremium)} ` +
            `and SST of ${formatRM(money.insuranceSst)}, charged separately and not part of the finance amount, and ` +
            'renews the cover each year until the agreement ends.',
      },
      {
        title: 'Default and repossession',
        text:
          'If the Hirer fails to pay two successive instalments or the final instalment, breaches any term of this ' +
          'agreement, or becomes insolvent or is wound up, the Owner may end the hiring. The Owner will first serve ' +
          'the notice in the Fourth Schedule of the Act, giving the Hirer at least 21 days to pay, and may then ' +
          'repossess the goods. Within 21 days of repossession the Owner will serve the notice in the Fifth ' +
          'Schedule of the Act, setting out the value of the goods and the amount needed to recover them.',
      },
      {
        title: 'Governing law',
        text:
          'This agreement is governed by the laws of Malaysia and the Hire-Purchase Act 1967. The Second Schedule ' +
          `issued with this agreement (HP No. ${data.hpNo}) forms part of it; if they differ, the Act prevails.`,
      },
    ])
    .heading('Execution', 200)
    .paragraph('Signed by the parties on the date of this agreement, each acknowledging receipt of a copy.')
    .signatures([ownerBlock(data), hirerBlock(data), ...witnessBlocks(data.witnesses)])
    .finish();
}
