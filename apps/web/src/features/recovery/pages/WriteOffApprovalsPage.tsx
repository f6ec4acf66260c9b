import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  formatDate,
  formatRM,
  WRITE_OFF_APPROVALS_NEEDED,
  WRITE_OFF_STATUSES,
  type WriteOffStatus,
} from '@sewabeli/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { confirmMoney } from '../../../components/dialogs/confirm-money';
import { notifyError, notifySuccess } from '../../../components/dialogs/notify';
import { PageHeader } from '../../../components/layout/PageHeader';
import { errorMessage } from '../../../lib/trpc-error';
import { useCan, useCurrentUser } from '../../auth/hooks/use-current-user';
import { useRecoveryMutations, useWriteOffRequests } from '../hooks/use-recovery';

const PAGE_SIZE = 20;

/** Issue 32: the write-off requests for the Superadmins to decide, two of them, never the requester. */
export function WriteOffApprovalsPage() {
  const [status, setStatus] = useState<WriteOffStatus>('Pending');
  const [page, setPage] = useState(1);
  const requests = useWriteOffRequests({ status, page, pageSize: PAGE_SIZE });
  const { decideWriteOff } = useRecoveryMutations();
  const { reason: notDecider } = useCan('writeOff.decide');
  const me = useCurrentUser();
  const rows = requests.data?.rows ?? [];
  const total = requests.data?.total ?? 0;

  const decide = async (row: (typeof rows)[number], decision: 'approve' | 'reject') => {
    const approvals = row.decisions.filter((d) => d.decision === 'approve').length;
    const confirmed = await confirmMoney({
      title: decision === 'approve' ? 'Approve the write-off?' : 'Reject the write-off?',
      agreement: `${row.hpNo ?? `#${row.applicantProductId}`} (${row.hirerName})`,
      rows: [
        { label: 'Amount', value: formatRM(row.amount) },
        { label: 'Reason', value: row.reason },
        { label: 'Requested by', value: row.requestedByName },
      ],
      effect:
        decision === 'reject'
          ? 'The request ends; the shortfall stays owed'
          : approvals + 1 >= WRITE_OFF_APPROVALS_NEEDED
            ? `${formatRM(row.amount)} is written off now (a non-cash entry)`
            : `Approval ${approvals + 1} of ${WRITE_OFF_APPROVALS_NEEDED}: another Superadmin must approve`,
      confirmLabel: decision === 'approve' ? 'Approve' : 'Reject',
    });
    if (!confirmed) return;
    decideWriteOff.mutate(
      { requestId: row.id, decision },
      {
        onSuccess: (result) =>
          notifySuccess(
            result.status === 'Approved'
              ? 'Written off'
              : result.status === 'Rejected'
                ? 'Write-off rejected'
                : 'Approval recorded',
          ),
        onError: (failure) => notifyError(errorMessage(failure)),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Write-offs"
        subtitle="Shortfalls after a disposal, written off with two Superadmins' approval"
      />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(value) => {
              setStatus(value as WriteOffStatus);
              setPage(1);
            }}
            data={[...WRITE_OFF_STATUSES]}
            w="fit-content"
          />
          <Table.ScrollContainer minWidth={900}>
            <Table striped="even" verticalSpacing="sm" data-testid="write-off-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>HP No</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Requested</Table.Th>
                  <Table.Th>Approvals</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Decision</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text ta="center" c="dimmed" size="sm">
                        No Record Found
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((row) => {
                  const approvedBy = row.decisions.filter((d) => d.decision === 'approve');
                  const own = me?.id === row.requestedBy;
                  const already = approvedBy.some((d) => d.approverId === me?.id);
                  const locked =
                    notDecider ??
                    (own
                      ? 'You requested this write-off: two other Superadmins must approve it'
                      : already
                        ? 'You have already approved this write-off'
                        : undefined);
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/application/collection/profile/${row.applicantProductId}`}
                        >
                          {row.hpNo ?? `#${row.applicantProductId}`}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.hirerName}</Table.Td>
                      <Table.Td>{formatRM(row.amount)}</Table.Td>
                      <Table.Td>{row.reason}</Table.Td>
                      <Table.Td>
                        {row.requestedByName}, {formatDate(row.requestedAt)}
                      </Table.Td>
                      <Table.Td>
                        {approvedBy.length} of {WRITE_OFF_APPROVALS_NEEDED}
                        {approvedBy.length > 0 && ` (${approvedBy.map((d) => d.approverName).join(', ')})`}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{row.status}</Badge>
                      </Table.Td>
                      <Table.Td>
                        {row.status === 'Pending' && (
                          <Group gap="xs" wrap="nowrap">
                            <DisabledReason reason={locked}>
                              <Button
                                size="xs"
                                disabled={locked !== undefined}
                                onClick={() => decide(row, 'approve')}
                              >
                                Approve
                              </Button>
                            </DisabledReason>
                            <DisabledReason reason={notDecider ?? (own ? locked : undefined)}>
                              <Button
                                size="xs"
                                variant="default"
                                disabled={notDecider !== undefined || own}
                                onClick={() => decide(row, 'reject')}
                              >
                                Reject
                              </Button>
                            </DisabledReason>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {total > PAGE_SIZE && (
            <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
