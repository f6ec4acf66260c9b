import { Text } from '@mantine/core';
import { formatRM, RECOVERY_MESSAGES } from '@sewabeli/domain';
import { useState } from 'react';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { CaseStepProps } from './recovery-types';
import { StepModal, useStepForm } from './StepModal';

/** Issue 41: closing or withdrawing a case says why; the reason is stored and shown on the case. */
export function CloseCaseModal({ recovery, onClose, outstanding }: CaseStepProps & { outstanding: number }) {
  const [reason, setReason] = useState('');
  const { close } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  const withdrawing = recovery.stage === 'notice_served';
  return (
    <StepModal
      title={withdrawing ? 'Withdraw and close the recovery case' : 'Close the recovery case'}
      onClose={onClose}
      pending={close.isPending}
      error={error}
      submitLabel={withdrawing ? 'Withdraw and close' : 'Close case'}
      onSubmit={() => {
        if (reason.trim() === '') return setError(RECOVERY_MESSAGES.reasonRequired);
        close.mutate({ caseId: recovery.id, reason }, handlers('Recovery case closed'));
      }}
    >
      <Text size="sm">
        {outstanding > 0
          ? `${formatRM(outstanding)} stays owed by the hirer.`
          : 'Nothing is owed on the agreement.'}
      </Text>
      <GrowingTextarea
        label="Reason"
        description="Why the case is closed, e.g. the hirer paid the arrears"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        required
        minRows={2}
        data-autofocus
      />
    </StepModal>
  );
}
