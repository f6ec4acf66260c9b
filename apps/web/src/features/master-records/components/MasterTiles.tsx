import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatRM } from '@sewabeli/domain';

export interface MasterTilesProps {
  summary:
    | { total: number; averageInterest: number | null; totalCost: number; totalLoan: number }
    | undefined;
  shown: number;
}

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={22} fw={650} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** Origination §2 Master List tiles, over the whole filter (the server's summary), not the page in view. */
export function MasterTiles({ summary, shown }: MasterTilesProps) {
  const average = summary?.averageInterest;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="md">
      <Tile
        label="Average Interest"
        value={average === null || average === undefined ? 'N/A' : `${average.toFixed(2)}%`}
        testId="tile-average-interest"
      />
      <Tile label="Total Cost" value={summary ? formatRM(summary.totalCost) : '…'} testId="tile-total-cost" />
      <Tile
        label="Total Loan (RM)"
        value={summary ? formatRM(summary.totalLoan) : '…'}
        testId="tile-total-loan"
      />
      <Tile
        label="Entries"
        value={
          summary ? `${shown.toLocaleString('en-MY')} shown of ${summary.total.toLocaleString('en-MY')}` : '…'
        }
        testId="tile-entries"
      />
    </SimpleGrid>
  );
}
