// Charts' styles load with the screens that draw charts, not with the sign-in screen.
import '@mantine/charts/styles.css';
import { Button, Group, Paper, Title } from '@mantine/core';
import { buildCsv, type CsvColumn } from '@sewabeli/domain';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DisabledReason, NOTHING_TO_EXPORT } from '../buttons/DisabledReason';
import { CSV_EXPORT_FAILED, csvFileName, downloadCsv } from '../data-table/data-table-csv';
import { notifyError } from '../dialogs/notify';

/** The rows of a card's CSV: those on screen, or (a list too long to hold in the page) read on the click. */
export type ChartCsv<Row> = { name: string; columns: readonly CsvColumn<Row>[] } & (
  | { rows: readonly Row[] }
  | { count: number; load: () => Promise<readonly Row[]> }
);

export interface ChartCardProps<Row> {
  title: string;
  /** The chart's figures as CSV (collections §2.3: each chart exports). */
  csv?: ChartCsv<Row>;
  /** 'Details' opens the chart's detail modal (also reachable by clicking the chart). */
  onDetails?: () => void;
  children: ReactNode;
}

export function ChartCard<Row>({ title, csv, onDetails, children }: ChartCardProps<Row>) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (file: ChartCsv<Row>) => {
    setExporting(true);
    try {
      const rows = 'rows' in file ? file.rows : await file.load();
      downloadCsv(csvFileName(file.name), buildCsv(file.columns, rows));
    } catch {
      // fetchQuery failures already reach the global error notification; this covers everything else.
      notifyError(CSV_EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Group gap="xs">
          {onDetails && (
            <Button size="xs" variant="default" onClick={onDetails}>
              Details
            </Button>
          )}
          {csv && (
            <DisabledReason reason={('rows' in csv ? csv.rows.length : csv.count) === 0 && NOTHING_TO_EXPORT}>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                loading={exporting}
                onClick={() => exportCsv(csv)}
                aria-label={`CSV of ${title}`}
              >
                CSV
              </Button>
            </DisabledReason>
          )}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
