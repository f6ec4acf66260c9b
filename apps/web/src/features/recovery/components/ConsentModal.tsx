import { Stack, Text } from '@mantine/core';
import { RECOVERY_MESSAGES } from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/DmyDateInput';
import { uploadFile } from '../../../lib/upload-image';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { CaseStepProps } from './recovery-types';
import { StepModal, useStepForm } from './StepModal';

/** Issue 41, s.17: the hirer's written consent to selling the goods before the 21 days, uploaded. */
export function ConsentModal({ recovery, onClose, today }: CaseStepProps) {
  const [on, setOn] = useState<string | null>(today);
  const [file, setFile] = useState<{ id: number; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const { consent } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  const pick = async (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    setUploading(true);
    setError(null);
    try {
      const stored = await uploadFile(picked, 'document');
      setFile({ id: stored.id, name: picked.name });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The upload failed, please try again.');
    } finally {
      setUploading(false);
    }
  };
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
      <Stack gap={4}>
        <Text size="sm" fw={500} component="label" htmlFor="recovery-consent">
          The signed consent (PDF or image)
        </Text>
        <input
          id="recovery-consent"
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          data-testid="recovery-consent"
          onChange={(event) => void pick(event.currentTarget.files)}
        />
        {file && (
          <Text size="sm" c="dimmed">
            {file.name}
          </Text>
        )}
      </Stack>
    </StepModal>
  );
}
