// Charts' styles load with the screens that draw charts, not with the sign-in screen.
import '@mantine/charts/styles.css';
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { buildCsv, type CsvColumn, csvFileName, downloadCsv } from './data-table/data-table-csv';

export interface ChartCardProps<Row> {
  title: string;
  /** The chart's figures as CSV (collections §2.3: each chart exports). */
  csv?: { name: string; columns: readonly CsvColumn<Row>[]; rows: readonly Row[] };
  /** 'Details' opens the chart's detail modal (also reachable by clicking the chart). */
  onDetails?: () => void;
  children: ReactNode;
}

export function ChartCard<Row>({ title, csv, onDetails, children }: ChartCardProps<Row>) {
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
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              disabled={csv.rows.length === 0}
              onClick={() => downloadCsv(csvFileName(csv.name), buildCsv(csv.columns, csv.rows))}
              aria-label={`CSV of ${title}`}
            >
              CSV
            </Button>
          )}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
