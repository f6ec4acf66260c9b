import {
  AGEING_BUCKETS,
  type AgeingAmounts,
  ageingLines,
  type CalendarDate,
  CHECKLIST_LABELS,
  creditInfoMonthLabel,
  formatDate,
  formatRM,
  INTEREST_METHOD_LABELS,
  MANDATORY_CHECKLIST_ITEMS,
  OPTIONAL_CHECKLIST_ITEMS,
  type Sen,
  sumSen,
} from '@sewabeli/domain';
import type { z } from 'zod';
import type { Party } from '../../../lib/pdf/document-data';
import { AgreementPdf } from '../../../lib/pdf/layout';
import type { KeyValueRow, ReportHeadData } from '../../../lib/pdf/layout-types';
import { formatPercent } from '../../../lib/pdf/wording';
import type { resultOutput } from '../steps/result/result.schema';

type Result = z.infer<typeof resultOutput>;

/**
 * Issue 26: what the SRC risk report is written from at Submit: the Result step's summary (the SRC Report as it
 * stands) and who submitted it when. Money is sen; dates are 'YYYY-MM-DD'.
 */
export interface SrcReportDocumentData
  extends Pick<
    Result,
    | 'applicantId'
    | 'purpose'
    | 'program'
    | 'tier'
    | 'riskLevel'
    | 'security'
    | 'facility'
    | 'scoreCard'
    | 'referenceCheck'
    | 'recommendations'
    | 'comments'
    | 'creditInfo'
    | 'financialAnalysis'
    | 'ageing'
    | 'checklist'
  > {
  financier: ReportHeadData['financier'];
  hirer: Party;
  /** The day of the Submit (Kuala Lumpur). */
  generatedOn: CalendarDate;
  /** 1 at the first Submit, one more at each resubmission after a re-attempt. */
  version: number;
  submittedBy: string;
}

const NA = 'N/A';
const text = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? NA : value;
const ratio = (value: number | null) => (value === null ? NA : value.toFixed(2));
const yesNo = (ticked: boolean | null | undefined) => (ticked === true ? 'Yes' : 'No');
const STATUS_TEXT = { 1: 'Y', 0: 'N' } as const;

function facilityRows(line: Result['facility'][number]): KeyValueRow[] {
  const eir = line.effectiveRate === null ? NA : formatPercent(line.effectiveRate);
  return [
    ['Vendor', line.vendor],
    ['Condition / units', `${line.condition} / ${line.quantity}`],
    ['Cost of equipment', formatRM(line.costOfEquipment)],
    ['Amount financed', formatRM(line.amountFinance)],
    [
      'Interest rate',
      `${INTEREST_METHOD_LABELS[line.interestMethod]} ${formatPercent(line.interestRate)} a year (EIR ${eir})`,
    ],
    ['Tenure', `${line.tenureMonths} months`],
    ['Monthly payment per unit', formatRM(line.monthlyPaymentPerUnit)],
    ['Prepayment', `${line.prepayment} (${formatRM(line.prepaymentAmount)})`],
    [
      'Insurance',
      line.insuranceRate === 0
        ? 'Opt Out'
        : `${formatRM(line.insurance)} (${formatPercent(line.insuranceRate)})`,
    ],
  ];
}

const AGEING_COLUMNS = [
  { header: 'Ageing', width: 0.28 },
  { header: 'Debtors', width: 0.24, align: 'right' },
  { header: '%', width: 0.12, align: 'right' },
  { header: 'Creditors', width: 0.24, align: 'right' },
  { header: '%', width: 0.12, align: 'right' },
] as const;

function ageingRows(ageing: Result['ageing']): string[][] {
  const linesOf = (amounts: AgeingAmounts | null) => (amounts === null ? null : ageingLines(amounts));
  const debtor = linesOf(ageing.debtor);
  const creditor = linesOf(ageing.creditor);
  const keys = [
    ...AGEING_BUCKETS.map((bucket) => ({ key: bucket.key, label: bucket.label })),
    { key: 'total', label: 'Total' },
  ];
  return keys.map(({ key, label }, index) => {
    const cells = (lines: ReturnType<typeof ageingLines> | null) => {
      const line = lines?.[index];
      return line === undefined || line.key !== key
        ? [NA, NA]
        : [formatRM(line.amount), `${line.percent.toFixed(2)}%`];
    };
    return [label, ...cells(debtor), ...cells(creditor)];
  });
}

/** The financial years side by side (a column per year), as a credit paper reads them. */
function financialTable(pdf: AgreementPdf, years: Result['financialAnalysis']): AgreementPdf {
  if (years.length === 0) return pdf.paragraph('No Record Found');
  const shown = years.slice(-4);
  const share = 0.68 / shown.length;
  const row = (label: string, value: (year: (typeof shown)[number]) => string) => [
    label,
    ...shown.map(value),
  ];
  return pdf.table(
    [
      { header: 'Year', width: 0.32 },
      ...shown.map((year) => ({ header: String(year.year), width: share, align: 'right' as const })),
    ],
    [
      row('Financial year end', (year) => formatDate(year.dateFYE)),
      row('Turnover', (year) => formatRM(year.turnover)),
      row('Profit before tax (PBT)', (year) => formatRM(year.PBT)),
      row('Net profit after tax (NPAT)', (year) => formatRM(year.NPAT)),
      row('Net worth', (year) => formatRM(year.netWorth)),
      row('Current ratio', (year) => ratio(year.currentRatio)),
      row('Gearing ratio', (year) => ratio(year.gearingRatio)),
      row('Leverage ratio', (year) => ratio(year.leverageRatio)),
    ],
  );
}

function creditInfoRows(rows: Result['creditInfo']): string[][] {
  const body = rows.map((row) => [
    creditInfoMonthLabel(row.month),
    formatRM(row.withdrawal),
    formatRM(row.deposit),
  ]);
  if (rows.length === 0) return [['No Record Found', '', '']];
  const total = (pick: (row: Result['creditInfo'][number]) => Sen) => formatRM(sumSen(rows.map(pick)));
  return [...body, ['Total', total((row) => row.withdrawal), total((row) => row.deposit)]];
}

function checklistRows(checklist: Result['checklist']): KeyValueRow[] {
  return [
    ...MANDATORY_CHECKLIST_ITEMS.map(
      (item): KeyValueRow => [`${CHECKLIST_LABELS[item]} *`, yesNo(checklist?.[item])],
    ),
    ...OPTIONAL_CHECKLIST_ITEMS.map(
      (item): KeyValueRow => [CHECKLIST_LABELS[item], yesNo(checklist?.[item])],
    ),
    ['Others', text(checklist?.clOthers)],
  ];
}

/** A comment under a table, when the officer wrote one. */
const commentOf = (pdf: AgreementPdf, label: string, comment: string) =>
  comment.trim() === '' ? pdf : pdf.paragraph(`${label}: ${comment}`, { align: 'left' });

/**
 * Issue 26: the SRC risk report as a PDF of the agreements' layout family (letterhead, headings, bordered tables,
 * footer on every page): facility, score card, criteria and remarks, credit information, financial analysis,
 * ageing, recommendations and the document checklist, as they stood at Submit. Missing values print 'N/A'.
 */
export function renderSrcReport(data: SrcReportDocumentData): Promise<Buffer> {
  const reference = `Application No. ${data.applicantId}  |  Version ${data.version}`;
  const totalFinanced = sumSen(data.facility.map((line) => line.amountFinance));
  const pdf = new AgreementPdf({ ...data, reference }, 'SRC Report', [
    ['Application', String(data.applicantId)],
    ['Version', String(data.version)],
    ['Submitted', formatDate(data.generatedOn)],
  ]);
  pdf
    .title('SRC Report', `Credit risk report  |  ${reference}`)
    .keyValueTable([
      ['Hirer', `${data.hirer.name} (${text(data.hirer.registrationNo)})`],
      ['Purpose', text(data.purpose)],
      [
        'Financial program',
        data.tier ? `${text(data.program)}: ${data.tier} (${text(data.riskLevel)} risk)` : text(data.program),
      ],
      ['Security', data.security.length === 0 ? NA : data.security.join(', ')],
      ['Total amount financed', formatRM(totalFinanced)],
      ['Total factor score', data.scoreCard.totalScoreText],
      ['Credit bureau report', data.scoreCard.creditBureauStatus],
      ['Submitted by', `${data.submittedBy} on ${formatDate(data.generatedOn)}`],
    ])
    .heading('1. Facility information');
  if (data.facility.length === 0) pdf.paragraph('No Record Found');
  data.facility.forEach((line, index) => {
    pdf.paragraph(`${index + 1}.  ${line.asset}`, { bold: true, align: 'left', keepWithNext: 120 });
    pdf.keyValueTable(facilityRows(line));
  });
  pdf
    .heading('2. Score card')
    .table(
      [
        { header: 'Factor', width: 0.34 },
        { header: 'Attribute', width: 0.26 },
        { header: 'Score', width: 0.1, align: 'right' },
        { header: 'Weight', width: 0.1, align: 'right' },
        { header: 'Remark', width: 0.2 },
      ],
      data.scoreCard.factors.length === 0
        ? [['No Record Found', '', '', '', '']]
        : [
            ...data.scoreCard.factors.map((factor) => [
              `${factor.heading}: ${factor.name}`,
              text(factor.attribute),
              factor.score === null ? NA : String(factor.score),
              `${factor.weightage}%`,
              text(factor.remark),
            ]),
            ['Total factor score', '', data.scoreCard.totalScoreText, '', ''],
          ],
    )
    .heading('3. Criteria and remarks')
    .table(
      [
        { header: 'Category', width: 0.2 },
        { header: 'Criteria', width: 0.38 },
        { header: 'Status', width: 0.1 },
        { header: 'Remark', width: 0.32 },
      ],
      data.referenceCheck.length === 0
        ? [['No Record Found', '', '', '']]
        : data.referenceCheck.map((row) => [
            row.category,
            row.name,
            row.status === null ? NA : STATUS_TEXT[row.status],
            text(row.remark),
          ]),
    )
    .heading('4. Credit information')
    .table(
      [
        { header: 'Month', width: 0.3 },
        { header: 'Withdrawal', width: 0.35, align: 'right' },
        { header: 'Deposit', width: 0.35, align: 'right' },
      ],
      creditInfoRows(data.creditInfo),
    );
  commentOf(pdf, 'Comment', data.comments.creditInfoComment);
  financialTable(pdf.heading('5. Financial analysis', 150), data.financialAnalysis);
  commentOf(pdf, 'Comment', data.comments.financialComment);
  pdf.heading('6. Ageing', 150).table([...AGEING_COLUMNS], ageingRows(data.ageing));
  commentOf(pdf, 'Debtors', data.comments.debtorComment);
  commentOf(pdf, 'Creditors', data.comments.creditorComment);
  pdf.heading('7. Recommendations');
  if (data.recommendations.length === 0) pdf.paragraph('No Record Found');
  for (const [index, recommendation] of data.recommendations.entries())
    pdf.paragraph(`${index + 1}.  ${recommendation.comment}`, { align: 'left' });
  return (
    pdf
      // The thirteen rows of the checklist stay on one page with their heading.
      .heading('8. Document checklist', 330)
      .keyValueTable(checklistRows(data.checklist), 0.7)
      .paragraph('* Mandatory for Submit.', { align: 'left' })
      .finish()
  );
}
