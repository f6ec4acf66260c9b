import { Text } from '@mantine/core';
import { formatDate, RECOVERY_MESSAGES } from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { CaseStepProps, NoticeParty } from './recovery-types';
import { StepModal, useStepForm } from './StepModal';

/** Issue 32, 41: the day the Fifth Schedule notice was served on the hirer or on one guarantor. */
export function NoticeServedModal({
  recovery,
  onClose,
  today,
  party,
}: CaseStepProps & { party: NoticeParty | null }) {
  const [on, setOn] = useState<string | null>(today);
  const { noticeServed } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Fifth Schedule notice served"
      onClose={onClose}
      pending={noticeServed.isPending}
      error={error}
      submitLabel="Record served"
      onSubmit={() => {
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        noticeServed.mutate(
          { caseId: recovery.id, servedOn: on, guarantorId: party?.guarantorId ?? null },
          handlers('Fifth Schedule notice served'),
        );
      }}
    >
      <Text size="sm">
        The notice after repossession (Fifth Schedule) was served on{' '}
        {party?.guarantorId ? `the guarantor ${party.name}` : 'the hirer'} on the day below. It was due by{' '}
        {recovery.repossession ? formatDate(recovery.repossession.noticeDueOn) : 'N/A'}.
      </Text>
      <DmyDateInput label="Served on" value={on} onChange={setOn} latestDate={today} data-autofocus />
    </StepModal>
  );
}
