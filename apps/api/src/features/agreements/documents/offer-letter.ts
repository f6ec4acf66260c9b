import { formatDate, formatRM, INTEREST_METHOD_LABELS } from '@sewabeli/domain';
import type { AgreementDocumentData } from '../../../lib/pdf/document-data';
import { AgreementPdf } from '../../../lib/pdf/layout';
import {
  assetSummary,
  formatPercent,
  instalmentPlan,
  insuranceRows,
  interestMethodText,
  isInsuranceOptOut,
  jpjFeeText,
  prepaymentText,
  rateText,
  SPLIT_COLUMNS,
  splitRows,
} from '../../../lib/pdf/wording';

/** Days the hirer has to accept before the offer lapses. */
const OFFER_VALID_DAYS = 14;

export function renderOfferLetter(data: AgreementDocumentData): Promise<Buffer> {
  const { financier, hirer, money, asset } = data;
  const date = formatDate(data.generatedOn);
  const guarantors = data.guarantors.map((guarantor) => guarantor.name).join(', ');

  return new AgreementPdf(data, 'Offer Letter', [
    ['Our ref.', data.letterOfferNo],
    ['HP No.', data.hpNo],
    ['Date', date],
  ])
    .paragraph(
      `The Board of Directors\n${hirer.name} (Company No. ${hirer.registrationNo})\n${hirer.address}`,
      {
        align: 'left',
      },
    )
    .paragraph('Dear Sirs,')
    .paragraph(`Letter of offer ${data.letterOfferNo}: hire-purchase facility for ${assetSummary(asset)}`, {
      bold: true,
      align: 'left',
    })
    .paragraph(
      `${financier.name} (the Owner) is pleased to offer ${hirer.name} (the Hirer) a hire-purchase facility on ` +
        'the terms below and subject to the conditions of this letter.',
    )
    .heading('The facility')
    .keyValueTable([
      ['Facility', `Hire-purchase, Agreement No. ${data.hpNo}`],
      ['Goods', assetSummary(asset)],
      ['Vendor', asset.vendor],
      ['Cash price', formatRM(money.cost)],
      ['Downpayment', formatRM(money.downpayment)],
      ['Finance amount', formatRM(money.financeAmount)],
      ['Tenure', `${money.instalments} months`],
      ['Interest method', INTEREST_METHOD_LABELS[money.interestMethod]],
      ['Interest rate', rateText(money)],
      ['Effective interest rate (EIR)', `${formatPercent(money.effectiveRate)} p.a.`],
      ['Term charges (total interest)', formatRM(money.totalInterest)],
      ['Total amount payable', formatRM(money.totalPayable)],
      ['Monthly instalments', instalmentPlan(money)],
      ['First instalment due on', formatDate(data.firstDueDate)],
      ['Mode of repayment', data.modeOfRepayment],
      ['Prepayment', prepaymentText(money)],
      ...insuranceRows(money),
      ['JPJ registration fee', jpjFeeText(money, asset.quantity)],
      [
        'Security',
        guarantors === ''
          ? 'Joint and several guarantee of the directors'
          : `Joint and several guarantee of the directors: ${guarantors}`,
      ],
    ])
    .apply((pdf) =>
      money.split
        ? pdf
            .heading('Repayment schedule: term charges and principal of each instalment', 120)
            .table(SPLIT_COLUMNS, splitRows(money))
        : pdf,
    )
    .heading('Conditions')
    .clauses([
      {
        title: 'Validity',
        text:
          `This offer is open for ${OFFER_VALID_DAYS} days from ${date}. It lapses if the signed acceptance below ` +
          'has not reached the Owner by then.',
      },
      {
        title: 'Disclosure of the effective interest rate (EIR)',
        text:
          `The effective interest rate of ${formatPercent(money.effectiveRate)} p.a. is disclosed to the Hirer ` +
          `before any agreement is signed. It reflects the ${rateText(money)} quoted, the monthly repayment and ` +
          `the prepayment collected on signing. ${interestMethodText(money)}`,
      },
      {
        title: 'Documentation',
        text:
          `The facility is made available once the Hire-Purchase Agreement No. ${data.hpNo}, its Second ` +
          'Schedule and the Guarantee and Indemnity of the directors have been signed and stamped.',
      },
      {
        title: 'Payments before disbursement',
        text:
          `The downpayment of ${formatRM(money.downpayment)} is paid to the vendor and the prepayment of ` +
          `${formatRM(money.prepaymentAmount)} to the Owner before the finance amount is released to the vendor ` +
          'against delivery of the goods and, where they are registered, registration with the Owner recorded as owner.',
      },
      {
        title: 'Insurance',
        text: isInsuranceOptOut(money)
          ? 'The Hirer has opted out of insurance arranged by the Owner and must insure the goods comprehensively ' +
            'for their full value with the Owner named as owner, before delivery.'
          : `The Owner arranges comprehensive insurance of the goods; the premium of ${formatRM(money.insurancePremium)} ` +
            `and SST of ${formatRM(money.insuranceSst)} are payable by the Hirer separately from the instalments.`,
      },
      {
        title: 'Right to withdraw',
        text:
          'The Owner may withdraw this offer before disbursement if any information given by the Hirer or the ' +
          'guarantors proves untrue, or if the financial position of the Hirer changes materially.',
      },
    ])
    .financierSignOff()
    .heading('Acceptance', 180)
    .paragraph(
      `We, ${hirer.name}, accept the offer in letter ${data.letterOfferNo} on the terms and conditions above.`,
    )
    .signatures(
      ['Director', 'Director or company secretary'].map((role) => ({
        caption: `${role}, for and on behalf of ${hirer.name} (company stamp)`,
        lines: [
          ['Name', ''],
          ['NRIC No.', ''],
          ['Date', ''],
        ],
      })),
    )
    .finish();
}
