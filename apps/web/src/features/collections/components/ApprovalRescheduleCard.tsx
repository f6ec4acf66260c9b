import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  canDecideReschedule,
  formatDateTime,
  isRescheduleCardVisible,
  RESCHEDULE_APPROVALS_REQUIRED,
  rescheduleApprovalCount,
} from '@sewabeli/domain';
import { confirmMoney } from '../../../components/dialogs/confirm-money';
import { notifySuccess } from '../../../components/dialogs/notify';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useCollectionMutations } from '../hooks/use-collections';
import { rescheduleColour } from './badges';

type Reschedule = RouterOutputs['collection']['byId']['reschedules'][number];

/** Collections §2.2 Approval Reschedule card: the latest request, n / 2, each decision; Approve/Reject. */
export function ApprovalRescheduleCard({
  latest,
  agreement,
}: {
  latest: Reschedule | undefined;
  /** The agreement's name for the confirmation (HP No and company). */
  agreement: string;
}) {
  const me = useCurrentUser();
  const { approveReschedule, rejectReschedule } = useCollectionMutations();
  if (!latest || !isRescheduleCardVisible(latest)) return null;
  const mayDecide = canDecideReschedule(latest, { userId: me.id, roleName: me.role.name });
  const pending = approveReschedule.isPending || rejectReschedule.isPending;
  // Issue 26: a decision moves the due dates (the second approval) or ends the request: confirmed first.
  const decide = async (action: typeof approveReschedule, decision: 'Approved' | 'Rejected') => {
    const approvals = latest.approvalList.filter((entry) => entry.status === 'Approved').length;
    const starting = latest.startingInstalment ?? 'the starting installment';
    const effect =
      decision === 'Rejected'
        ? 'The request is rejected; no due date moves'
        : approvals + 1 >= RESCHEDULE_APPROVALS_REQUIRED
          ? `The due dates from ${starting} move ${latest.month} month${latest.month === 1 ? '' : 's'} later`
          : `Approval ${approvals + 1} of ${RESCHEDULE_APPROVALS_REQUIRED}; the due dates move after the last one`;
    const confirmed = await confirmMoney({
      title: decision === 'Approved' ? 'Approve the reschedule' : 'Reject the reschedule',
      agreement,
      rows: [
        { label: 'Months', value: String(latest.month) },
        { label: 'Starting installment', value: starting },
        { label: 'Requested', value: `${formatDateTime(latest.createdAt)} by ${latest.createdBy}` },
      ],
      effect,
      confirmLabel: decision === 'Approved' ? 'Approve' : 'Reject',
    });
    if (!confirmed) return;
    action.mutate({ id: latest.id }, { onSuccess: () => notifySuccess(decision) });
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="approval-card">
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          Approval Reschedule
        </Title>
        <Group gap="xs">
          <Badge color={rescheduleColour(latest.status)} variant="filled">
            {latest.status}
          </Badge>
          <Text fw={600} data-testid="approval-count">
            {rescheduleApprovalCount(latest)}
          </Text>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Months
          </Text>
          <Text>{latest.month}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Submitted On
          </Text>
          <Text>{formatDateTime(latest.createdAt)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Submitted By
          </Text>
          <Text>{latest.createdBy}</Text>
        </Stack>
      </SimpleGrid>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Submitted By</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {latest.approvalList.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3} ta="center">
                No Record Found
              </Table.Td>
            </Table.Tr>
          ) : (
            latest.approvalList.map((entry) => (
              <Table.Tr key={`${entry.userId}`}>
                <Table.Td>{entry.submittedBy}</Table.Td>
                <Table.Td>{entry.status}</Table.Td>
                <Table.Td>{formatDateTime(entry.submittedAt)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {latest.waiting && (
        <Text size="sm" mt="md" data-testid="approval-waiting">
          {latest.waiting}
        </Text>
      )}
      {mayDecide && (
        <Group justify="flex-end" mt="md">
          <Button
            color="red.9"
            variant="outline"
            disabled={pending}
            onClick={() => void decide(rejectReschedule, 'Rejected')}
          >
            Reject
          </Button>
          <Button
            color="teal.9"
            disabled={pending}
            onClick={() => void decide(approveReschedule, 'Approved')}
          >
            Approve
          </Button>
        </Group>
      )}
    </Paper>
  );
}
