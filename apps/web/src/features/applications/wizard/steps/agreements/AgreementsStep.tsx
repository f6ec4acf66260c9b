import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DEFAULT_UPLOAD_LIMIT_BYTES, formatUploadLimit } from '@sewabeli/domain';
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LockableButton } from '../../../../../components/buttons/LockableButton';
import { errorMessage } from '../../../../../lib/trpc-error';
import { useCan } from '../../../../auth/hooks/use-current-user';
import { StepSkeleton } from '../../StepSkeleton';
import type { WizardStepProps } from '../../step-contract';
import { AgreementGroupTable } from './AgreementGroupTable';
import { useAgreementMutations, useAgreements } from './use-agreements';

export const COMPLETE_TITLE = 'Complete this application';

function GenerationStatus({
  state,
  error,
  regenerate,
  onRegenerate,
  pending,
}: {
  state: 'queued' | 'generated' | 'failed' | null;
  error: string | null;
  regenerate: boolean;
  onRegenerate: () => void;
  pending: boolean;
}) {
  const again = regenerate && (
    <Button size="xs" variant="outline" loading={pending} onClick={onRegenerate}>
      Generate again
    </Button>
  );
  if (state === 'queued')
    return (
      <Alert color="blue" variant="light" icon={<Loader size={16} />} title="Generating the agreements">
        The four documents of every agreement are being prepared; this page updates by itself.
      </Alert>
    );
  if (state === 'failed')
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Generation failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error ?? 'The agreements could not be generated.'}</Text>
          {again}
        </Stack>
      </Alert>
    );
  if (state === 'generated')
    return (
      <Group justify="space-between">
        <Group gap="xs">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm">
            Agreements generated. Upload the signed copy of each document (PDF, PNG, JPEG or WEBP, up to{' '}
            {formatUploadLimit(DEFAULT_UPLOAD_LIMIT_BYTES)}), then Complete.
          </Text>
        </Group>
        {again}
      </Group>
    );
  return (
    <Alert color="gray" variant="light" icon={<IconHourglass size={18} />} title="Not generated">
      The agreements are generated when the application is approved.
    </Alert>
  );
}

/** Issue 29: a completed application leads to its agreements' master records and collections. */
function CompletedAgreementLinks({
  agreements,
}: {
  agreements: readonly { applicantProductId: number; hpNo: string }[];
}) {
  if (agreements.length === 0) return null;
  return (
    <Stack
      gap={4}
      component="section"
      aria-label="Agreements of this application"
      data-testid="completed-agreements"
    >
      {agreements.map((line) => (
        <Group key={line.applicantProductId} gap="md">
          <Text size="sm" fw={600}>
            {line.hpNo}
          </Text>
          <Anchor component={Link} to={`/application/master/profile/${line.applicantProductId}`} size="sm">
            Master record
          </Anchor>
          <Anchor
            component={Link}
            to={`/application/collection/profile/${line.applicantProductId}`}
            size="sm"
          >
            Collection
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Origination §2 Agreements: the four document groups with each agreement's generated and signed copies, the
 * signed-copy uploads, 'Generate again' after a failure, and Complete (decisions §5) once every copy is signed.
 * What may be done comes from the server (agreement.byApplication's actions), which checks it again.
 */
export default function AgreementsStep({ applicationId, onCompleted }: WizardStepProps) {
  const agreements = useAgreements(applicationId);
  const mutations = useAgreementMutations(applicationId);
  const writeReason = useCan('application.write').reason;

  if (!agreements.data)
    return agreements.isError ? (
      <Text c="red.8">{errorMessage(agreements.error)}</Text>
    ) : (
      <StepSkeleton label="Loading agreements" />
    );
  const { groups, generation, actions, seq } = agreements.data;
  const completeLocked = actions.complete ? undefined : (actions.completeIssue ?? writeReason);
  const count = groups[0]?.rows.length ?? 0;

  const confirmComplete = () =>
    modals.openConfirmModal({
      title: COMPLETE_TITLE,
      centered: true,
      children: (
        <Text size="sm">
          Payment collection starts today for {count === 1 ? 'its agreement' : `its ${count} agreements`}, and
          the application moves to the Log. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Complete', cancel: 'Cancel' },
      confirmProps: { color: 'teal' },
      onConfirm: () => mutations.complete.mutate(undefined, { onSuccess: onCompleted }),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>Agreements</Title>
        {seq > 7 && (
          <Badge color="teal" variant="light" size="lg" radius="sm">
            Completed
          </Badge>
        )}
      </Group>
      {seq > 7 && <CompletedAgreementLinks agreements={agreements.data.agreements} />}
      {seq <= 7 && (
        <GenerationStatus
          state={generation.state}
          error={generation.error}
          regenerate={actions.regenerate}
          pending={mutations.generate.isPending}
          onRegenerate={() => mutations.generate.mutate()}
        />
      )}
      {groups.map((group) => (
        <AgreementGroupTable
          key={group.resourceId}
          group={group}
          canUpload={actions.upload}
          uploading={mutations.uploading}
          onUpload={(documentId, file) => mutations.uploadSigned(documentId, file)}
        />
      ))}
      {seq <= 7 && (
        <Group justify="flex-end">
          <LockableButton
            color="teal"
            loading={mutations.complete.isPending}
            lockedReason={completeLocked}
            onClick={confirmComplete}
          >
            Complete
          </LockableButton>
        </Group>
      )}
    </Stack>
  );
}
