import type { CsvColumn, Sen } from '@sewabeli/domain';

// The Collection Overview's charts whose CSV carries names people typed (late reasons, companies): written by the
// domain's one CSV writer through ChartCard, so a name like '=cmd|...' arrives as text (issue 40).

/** 'Overdue Reason': the reason and its overdue ringgit. */
export const OVERDUE_REASON_CSV_COLUMNS: readonly CsvColumn<{ name: string; value: number }>[] = [
  { header: 'Reason', value: (row) => row.name },
  { header: 'Overdue (RM)', value: (row) => row.value.toFixed(2) },
];

/** 'Months Overdue by Clients'. */
export const MONTHS_OVERDUE_CSV_COLUMNS: readonly CsvColumn<{ name: string; 'Months Overdue': number }>[] = [
  { header: 'Client', value: (row) => row.name },
  { header: 'Months Overdue', value: (row) => row['Months Overdue'] },
];

/** 'Overdue Clients': the whole grid, read on the click. */
export const OVERDUE_CLIENTS_CSV_COLUMNS: readonly CsvColumn<{
  name: string;
  totalOverdue: Sen;
  totalOverdueMonths: number;
  agreementIds: readonly number[];
}>[] = [
  { header: 'Client', value: (row) => row.name },
  { header: 'Total Overdue (RM)', value: (row) => (row.totalOverdue / 100).toFixed(2) },
  { header: 'Months Overdue', value: (row) => row.totalOverdueMonths },
  { header: 'Agreements', value: (row) => row.agreementIds.length },
];
