import { Text } from '@mantine/core';
import { formatDate, type TriState } from '@sewabeli/domain';
import type { ReactNode } from 'react';
import { FlagBadge } from '../../components/display/FlagBadge';
import { Money } from '../../components/display/Money';
import type { RouterOutputs } from '../../lib/trpc';

export type MasterRow = RouterOutputs['masterRecord']['list']['rows'][number];

export interface MasterColumn {
  /** The sort key sent to the server; also the column's id in the remembered column set. */
  key: string;
  title: string;
  render: (row: MasterRow) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Sort key when it differs from `key`; false: not sortable. */
  sortKey?: string | false;
}

const na = (value: string | number | null) =>
  value === null || value === '' ? (
    <Text span inherit c="dimmed">
      N/A
    </Text>
  ) : (
    value
  );
const date = (value: string | Date | null) => formatDate(value);
const money = (sen: number) => <Money sen={sen} />;
const percent = (value: number | null) => (value === null ? na(null) : `${value.toFixed(2)}%`);
const flag = (value: TriState) => <FlagBadge value={value} />;

/** Origination §2: the Master List's ~47 columns, Customer first (pinned while scrolling sideways). */
export const MASTER_COLUMNS: readonly MasterColumn[] = [
  { key: 'customerName', title: 'Customer', render: (r) => r.customerName },
  { key: 'createdAt', title: 'Date', render: (r) => date(r.createdAt) },
  { key: 'brand', title: 'Brand', render: (r) => r.brand },
  { key: 'model', title: 'Model', render: (r) => r.model },
  { key: 'condition', title: 'Condition', render: (r) => r.condition },
  { key: 'engine', title: 'Engine', render: (r) => na(r.engine) },
  { key: 'chasis', title: 'Chassis', render: (r) => na(r.chassis) },
  { key: 'manufactureYear', title: 'YOM', render: (r) => na(r.manufactureYear) },
  { key: 'registrationNo', title: 'REG No', render: (r) => na(r.registrationNo) },
  { key: 'letterOffer', title: 'Letter Offer', render: (r) => na(r.letterOffer) },
  { key: 'hpNo', title: 'HP Agreement No.', render: (r) => na(r.hpNo) },
  { key: 'principleStamp', title: 'Stamping Ref (Principal)', render: (r) => na(r.principleStamp) },
  { key: 'subsidiaryStamp', title: 'Stamping Ref (Subsidiary)', render: (r) => na(r.subsidiaryStamp) },
  { key: 'stampIsPaid', title: 'Stamping Paid', render: (r) => flag(r.stampIsPaid) },
  { key: 'cost', title: 'Cost', render: (r) => money(r.cost), align: 'right' },
  { key: 'loanAmount', title: 'Loan Amount', render: (r) => money(r.loanAmount), align: 'right' },
  { key: 'downpayment', title: 'Downpayment', render: (r) => money(r.downpayment), align: 'right' },
  {
    key: 'marginFinance',
    title: 'Margin of Finance',
    render: (r) => percent(r.marginFinance),
    align: 'right',
  },
  { key: 'totalInterest', title: 'Total Interest', render: (r) => money(r.totalInterest), align: 'right' },
  { key: 'totalPayable', title: 'Total Payable', render: (r) => money(r.totalPayable), align: 'right' },
  { key: 'fis', title: 'FIS', render: (r) => flag(r.fis) },
  { key: 'rcOri', title: 'ORI RC', render: (r) => flag(r.rcOri) },
  { key: 'insc', title: 'INSC', render: (r) => flag(r.insc) },
  { key: 'agent', title: 'Insurance Agent', render: (r) => na(r.agent) },
  { key: 'coverNote', title: 'Cover Note', render: (r) => na(r.coverNote) },
  { key: 'insuranceStatus', title: 'Insurance Status', render: (r) => na(r.insuranceStatus) },
  { key: 'insuranceRate', title: 'Insurance Rate', render: (r) => percent(r.insuranceRate), align: 'right' },
  {
    key: 'insurancePremium',
    title: 'Insurance Premium',
    render: (r) => money(r.insurancePremium),
    align: 'right',
  },
  { key: 'insuranceStartDate', title: 'Insurance Start', render: (r) => date(r.insuranceStartDate) },
  { key: 'insuranceEndDate', title: 'Insurance End', render: (r) => date(r.insuranceEndDate) },
  { key: 'agreementExecution', title: 'Agreement Execution', render: (r) => date(r.agreementExecution) },
  { key: 'dueDate', title: 'Due Date', render: (r) => date(r.dueDate) },
  {
    key: 'monthlyInstallment',
    title: 'Monthly Repayment',
    render: (r) => money(r.monthlyInstallment),
    align: 'right',
  },
  { key: 'tenure', title: 'Tenure (Months)', render: (r) => r.tenure * 12, align: 'right' },
  { key: 'interestRate', title: 'Interest Rate', render: (r) => percent(r.interestRate), align: 'right' },
  {
    key: 'prepayment',
    title: 'Prepayment',
    render: (r) => `${r.prepayment[0]} + ${r.prepayment[1]}`,
    sortKey: false,
  },
  { key: 'effectiveRate', title: 'Effective Yield', render: (r) => percent(r.effectiveRate), align: 'right' },
  { key: 'disbursementDate', title: 'Disbursement Date', render: (r) => date(r.disbursementDate) },
  { key: 'modeOfRepayment', title: 'Mode of Repayment', render: (r) => na(r.modeOfRepayment) },
  { key: 'stampingIsDelivered', title: 'Stamping Delivered', render: (r) => flag(r.stampingIsDelivered) },
  { key: 'agreementIsDelivered', title: 'Agreement Delivered', render: (r) => flag(r.agreementIsDelivered) },
  { key: 'agreementIsReceived', title: 'Agreement Received', render: (r) => flag(r.agreementIsReceived) },
  {
    key: 'disbursementNoticeIsDelivered',
    title: 'Disbursement Notice Delivered',
    render: (r) => flag(r.disbursementNoticeIsDelivered),
  },
  {
    key: 'boardResolutionIsReceived',
    title: 'Board Resolution Received',
    render: (r) => flag(r.boardResolutionIsReceived),
  },
  { key: 'regCardIsDelivered', title: 'Reg Card Delivered', render: (r) => flag(r.regCardIsDelivered) },
  { key: 'vehicleIsDischarged', title: 'Vehicle Discharged', render: (r) => flag(r.vehicleIsDischarged) },
  { key: 'salesman', title: 'Salesman', render: (r) => na(r.salesman) },
];
