import { formatDate, formatRM } from '@sewabeli/domain';
import type { AgreementDocumentData } from '../../../lib/pdf/document-data';
import { AgreementPdf } from '../../../lib/pdf/layout';
import {
  assetRows,
  formatPercent,
  instalmentPlan,
  insuranceRows,
  jpjFeeText,
  partyText,
  prepaymentText,
  standardReferences,
} from '../../../lib/pdf/wording';
import { hirerBlock, ownerBlock } from './signature-blocks';

/** The statutory particulars of the Hire-Purchase Act 1967, lettered as the schedule lists them. */
export function renderSecondSchedule(data: AgreementDocumentData): Promise<Buffer> {
  const { money } = data;
  const extras = [
    ['Mode of repayment', data.modeOfRepayment],
    ['Prepayment plan', prepaymentText(money)],
    ...insuranceRows(money),
    ['JPJ registration fee', jpjFeeText(money, data.asset.quantity)],
  ] as const;

  return new AgreementPdf(data, 'Second Schedule', standardReferences(data))
    .title('Second Schedule', `Hire-Purchase Act 1967  |  Hire-Purchase Agreement No. ${data.hpNo}`)
    .keyValueTable([
      ['Owner', partyText(data.financier)],
      ['Hirer', partyText(data.hirer)],
      ['Date of agreement', formatDate(data.generatedOn)],
    ])
    .heading('Part 1: Description of the goods')
    .keyValueTable(assetRows(data.asset))
    .heading('Part 2: Financial particulars')
    .table(
      [
        { header: 'Item', width: 0.07 },
        { header: 'Particulars', width: 0.45 },
        { header: 'Amount', width: 0.48 },
      ],
      [
        ['(a)', 'Cash price of the goods', formatRM(money.cost)],
        ['(b)', 'Downpayment', formatRM(money.downpayment)],
        ['(c)', 'Balance of cash price, the amount financed: (a) - (b)', formatRM(money.financeAmount)],
        ['(d)', 'Term charges (total interest)', formatRM(money.totalInterest)],
        ['(e)', 'Rate of term charges, flat', `${formatPercent(money.interestRate)} p.a.`],
        ['(f)', 'Total amount payable: (c) + (d)', formatRM(money.totalPayable)],
        ['(g)', 'Number of monthly instalments', String(money.instalments)],
        ['(h)', 'Amount of the instalments', instalmentPlan(money)],
        ['(i)', 'First instalment due on', formatDate(data.firstDueDate)],
        ['(j)', 'Effective rate of term charges', `${formatPercent(money.effectiveRate)} p.a.`],
      ],
    )
    .heading('Part 3: Other particulars', 130)
    .keyValueTable(extras)
    .paragraph(
      'The insurance premium, its SST and the JPJ registration fee are payable separately: they are not part of ' +
        'the amount financed nor of the total amount payable. The instalments in (h) add up exactly to the total ' +
        `amount payable in (f). This schedule forms part of Hire-Purchase Agreement No. ${data.hpNo}.`,
      { keepWithNext: 130 },
    )
    .signatures([ownerBlock(data), hirerBlock(data)])
    .finish();
}
