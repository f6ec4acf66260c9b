import { BarChart } from '@mantine/charts';
import { Box, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  abbreviateNumber,
  calendarDateInKualaLumpur,
  formatDate,
  formatRM,
  rangeLabel,
  yearSelectorOptions,
} from '@sewabeli/domain';
import { useMemo, useState } from 'react';
import { ChartCard } from '../../../components/display/ChartCard';
import { DrawWhenNear } from '../../../components/layout/DrawWhenNear';
import { PageHeader } from '../../../components/layout/PageHeader';
import {
  LOAN_BAR_LEGEND,
  loanBarShade,
  loanBars,
  monthLabel,
  TOP_CLIENT_CSV_COLUMNS,
  TOP_MODEL_CSV_COLUMNS,
} from '../dashboard-model';
import { useDashboard } from '../hooks/use-dashboard';

const abbreviated = (value: number) => abbreviateNumber(value);
const rm = (value: number) => `RM ${abbreviateNumber(value)}`;
const ringgit = (sen: number) => (sen / 100).toFixed(2);
const CHART_HEIGHT = 280;

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        fz={28}
        fw={650}
        mt={4}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Empty() {
  return (
    <Text ta="center" py="xl" c="dimmed">
      No Record Found
    </Text>
  );
}

/** Origination §2 Dashboard: approved loan figures and charts, every figure computed in SQL on the server. */
export default function DashboardPage() {
  const today = calendarDateInKualaLumpur(new Date());
  const options = useMemo(() => yearSelectorOptions(today), [today]);
  const [key, setKey] = useState(options[0]?.key ?? '');
  const selected = options.find((option) => option.key === key) ?? options[0]!;
  const data = useDashboard({ startDate: selected.start, endDate: selected.end });
  // 'YTD' only while the current year is chosen (issue 29).
  const range = rangeLabel(selected, today);

  const loan = data.approvedLoan.data;
  const bars = loanBars(loan?.months ?? []);
  const transactions = (data.transactions.data?.months ?? []).map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    Executed: m.executed,
    Unexecuted: m.unexecuted,
  }));
  const models = (data.topModels.data?.models ?? []).map((m) => ({
    name: m.name,
    brand: m.brand,
    'Loan Amount': m.loanAmount / 100,
    sen: m.loanAmount,
    count: m.count,
    units: m.units,
  }));
  const clients = (data.topClients.data?.clients ?? []).map((c) => ({
    name: c.name,
    'Loan Amount': c.loanAmount / 100,
    sen: c.loanAmount,
    count: c.count,
  }));
  const period = loan ? `${formatDate(loan.start)} to ${formatDate(loan.asOf)}` : '…';

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Approved loans, ${period}`}
        actions={
          <Select
            aria-label="Year"
            data={options.map((option) => ({ value: option.key, label: option.label }))}
            value={selected.key}
            onChange={(value) => value && setKey(value)}
            allowDeselect={false}
            w={180}
          />
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Figure
            testId="total-loan"
            label={`Total Loan amount (${range})`}
            value={loan ? formatRM(loan.totalLoan) : '…'}
            hint={
              loan
                ? `${loan.totalCount} approved ${loan.totalCount === 1 ? 'loan' : 'loans'}, ${period}`
                : undefined
            }
          />
          <Figure
            testId="quarter-loan"
            label="Quarterly Loan amount"
            value={loan ? formatRM(loan.quarterLoan) : '…'}
            hint={
              loan
                ? `${loan.quarterCount} approved, ${formatDate(loan.quarter.start)} to ${formatDate(loan.quarter.end)}`
                : undefined
            }
          />
        </SimpleGrid>

        <ChartCard
          title="Overview Loan amount"
          csv={{
            name: 'overview-loan-amount',
            rows: bars,
            columns: [
              { header: 'Month', value: (row) => row.month },
              { header: 'Approved Loans', value: (row) => row.count },
              { header: 'Loan Amount (RM)', value: (row) => ringgit(row.sen) },
            ],
          }}
        >
          <BarChart
            h={CHART_HEIGHT}
            data={bars}
            dataKey="label"
            series={[{ name: 'Loan Amount', color: 'blue.8' }]}
            getBarColor={loanBarShade}
            valueFormatter={rm}
            yAxisProps={{ tickFormatter: abbreviated, width: 56 }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
            tooltipAnimationDuration={0}
          />
          <Group gap="lg" mt="sm" justify="center" aria-label="Bar colours">
            {LOAN_BAR_LEGEND.map((band) => (
              <Group key={band.text} gap={6}>
                <Box w={12} h={12} bg={band.colour} style={{ borderRadius: 2 }} />
                <Text size="sm">Monthly total {band.text}</Text>
              </Group>
            ))}
          </Group>
        </ChartCard>

        <ChartCard
          title="Last 12 months Transactions"
          csv={{
            name: 'last-12-months-transactions',
            rows: transactions,
            columns: [
              { header: 'Month', value: (row) => row.month },
              { header: 'Executed', value: (row) => row.Executed },
              { header: 'Unexecuted', value: (row) => row.Unexecuted },
            ],
          }}
        >
          <DrawWhenNear height={CHART_HEIGHT}>
            <BarChart
              h={CHART_HEIGHT}
              data={transactions}
              dataKey="label"
              type="stacked"
              series={[
                { name: 'Executed', color: 'teal.8' },
                { name: 'Unexecuted', color: 'orange.8' },
              ]}
              withLegend
              yAxisProps={{ allowDecimals: false, tickFormatter: abbreviated, width: 40 }}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
              tooltipAnimationDuration={0}
            />
          </DrawWhenNear>
        </ChartCard>

        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ChartCard
            title={`Top 5 Model (${range})`}
            csv={{
              name: 'top-5-model',
              rows: models,
              columns: TOP_MODEL_CSV_COLUMNS,
            }}
          >
            {models.length === 0 ? (
              <Empty />
            ) : (
              <DrawWhenNear height={CHART_HEIGHT}>
                <BarChart
                  h={CHART_HEIGHT}
                  data={models}
                  dataKey="name"
                  orientation="vertical"
                  series={[{ name: 'Loan Amount', color: 'teal.8' }]}
                  valueFormatter={rm}
                  xAxisProps={{ tickFormatter: abbreviated }}
                  yAxisProps={{ width: 150 }}
                  tooltipAnimationDuration={0}
                />
              </DrawWhenNear>
            )}
          </ChartCard>
          <ChartCard
            title={`Top 5 Client (${range})`}
            csv={{
              name: 'top-5-client',
              rows: clients,
              columns: TOP_CLIENT_CSV_COLUMNS,
            }}
          >
            {clients.length === 0 ? (
              <Empty />
            ) : (
              <DrawWhenNear height={CHART_HEIGHT}>
                <BarChart
                  h={CHART_HEIGHT}
                  data={clients}
                  dataKey="name"
                  orientation="vertical"
                  series={[{ name: 'Loan Amount', color: 'indigo.8' }]}
                  valueFormatter={rm}
                  xAxisProps={{ tickFormatter: abbreviated }}
                  yAxisProps={{ width: 190 }}
                  tooltipAnimationDuration={0}
                />
              </DrawWhenNear>
            )}
          </ChartCard>
        </SimpleGrid>
      </Stack>
    </>
  );
}
