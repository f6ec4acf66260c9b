import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, lateChargeBasisText } from '@sewabeli/domain';
import type { RouterOutputs } from '../../../lib/trpc';

type Collection = RouterOutputs['collection']['byId'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'YYYY-MM' as 'Mar 2025'. */
const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

const rm = (sen: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(sen)}</span>;

/**
 * Issue 41: the late-payment charges the agreement has accrued by today, per instalment and in total (packages/
 * domain on the schedule and ledger above); the months the month-end posting has posted (each a charge added to
 * the outstanding balance, paid after the instalments), apart from the part accrued and not yet posted. Non-cash
 * income until paid: nothing here is in the cash received.
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
      <Group gap="lg" mb="md" wrap="wrap">
        <Group gap="xs">
          <Text fw={500}>Total accrued (RM)</Text>
          <Text fw={700} data-testid="late-charges-total">
            {rm(charges.total)}
          </Text>
        </Group>
        <Group gap="xs">
          <Text fw={500}>Posted (RM)</Text>
          <Text fw={700} data-testid="late-charges-posted-total">
            {rm(charges.postedTotal)}
          </Text>
        </Group>
        <Group gap="xs">
          <Text fw={500}>Accrued, not yet posted (RM)</Text>
          <Text fw={700} data-testid="late-charges-not-posted">
            {rm(charges.notPosted)}
          </Text>
        </Group>
      </Group>
      {charges.posted.length > 0 && (
        <Table.ScrollContainer minWidth={640} type="native" mb="md">
          <Table striped="even" verticalSpacing="xs" data-testid="late-charges-posted">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Posted Month</Table.Th>
                <Table.Th>Charge Date</Table.Th>
                <Table.Th>Posted On</Table.Th>
                <Table.Th ta="right">Charge (RM)</Table.Th>
                <Table.Th ta="right">Paid (RM)</Table.Th>
                <Table.Th ta="right">Outstanding (RM)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.posted.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{monthLabel(row.month)}</Table.Td>
                  <Table.Td>{formatDate(row.incurredOn)}</Table.Td>
                  <Table.Td>{formatDate(row.postedAt)}</Table.Td>
                  <Table.Td ta="right">{rm(row.amount)}</Table.Td>
                  <Table.Td ta="right">{rm(row.paid)}</Table.Td>
                  <Table.Td ta="right">{rm(row.outstanding)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
        Each month's charges are posted after the month ends and then count in the outstanding balance;
        payments settle the instalments first and the posted charges after. Accrued, not yet posted: not yet
        in the outstanding balance. Neither is cash until paid.
      </Text>
    </Paper>
  );
}
