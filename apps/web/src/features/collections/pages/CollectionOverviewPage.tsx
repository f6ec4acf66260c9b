import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Anchor, Group, Pagination, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  abbreviateNumber,
  calendarDateInKualaLumpur,
  entriesShownText,
  formatMoney,
  formatRM,
  NO_RECORD_FOUND,
  type OverdueAgeBucket,
  pageCount,
  RECOVERY_STAGE_LABELS,
  yearSelectorOptions,
} from '@sewabeli/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChartCard } from '../../../components/display/ChartCard';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useProposalsEffect } from '../../arrears/hooks/use-arrears';
import { useRecoveryFigures } from '../../recovery/hooks/use-recovery';
import { type DetailPoint, OverdueDetailModal } from '../components/OverdueDetailModal';
import { Figure } from '../components/OverviewFigure';
import { useOverview } from '../hooks/use-collections';
import {
  MONTHS_OVERDUE_CSV_COLUMNS,
  OVERDUE_CLIENTS_CSV_COLUMNS,
  OVERDUE_REASON_CSV_COLUMNS,
} from '../model/overview-csv';

const CLIENTS_PER_PAGE = 5;
const REASON_COLOURS = ['red.8', 'orange.8', 'yellow.8', 'teal.8', 'blue.8', 'violet.8', 'grape.8', 'gray.7'];
const ringgit = (sen: number) => sen / 100;
const abbreviated = (value: number) => abbreviateNumber(value);

/** Collections §2.3 Collection Overview: figures and charts computed in SQL over the whole book. */
export function CollectionOverviewPage() {
  const today = calendarDateInKualaLumpur(new Date());
  const options = useMemo(() => yearSelectorOptions(today), [today]);
  const [key, setKey] = useState(options[0]?.key ?? '');
  const selected = options.find((option) => option.key === key) ?? options[0]!;
  const range = { startDate: selected.start, endDate: selected.end };
  const [clientPage, setClientPage] = useState(1);
  const overview = useOverview(range, { page: clientPage, pageSize: CLIENTS_PER_PAGE });
  const [point, setPoint] = useState<DetailPoint | null>(null);

  const figures = overview.figures.data;
  const recovery = useRecoveryFigures().data;
  const effect = useProposalsEffect(range).data;
  const decided = effect ? effect.paid + effect.unpaid : 0;
  const effectValue = effect
    ? `${effect.paid} of ${decided}${effect.paidShare === null ? '' : ` (${effect.paidShare.toFixed(2)} %)`}`
    : 'N/A';
  const effectHint = effect
    ? `${formatRM(effect.amountPaid)} paid; ${effect.pending} pending (14 days not over) of ${effect.letters} approved`
    : undefined;
  const lateCharges = overview.lateCharges.data;
  const openCases = (recovery?.casesByStage ?? [])
    .filter((row) => row.stage !== 'closed')
    .reduce((sum, row) => sum + row.count, 0);
  const ages = (figures?.overdueByAge ?? []).map((age) => ({
    bucket: age.bucket,
    Overdue: ringgit(age.totalOverdue),
    count: age.count,
  }));
  const reasons = (overview.reasons.data?.reasons ?? []).map((reason, index) => ({
    name: reason.reason,
    value: ringgit(reason.totalOverdue),
    color: REASON_COLOURS[index % REASON_COLOURS.length]!,
  }));
  const months = (overview.monthly.data ?? []).map((month) => ({
    month: month.month,
    Paid: ringgit(month.totalPaid),
    Overdue: ringgit(month.totalOverdue),
    paidTransactions: month.paidTransactions,
    overdueTransactions: month.overdueTransactions,
  }));
  const clientRows = overview.clients.data?.rows ?? [];
  const clientTotal = overview.clients.data?.total ?? 0;
  const clientPages = pageCount(clientTotal, CLIENTS_PER_PAGE);
  const byMonths = (overview.clientsByMonths.data ?? []).map((client) => ({
    name: client.name,
    'Months Overdue': client.totalOverdueMonths,
  }));

  return (
    <>
      <PageHeader
        title="Collection Overview"
        subtitle={figures ? `As of ${figures.asOf.split('-').reverse().join('-')}` : 'Collection analytics'}
        actions={
          <Select
            aria-label="Year"
            data={options.map((option) => ({ value: option.key, label: option.label }))}
            value={selected.key}
            onChange={(value) => {
              if (value) setKey(value);
              setClientPage(1);
            }}
            allowDeselect={false}
            w={180}
          />
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
          <Figure label="Installment Collected" value={formatRM(figures?.installmentCollected)} />
          <Figure
            label="Non-Performing Loan"
            value={formatRM(figures?.nonPerformingLoan)}
            hint={figures ? `${figures.nonPerformingLoanRatio.toFixed(2)} %` : undefined}
          />
          <Figure label="Overdue Collected" value={formatRM(figures?.overdueCollected)} />
          <Figure label="Total Overdue" value={formatRM(figures?.totalOverdue)} />
          <Figure
            label="Overdue Receivable"
            value={figures ? `${figures.ratioOverdueReceivable.toFixed(2)} %` : 'N/A'}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="region" aria-label="Recovery">
          <Figure
            label="Open recovery cases"
            value={recovery ? String(openCases) : 'N/A'}
            hint={
              recovery
                ? recovery.casesByStage
                    .map((row) => `${RECOVERY_STAGE_LABELS[row.stage]} ${row.count}`)
                    .join(', ')
                : undefined
            }
          />
          <Figure label="Recovered (disposal proceeds)" value={formatRM(recovery?.recovered)} />
          <Figure label="Written off (shortfalls)" value={formatRM(recovery?.writtenOff)} />
          <Figure
            label="Recovery charges owed"
            value={formatRM(recovery?.chargesOwed)}
            hint={recovery ? `${formatRM(recovery.chargesAdded)} added in all` : undefined}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="recovery-figures-caption" mt={-8}>
          Outstanding Balance (behind the Non-Performing Loan ratio) counts the instalments only; the recovery
          charges (allowed costs of repossession, storage and sale) still owed are shown apart above.
          Recovered is the cash the disposals brought; written off is the shortfalls two Superadmins approved
          (non-cash).
        </Text>

        <SimpleGrid cols={{ base: 1, sm: 3 }} role="region" aria-label="Late-payment charges">
          <Figure
            label="Late charges posted"
            value={formatRM(lateCharges?.posted)}
            hint={lateCharges ? `${lateCharges.agreements} agreements` : undefined}
          />
          <Figure label="Late charges paid" value={formatRM(lateCharges?.paid)} />
          <Figure
            label="Late charges outstanding"
            value={formatRM(lateCharges?.outstanding)}
            hint="Non-cash income until paid"
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="late-charges-figures-caption" mt={-8}>
          Late-payment charges are posted month by month after each month ends, at each agreement's rate.
          Payments settle the instalments first and the charges after; the instalment figures above count the
          instalments only.
        </Text>

        <SimpleGrid cols={{ base: 1, sm: 3 }} role="region" aria-label="Proposals' effect">
          <Figure
            label="Paid within 14 days of a letter"
            value={effectValue}
            hint={effectHint}
            description={
              effect
                ? `Paid within 14 days of a letter: ${effect.paid} of ${decided} letters whose 14 days are over` +
                  `${effect.paidShare === null ? '' : `, ${effect.paidShare.toFixed(2)} %`}, ${formatRM(effect.amountPaid)} ` +
                  `paid, ${effect.pending} pending`
                : undefined
            }
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="proposals-effect-caption" mt={-8}>
          Of the reminders and letters approved in the selected period, those followed by a cash payment on
          the agreement within 14 days of approval (rebates and write-offs do not count). Letters still within
          their 14 days and unpaid are pending, not counted as unpaid.
        </Text>

        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ChartCard
            title="Overdue Transaction"
            onDetails={() => setPoint({ bucket: '0-30' })}
            csv={{
              name: 'overdue-transaction',
              rows: ages,
              columns: [
                { header: 'Days Overdue', value: (row) => row.bucket },
                { header: 'Installments', value: (row) => row.count },
                { header: 'Overdue (RM)', value: (row) => row.Overdue.toFixed(2) },
              ],
            }}
          >
            <LineChart
              h={260}
              data={ages}
              dataKey="bucket"
              series={[{ name: 'Overdue', color: 'red.8' }]}
              valueFormatter={abbreviated}
              withPointLabels
              curveType="linear"
              lineChartProps={{
                onClick: (state: { activeLabel?: string | number }) => {
                  if (state?.activeLabel) setPoint({ bucket: String(state.activeLabel) as OverdueAgeBucket });
                },
              }}
            />
          </ChartCard>

          <ChartCard
            title="Overdue Reason"
            csv={{
              name: 'overdue-reason',
              rows: reasons,
              columns: OVERDUE_REASON_CSV_COLUMNS,
            }}
          >
            {reasons.length === 0 ? (
              <Text ta="center" py="xl">
                No Record Found
              </Text>
            ) : (
              <Group align="center" wrap="nowrap">
                <PieChart
                  h={240}
                  w={240}
                  data={reasons}
                  withLabels
                  labelsType="percent"
                  withTooltip
                  tooltipDataSource="segment"
                  valueFormatter={abbreviated}
                />
                <Stack gap={4}>
                  {reasons.map((reason) => (
                    <Text key={reason.name} size="sm">
                      {reason.name}: RM {abbreviateNumber(reason.value)}
                    </Text>
                  ))}
                </Stack>
              </Group>
            )}
          </ChartCard>

          <ChartCard
            title="Collection Overdue by Months"
            onDetails={() => {
              const latest = months.at(-1);
              if (latest) setPoint({ month: latest.month });
            }}
            csv={{
              name: 'collection-overdue-by-months',
              rows: months,
              columns: [
                { header: 'Month', value: (row) => row.month },
                { header: 'Paid (RM)', value: (row) => row.Paid.toFixed(2) },
                { header: 'Overdue (RM)', value: (row) => row.Overdue.toFixed(2) },
                { header: 'Paid Installments', value: (row) => row.paidTransactions },
                { header: 'Overdue Installments', value: (row) => row.overdueTransactions },
              ],
            }}
          >
            <BarChart
              h={260}
              data={months}
              dataKey="month"
              type="stacked"
              series={[
                { name: 'Paid', color: 'teal.8' },
                { name: 'Overdue', color: 'red.8' },
              ]}
              valueFormatter={abbreviated}
              withLegend
              barChartProps={{
                onClick: (state: { activeLabel?: string | number }) => {
                  if (state?.activeLabel) setPoint({ month: String(state.activeLabel) });
                },
              }}
            />
          </ChartCard>

          <ChartCard
            title="Months Overdue by Clients"
            csv={{
              name: 'months-overdue-by-clients',
              rows: byMonths,
              columns: MONTHS_OVERDUE_CSV_COLUMNS,
            }}
          >
            <BarChart
              h={260}
              data={byMonths}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 180 }}
              series={[{ name: 'Months Overdue', color: 'orange.8' }]}
              valueFormatter={abbreviated}
            />
          </ChartCard>
        </SimpleGrid>

        <ChartCard
          title="Overdue Clients"
          csv={{
            name: 'overdue-clients',
            count: clientTotal,
            load: overview.allClients,
            columns: OVERDUE_CLIENTS_CSV_COLUMNS,
          }}
        >
          <Table striped="even" data-testid="overdue-clients">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th ta="right">Total Overdue (RM)</Table.Th>
                <Table.Th ta="right">Months Overdue</Table.Th>
                <Table.Th ta="right">Agreements</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clientRows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4} ta="center">
                    {overview.clients.data ? NO_RECORD_FOUND : 'Loading...'}
                  </Table.Td>
                </Table.Tr>
              ) : (
                clientRows.map((client) => (
                  <Table.Tr key={client.hirerId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/profile/${client.hirerId}`}>
                        {client.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(client.totalOverdue)}</Table.Td>
                    <Table.Td ta="right">{client.totalOverdueMonths}</Table.Td>
                    <Table.Td ta="right">{client.agreementIds.length}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed" data-testid="overdue-clients-summary">
              {entriesShownText(clientPage, CLIENTS_PER_PAGE, clientTotal)}
            </Text>
            {clientPages > 1 && (
              <Pagination
                total={clientPages}
                value={clientPage}
                onChange={setClientPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              />
            )}
          </Group>
        </ChartCard>
      </Stack>
      <OverdueDetailModal range={range} point={point} onClose={() => setPoint(null)} />
    </>
  );
}
