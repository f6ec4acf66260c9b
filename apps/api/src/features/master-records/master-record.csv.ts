import type { Db } from '@sewabeli/db';
import {
  csvLine,
  formatDate,
  formatMoney,
  type MasterFilter,
  type MasterSortKey,
  triStateLabel,
} from '@sewabeli/domain';
import { eachMasterRecord, type MasterRecord } from './master-record.service';

type Cell = string | number | null;
const money = (sen: number) => formatMoney(sen);
const na = (value: Cell) => (value === null || value === '' ? 'N/A' : String(value));
const percent = (value: number | null) => (value === null ? 'N/A' : value.toFixed(2));

/** The Master List's columns as the CSV export writes them: money in ringgit, dates DD-MM-YYYY, N/A for missing. */
export const MASTER_CSV_COLUMNS: readonly [string, (row: MasterRecord) => Cell][] = [
  ['Date', (r) => formatDate(r.createdAt)],
  ['Customer', (r) => r.customerName],
  ['Brand', (r) => r.brand],
  ['Model', (r) => r.model],
  ['Condition', (r) => r.condition],
  ['Engine', (r) => na(r.engine)],
  ['Chassis', (r) => na(r.chassis)],
  ['YOM', (r) => na(r.manufactureYear)],
  ['REG No', (r) => na(r.registrationNo)],
  ['Letter Offer', (r) => na(r.letterOffer)],
  ['HP Agreement No.', (r) => na(r.hpNo)],
  ['Stamping Ref (Principal)', (r) => na(r.principleStamp)],
  ['Stamping Ref (Subsidiary)', (r) => na(r.subsidiaryStamp)],
  ['Stamping Paid', (r) => triStateLabel(r.stampIsPaid)],
  ['Cost (RM)', (r) => money(r.cost)],
  ['Loan Amount (RM)', (r) => money(r.loanAmount)],
  ['Downpayment (RM)', (r) => money(r.downpayment)],
  ['Margin of Finance (%)', (r) => percent(r.marginFinance)],
  ['Total Interest (RM)', (r) => money(r.totalInterest)],
  ['Total Payable (RM)', (r) => money(r.totalPayable)],
  ['FIS', (r) => triStateLabel(r.fis)],
  ['ORI RC', (r) => triStateLabel(r.rcOri)],
  ['INSC', (r) => triStateLabel(r.insc)],
  ['Insurance Agent', (r) => na(r.agent)],
  ['Cover Note', (r) => na(r.coverNote)],
  ['Insurance Status', (r) => na(r.insuranceStatus)],
  ['Insurance Rate (%)', (r) => percent(r.insuranceRate)],
  ['Insurance Premium (RM)', (r) => money(r.insurancePremium)],
  ['Insurance Start Date', (r) => formatDate(r.insuranceStartDate)],
  ['Insurance End Date', (r) => formatDate(r.insuranceEndDate)],
  ['Agreement Execution', (r) => formatDate(r.agreementExecution)],
  ['Due Date', (r) => formatDate(r.dueDate)],
  ['Monthly Repayment (RM)', (r) => money(r.monthlyInstallment)],
  ['Tenure (Months)', (r) => r.tenure * 12],
  ['Interest Rate (%)', (r) => percent(r.interestRate)],
  ['Prepayment', (r) => `${r.prepayment[0]} + ${r.prepayment[1]}`],
  ['Effective Yield (%)', (r) => percent(r.effectiveRate)],
  ['Disbursement Date', (r) => formatDate(r.disbursementDate)],
  ['Mode of Repayment', (r) => na(r.modeOfRepayment)],
  ['Stamping Delivered', (r) => triStateLabel(r.stampingIsDelivered)],
  ['Agreement Delivered', (r) => triStateLabel(r.agreementIsDelivered)],
  ['Agreement Received', (r) => triStateLabel(r.agreementIsReceived)],
  ['Disbursement Notice Delivered', (r) => triStateLabel(r.disbursementNoticeIsDelivered)],
  ['Board Resolution Received', (r) => triStateLabel(r.boardResolutionIsReceived)],
  ['Reg Card Delivered', (r) => triStateLabel(r.regCardIsDelivered)],
  ['Vehicle Discharged', (r) => triStateLabel(r.vehicleIsDischarged)],
  ['Salesman', (r) => na(r.salesman)],
];

/**
 * The whole filter as CSV lines, read from the database in batches as the client consumes them; written by the
 * domain's one CSV writer, which defuses formula cells (issue 40).
 */
export async function* masterRecordsCsv(
  db: Db,
  filter: MasterFilter,
  sortBy?: MasterSortKey,
  sortDir?: 'asc' | 'desc',
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(MASTER_CSV_COLUMNS.map(([header]) => header))}`;
  let batch = '';
  let count = 0;
  for await (const row of eachMasterRecord(db, filter, sortBy, sortDir)) {
    batch += csvLine(MASTER_CSV_COLUMNS.map(([, cell]) => cell(row)));
    count += 1;
    if (count % 500 === 0) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}
