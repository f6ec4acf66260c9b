import {
  type EarlySettlementQuote,
  formatDate,
  formatRM,
  INTEREST_METHOD_LABELS,
  type Sen,
} from '@sewabeli/domain';
import type { AgreementDocumentData } from '../../../lib/pdf/document-data';
import { AgreementPdf } from '../../../lib/pdf/layout';
import type { KeyValueRow, LetterheadData } from '../../../lib/pdf/layout-types';
import { formatPercent } from '../../../lib/pdf/wording';

export interface SettlementLetterData extends LetterheadData {
  hirer: AgreementDocumentData['hirer'];
  asset: string;
  interestRate: number;
  totalPayable: Sen;
  quote: EarlySettlementQuote;
  /**
   * Issue 41: the late-payment charges owed on the settlement date, in the amount to settle on lines of their own:
   * posted and not yet paid, and accrued and not yet posted.
   */
  lateCharges?: { asOf: string; posted: Sen; notPosted: Sen };
}

/** The parts of the amount, each a row of the letter; the lines that do not apply are left out. */
function partRows(data: SettlementLetterData): KeyValueRow[] {
  const { quote } = data;
  const late = data.lateCharges ?? { asOf: quote.settlementDate, posted: 0, notPosted: 0 };
  const lateOwed = late.posted + late.notPosted;
  const rows: KeyValueRow[] = [];
  if (quote.method === 'reducing_balance') {
    rows.push(
      ['Principal outstanding', formatRM(quote.principalOutstanding)],
      [
        `Interest accrued (${quote.accruedDays} day${quote.accruedDays === 1 ? '' : 's'})`,
        formatRM(quote.accruedInterest),
      ],
    );
  } else {
    rows.push(
      ['Balance outstanding under the agreement', formatRM(quote.outstandingBalance - lateOwed)],
      ['  of which arrears (instalments due and unpaid)', formatRM(quote.arrears)],
      [
        `Less: statutory rebate of term charges (Rule of 78, ${quote.instalmentsNotDue} of ` +
          `${quote.instalmentsDue + quote.instalmentsNotDue} instalments not yet due)`,
        `(${formatRM(quote.rebate)})`,
      ],
    );
  }
  if (quote.method === 'reducing_balance') {
    rows.push(['Arrears (instalments due and unpaid)', formatRM(quote.arrears)]);
    if (quote.paidInAdvance > 0) rows.push(['Less: paid in advance', `(${formatRM(quote.paidInAdvance)})`]);
  }
  if (late.posted > 0) rows.push(['Late-payment charges posted, not yet paid', formatRM(late.posted)]);
  if (late.notPosted > 0)
    rows.push([
      `Late-payment charges accrued to ${formatDate(late.asOf)}, not yet posted`,
      formatRM(late.notPosted),
    ]);
  rows.push(['Amount to settle in full', formatRM(quote.settlementAmount)]);
  if (quote.refundDue > 0) rows.push(['Refund due to the Hirer', formatRM(quote.refundDue)]);
  return rows;
}

/**
 * Issue 14: the early-settlement quotation letter: the amount that settles the agreement in full on a date, its
 * parts (flat: the Rule of 78 rebate of unearned term charges; reducing balance: principal plus interest
 * accrued; both plus arrears) and the date until which it holds.
 */
export function renderSettlementLetter(data: SettlementLetterData): Promise<Buffer> {
  const { quote, hirer, financier } = data;
  const settlementOn = formatDate(quote.settlementDate);
  const method = INTEREST_METHOD_LABELS[quote.method];
  return new AgreementPdf(data, 'Early Settlement Quotation', [
    ['HP No.', data.hpNo],
    ['Date', formatDate(data.generatedOn)],
    ['Valid until', formatDate(quote.validUntil)],
  ])
    .paragraph(`${hirer.name} (Company No. ${hirer.registrationNo})\n${hirer.address}`, { align: 'left' })
    .paragraph('Dear Sirs,')
    .paragraph(`Early settlement of hire-purchase agreement ${data.hpNo}: ${data.asset}`, {
      bold: true,
      align: 'left',
    })
    .paragraph(
      `As requested, ${financier.name} sets out below the amount that settles the agreement in full on ` +
        `${settlementOn}. The agreement is ${method.toLowerCase()} at ${formatPercent(data.interestRate)} p.a.; ` +
        (quote.method === 'flat'
          ? 'the term charges not yet earned are rebated by the Rule of 78 (rebate = n(n+1) / N(N+1) x total ' +
            'term charges, n the instalments not yet due, N all instalments).'
          : 'the amount is the principal still owed after the last instalment due, interest accrued on it ' +
            'since then (actual days / 365) and any arrears.'),
    )
    .heading('Amount to settle in full')
    .keyValueTable(
      [
        ['Settlement date', settlementOn],
        ['Interest method', method],
        ['Total amount payable under the agreement', formatRM(data.totalPayable)],
        ['Instalments due by the settlement date', String(quote.instalmentsDue)],
        ['Instalments not yet due', String(quote.instalmentsNotDue)],
        ...partRows(data),
      ],
      0.6,
    )
    .heading('Validity')
    .paragraph(
      `This quotation is valid for payment on ${settlementOn} and holds until ${formatDate(quote.validUntil)}. ` +
        'A payment on another date, or after a further instalment falls due, needs a new quotation. Late ' +
        'payment charges, if any, are not included.',
    )
    .paragraph(
      `Once ${formatRM(quote.settlementAmount)} is received the agreement is settled in full, ownership of the ` +
        'goods passes to the Hirer and the rebate is recorded in the account as its own entry.',
    )
    .financierSignOff()
    .finish();
}
