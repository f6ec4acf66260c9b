import { Text, TextInput } from '@mantine/core';
import {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  formatUploadLimit,
  RECOVERY_MESSAGES,
  RECOVERY_PHOTOS_MAX,
} from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { senOfText } from '../../../components/inputs/MoneyInput';
import { uploadImage } from '../../../lib/upload-image';
import { useRecoveryMutations } from '../hooks/use-recovery';
import { type ActFields, NO_ACT_FIELDS, RepossessionActFields } from './RepossessionActFields';
import type { CaseStepProps } from './recovery-types';
import { StepFileInput, StepModal, useStepForm } from './StepModal';

/**
 * Issue 32: 'Record repossession': the day, the agent, the yard, the condition and photos; issue 41: for goods
 * under the Act, the receipt's time and place, the permit, the owner's estimate, the costs and any court order.
 */
export function RepossessionModal({ recovery, onClose, today }: CaseStepProps) {
  const [on, setOn] = useState<string | null>(today);
  const [agent, setAgent] = useState('');
  const [yard, setYard] = useState('');
  const [condition, setCondition] = useState('');
  const [photos, setPhotos] = useState<{ id: number; url: string; name: string }[]>([]);
  const [act, setAct] = useState<ActFields>(NO_ACT_FIELDS);
  const underAct = recovery.statutory.underAct;
  const allowedFrom = recovery.statutory.dates.find((date) => date.key === 'repossession')?.text ?? null;
  const { repossess } = useRecoveryMutations();
  const { error, setError, handlers, uploading, upload } = useStepForm(onClose);

  const addPhotos = (files: FileList | null) => {
    if (!files) return;
    // Issue 41: the limit the picker states, kept before anything is sent (the server checks it again).
    if (photos.length + files.length > RECOVERY_PHOTOS_MAX) return setError(RECOVERY_MESSAGES.tooManyPhotos);
    void upload(async () => {
      for (const file of Array.from(files)) {
        const stored = await uploadImage(file);
        setPhotos((current) => [...current, { ...stored, name: file.name }]);
      }
    });
  };

  return (
    <StepModal
      title="Record repossession"
      onClose={onClose}
      pending={repossess.isPending || uploading}
      error={error}
      submitLabel="Record repossession"
      onSubmit={() => {
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        if (photos.length === 0) return setError(RECOVERY_MESSAGES.photosRequired);
        repossess.mutate(
          {
            caseId: recovery.id,
            repossessedOn: on,
            agent,
            yard: yard.trim() === '' ? null : yard,
            condition,
            photoFileIds: photos.map((photo) => photo.id),
            ...(underAct
              ? {
                  takenAt: act.takenAt,
                  place: act.place,
                  agentPermitNo: act.agentPermitNo,
                  estimatedValue: senOfText(act.estimatedValue),
                  costs: senOfText(act.costs),
                  courtOrder: act.courtOrdered
                    ? { court: act.court, number: act.courtOrderNo, orderedOn: act.courtOrderOn ?? '' }
                    : null,
                }
              : {}),
          },
          handlers('Repossession recorded; the Fifth Schedule notice is ready'),
        );
      }}
    >
      <DmyDateInput label="Repossessed on" value={on} onChange={setOn} latestDate={today} data-autofocus />
      <TextInput
        label="Repossession agent"
        value={agent}
        onChange={(e) => setAgent(e.currentTarget.value)}
        required
      />
      {underAct && (
        <RepossessionActFields value={act} onChange={setAct} today={today} allowedFrom={allowedFrom} />
      )}
      <TextInput
        label="Yard"
        description="Where the asset is kept; leave empty while the agent holds it"
        value={yard}
        onChange={(e) => setYard(e.currentTarget.value)}
      />
      <GrowingTextarea
        label="Condition"
        value={condition}
        onChange={(e) => setCondition(e.currentTarget.value)}
        required
        minRows={2}
      />
      <StepFileInput
        id="recovery-photos"
        label="Photos (PNG, JPG or WEBP)"
        accept="image/png,image/jpeg,image/webp"
        multiple
        hint={`Up to ${RECOVERY_PHOTOS_MAX} photos, each at most ${formatUploadLimit(DEFAULT_UPLOAD_LIMIT_BYTES)}`}
        testId="recovery-photos"
        onFiles={addPhotos}
        picked={
          photos.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="recovery-photo-count">
              {photos.length} photo{photos.length === 1 ? '' : 's'}:{' '}
              {photos.map((photo) => photo.name).join(', ')}
            </Text>
          )
        }
      />
      <Text size="sm" c="dimmed">
        The Fifth Schedule notice is generated on recording; it must be served within 21 days after the
        repossession.
      </Text>
    </StepModal>
  );
}
