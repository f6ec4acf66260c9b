import { Anchor, Text } from '@mantine/core';
import { formatDate, RECOVERY_MESSAGES } from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { Recovery } from './recovery-types';
import { PickedName, StepFileInput, StepModal, useStepDocument, useStepForm } from './StepModal';

/**
 * Issue 32, the recovery case's first step: 'Open recovery case' on the agreement. Issue 41: the Fourth Schedule
 * notice is the ladder's (its day offered) or one uploaded with the day it was served; the server opens the case
 * only on the default the Act (or the agreement) names.
 */
export function OpenCaseModal({
  agreementId,
  rule,
  onClose,
  today,
}: {
  agreementId: number;
  rule: Recovery['rule'];
  onClose: () => void;
  today: string;
}) {
  const [servedOn, setServedOn] = useState<string | null>(rule.ladderNotice?.servedOn ?? today);
  const { open } = useRecoveryMutations();
  const { error, setError, handlers, uploading, upload } = useStepForm(onClose);
  const { file: notice, pick } = useStepDocument(upload);
  return (
    <StepModal
      title="Open recovery case"
      onClose={onClose}
      pending={open.isPending || uploading}
      error={error}
      submitLabel="Open case"
      onSubmit={() => {
        if (!servedOn) return setError(RECOVERY_MESSAGES.dateRequired);
        open.mutate(
          { applicantProductId: agreementId, noticeServedOn: servedOn, noticeFileId: notice?.id ?? null },
          handlers('Recovery case opened'),
        );
      }}
    >
      <Text size="sm">
        {rule.underAct
          ? `${rule.rule}: the notice of intention to repossess (Fourth Schedule) gives the hirer 21 days.`
          : `Goods outside the Act: ${rule.rule} apply.`}
      </Text>
      {rule.ladderNotice && (
        <Text size="sm" data-testid="ladder-notice">
          The arrears ladder served its notice on {formatDate(rule.ladderNotice.servedOn)}
          {rule.ladderNotice.url && (
            <>
              {' '}
              (
              <Anchor href={rule.ladderNotice.url} target="_blank" size="sm">
                letter
              </Anchor>
              )
            </>
          )}
          .
        </Text>
      )}
      <DmyDateInput
        label="Notice served on"
        value={servedOn}
        onChange={setServedOn}
        latestDate={today}
        data-autofocus
      />
      <StepFileInput
        id="recovery-fourth-schedule"
        label="A notice served otherwise (PDF or image, optional)"
        onFiles={pick}
        picked={notice && <PickedName>{notice.name}</PickedName>}
      />
    </StepModal>
  );
}
