import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, lateChargeBasisText } from '@sewabeli/domain';
import type { RouterOutputs } from '../../../lib/trpc';

type Collection = RouterOutputs['collection']['byId'];

const rm = (sen: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(sen)}</span>;

/**
 * Issue 41: the late-payment charges the agreement has accrued by today, per instalment and in total. They are
 * worked out by packages/domain on the schedule and ledger above and are non-cash: not posted, not in the
 * outstanding balance and not paid until a later step posts them.
 */
export function LateChargesCard({ collection }: { collection: Collection }) {
  const charges = collection.lateCharges;
  const descriptionOf = new Map(collection.instalments.map((row) => [row.id, row.description]));
  const charged = charges.instalments.filter((row) => row.charge > 0);
  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label="Late-payment charges">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <Title order={3} fz="lg">
          {`Late-payment charges accrued (as of ${formatDate(charges.asOf)})`}
        </Title>
        <Badge color="gray" variant="light" data-testid="late-charges-non-cash">
          Non-cash until paid
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm" data-testid="late-charges-basis">
        {lateChargeBasisText(charges)}
      </Text>
      <Group gap="xs" mb={charged.length > 0 ? 'md' : 0}>
        <Text fw={500}>Total accrued (RM)</Text>
        <Text fw={700} data-testid="late-charges-total">
          {rm(charges.total)}
        </Text>
      </Group>
      {charged.length > 0 && (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped="even" verticalSpacing="xs" data-testid="late-charges">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Instalment</Table.Th>
                <Table.Th>Due Date</Table.Th>
                <Table.Th ta="right">Days Overdue</Table.Th>
                <Table.Th ta="right">Unpaid Now (RM)</Table.Th>
                <Table.Th ta="right">Late Charge (RM)</Table.Th>
                <Table.Th>Accrual</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charged.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{descriptionOf.get(row.id) ?? `Instalment ${row.seq}`}</Table.Td>
                  <Table.Td>{formatDate(row.dueDate)}</Table.Td>
                  <Table.Td ta="right">{row.daysOverdue}</Table.Td>
                  <Table.Td ta="right">{rm(row.unpaidAmount)}</Table.Td>
                  <Table.Td ta="right">{rm(row.charge)}</Table.Td>
                  <Table.Td>{row.unpaidAmount > 0 ? 'Accruing daily' : 'Stopped: paid'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        Accrued, not posted: not part of the outstanding balance or the settlement amount, and not yet
        collected.
      </Text>
    </Paper>
  );
}
