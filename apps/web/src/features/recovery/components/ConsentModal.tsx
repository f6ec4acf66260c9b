import { Text } from '@mantine/core';
import { RECOVERY_MESSAGES } from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { CaseStepProps } from './recovery-types';
import { PickedName, StepFileInput, StepModal, useStepDocument, useStepForm } from './StepModal';

/** Issue 41, s.17: the hirer's written consent to selling the goods before the 21 days, uploaded. */
export function ConsentModal({ recovery, onClose, today }: CaseStepProps) {
  const [on, setOn] = useState<string | null>(today);
  const { consent } = useRecoveryMutations();
  const { error, setError, handlers, uploading, upload } = useStepForm(onClose);
  const { file, pick } = useStepDocument(upload);
  return (
    <StepModal
      title="The hirer's written consent to sell"
      onClose={onClose}
      pending={consent.isPending || uploading}
      error={error}
      submitLabel="Record consent"
      onSubmit={() => {
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        if (!file) return setError(RECOVERY_MESSAGES.consentNotFile);
        consent.mutate(
          { caseId: recovery.id, fileId: file.id, consentedOn: on },
          handlers('Consent recorded'),
        );
      }}
    >
      <Text size="sm">
        Hire-Purchase Act 1967, s.17: the goods may be sold before 21 days after the Fifth Schedule notice
        only with the hirer&apos;s consent in writing.
      </Text>
      <DmyDateInput label="Consent given on" value={on} onChange={setOn} latestDate={today} data-autofocus />
      <StepFileInput
        id="recovery-consent"
        label="The signed consent (PDF or image)"
        testId="recovery-consent"
        onFiles={pick}
        picked={file && <PickedName>{file.name}</PickedName>}
      />
    </StepModal>
  );
}
