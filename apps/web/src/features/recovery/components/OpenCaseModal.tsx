import { Text } from '@mantine/core';
import { RECOVERY_MESSAGES } from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/DmyDateInput';
import { useRecoveryMutations } from '../hooks/use-recovery';
import { StepModal, useStepForm } from './StepModal';

/** Issue 32, the recovery case's first step: 'Open recovery case' on the agreement. */
export function OpenCaseModal({
  agreementId,
  onClose,
  today,
}: {
  agreementId: number;
  onClose: () => void;
  today: string;
}) {
  const [servedOn, setServedOn] = useState<string | null>(today);
  const { open } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Open recovery case"
      onClose={onClose}
      pending={open.isPending}
      error={error}
      submitLabel="Open case"
      onSubmit={() => {
        if (!servedOn) return setError(RECOVERY_MESSAGES.dateRequired);
        open.mutate(
          { applicantProductId: agreementId, noticeServedOn: servedOn },
          handlers('Recovery case opened'),
        );
      }}
    >
      <Text size="sm">The notice of intention to repossess (Fourth Schedule) was served on:</Text>
      <DmyDateInput
        label="Notice served on"
        value={servedOn}
        onChange={setServedOn}
        latestDate={today}
        data-autofocus
      />
    </StepModal>
  );
}
