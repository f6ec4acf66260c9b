import { Text } from '@mantine/core';
import { formatRM } from '@sewabeli/domain';
import { useState } from 'react';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { Case } from './recovery-types';
import { StepModal, useStepForm } from './StepModal';

/** Issue 32: 'Request write-off' of the shortfall, for two Superadmins other than the requester to approve. */
export function WriteOffModal({
  recovery,
  shortfall,
  onClose,
}: {
  recovery: Case;
  shortfall: number;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const { requestWriteOff } = useRecoveryMutations();
  const { error, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Request write-off"
      onClose={onClose}
      pending={requestWriteOff.isPending}
      error={error}
      submitLabel="Request write-off"
      onSubmit={() =>
        requestWriteOff.mutate(
          { caseId: recovery.id, reason },
          handlers('Write-off requested: two Superadmins must approve it'),
        )
      }
    >
      <Text size="sm">
        Shortfall to write off: <b>{formatRM(shortfall)}</b>. It takes effect only once two Superadmins other
        than you approve it.
      </Text>
      <GrowingTextarea
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        required
        minRows={3}
        data-autofocus
      />
    </StepModal>
  );
}
