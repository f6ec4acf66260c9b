import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { APPROVAL_MESSAGES, formatDateTime, NO_RECORD_FOUND } from '@sewabeli/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../../../components/dialogs/notify';
import { GrowingTextarea } from '../../../../../components/inputs/GrowingTextarea';
import { useTRPC } from '../../../../../lib/trpc';
import { errorMessage } from '../../../../../lib/trpc-error';
import { useApproval, useApprovalMutations } from '../../../../approvals/hooks/use-approvals';
import { StepSkeleton } from '../../StepSkeleton';
import type { WizardStepProps } from '../../step-contract';

type Decision = 'approve' | 'reject';

function StatusBadge({ status, bypass }: { status: 0 | 1 | null; bypass: boolean }) {
  if (status === 1)
    return (
      <Badge color="green" variant="light" radius="sm">
        {bypass ? 'Approved (By Pass)' : 'Approved'}
      </Badge>
    );
  if (status === 0)
    return (
      <Badge color="red" variant="light" radius="sm">
        Rejected
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" radius="sm">
      Pending
    </Badge>
  );
}

/** Approve (comment optional) or 'Reason to reject' (comment required, decisions §5). */
function DecisionModal({
  decision,
  pending,
  onClose,
  onConfirm,
}: {
  decision: Decision | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (comment: string) => void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = decision === 'reject';
  const close = () => {
    setComment('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (reject && comment.trim() === '') {
      setError(APPROVAL_MESSAGES.rejectNeedsComment);
      return;
    }
    onConfirm(comment.trim());
    setComment('');
    setError(null);
  };
  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={reject ? 'Reason to reject' : 'Approve'}
      centered
    >
      <Stack>
        <GrowingTextarea
          label="Comment"
          required={reject}
          minRows={3}
          value={comment}
          error={error}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color={reject ? 'red' : 'teal'} loading={pending} onClick={confirm}>
            {reject ? 'Reject' : 'Approve'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Origination §2 Approval: the four positions with their status, who decided and when; the buttons are the
 * ones the server would accept for this user (approval.byId's actions); the risk report and the activity.
 */
export default function ApprovalStep({ applicationId, onCompleted }: WizardStepProps) {
  const trpc = useTRPC();
  const approval = useApproval(applicationId);
  const activity = useQuery(trpc.application.activity.queryOptions({ id: applicationId }));
  const mutations = useApprovalMutations();
  const [decision, setDecision] = useState<Decision | null>(null);
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);

  if (!approval.data)
    return approval.isError ? (
      <Text c="red.8">{errorMessage(approval.error)}</Text>
    ) : (
      <StepSkeleton label="Loading approvals" />
    );
  const { positions, actions, riskReportUrl, riskReports } = approval.data;
  const [latest, ...earlier] = riskReports;

  // The fourth approval, a By Pass or a re-attempt moves the application: the wizard reloads and moves on.
  const after = (movesOn: boolean) => ({
    onSuccess: (result: { progressId: number }) => {
      notifySuccess();
      setDecision(null);
      if (movesOn || result.progressId !== 6) onCompleted();
    },
    onError: (error: unknown) => notifyError(errorMessage(error)),
  });

  const decide = (comment: string) => {
    if (decision === 'reject') mutations.reject.mutate({ id: applicationId, comment }, after(false));
    else mutations.approve.mutate({ id: applicationId, comment }, after(false));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>Approval</Title>
        {actions.bypass && (
          <Button
            color="dark"
            loading={mutations.bypass.isPending}
            disabled={busy}
            onClick={() => mutations.bypass.mutate({ id: applicationId }, after(true))}
          >
            By Pass
          </Button>
        )}
      </Group>
      <Table withTableBorder striped aria-label="Approvers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Approver</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((entry) => (
            <Table.Tr key={entry.position} data-testid={`approver-${entry.position}`}>
              <Table.Td>{entry.role}</Table.Td>
              <Table.Td>
                <StatusBadge status={entry.status} bypass={entry.bypass} />
              </Table.Td>
              <Table.Td>{entry.userName ?? 'N/A'}</Table.Td>
              <Table.Td>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {actions.decide === entry.position && (
                    <>
                      <Button size="xs" color="teal" disabled={busy} onClick={() => setDecision('approve')}>
                        Approve
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="outline"
                        disabled={busy}
                        onClick={() => setDecision('reject')}
                      >
                        Reject
                      </Button>
                    </>
                  )}
                  {actions.reattempt && entry.status === 0 && (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={mutations.reattempt.isPending}
                      disabled={busy}
                      onClick={() => mutations.reattempt.mutate({ id: applicationId }, after(true))}
                    >
                      Re-attempt
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>Risk report:</Text>
          {riskReportUrl ? (
            // Stored files travel as attachments (issue 28): the link saves the PDF, to open in a reader.
            <Anchor href={riskReportUrl} download>
              Download the risk report file (PDF)
            </Anchor>
          ) : (
            <Text>N/A</Text>
          )}
          {latest && riskReportUrl === latest.url ? (
            <Text size="sm" c="gray.7">
              (version {latest.version}, submitted {formatDateTime(latest.submittedAt)})
            </Text>
          ) : null}
        </Group>
        {earlier.length > 0 ? (
          <Group gap="xs">
            <Text size="sm">Earlier versions, before a re-attempt:</Text>
            {earlier.map((report) => (
              <Anchor key={report.version} size="sm" href={report.url} download>
                Version {report.version} ({formatDateTime(report.submittedAt)})
              </Anchor>
            ))}
          </Group>
        ) : null}
      </Stack>
      <Stack gap="xs" component="section" aria-label="Activity history">
        <Title order={4}>Activity History</Title>
        <Table withTableBorder striped aria-label="Activity history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th w={160}>Created Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(activity.data ?? []).length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text ta="center">{NO_RECORD_FOUND}</Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              activity.data?.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.description}</Table.Td>
                  <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Stack>
      <DecisionModal
        decision={decision}
        pending={mutations.approve.isPending || mutations.reject.isPending}
        onClose={() => setDecision(null)}
        onConfirm={decide}
      />
    </Stack>
  );
}
