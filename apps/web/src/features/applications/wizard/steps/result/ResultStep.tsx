import { Badge, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type Checklist,
  ERROR_POPUP_MS,
  isMandatoryChecklistComplete,
  MANDATORY_CHECKLIST_INCOMPLETE,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { useEffect, useState } from 'react';
import { LockableButton } from '../../../../../components/buttons/LockableButton';
import { notifySuccess } from '../../../../../components/dialogs/notify';
import { useCan } from '../../../../auth/hooks/use-current-user';
import { StepSkeleton } from '../../StepSkeleton';
import type { WizardStepProps } from '../../step-contract';
import { CHECKLIST_LABELS, checklistOf, MANDATORY_ITEMS, OPTIONAL_ITEMS } from './checklist-labels';
import { AssessmentSections, DocumentsSection, FacilitySection, Section } from './ResultSections';
import { useApplicationResult, useSubmitApplication } from './use-result';

/** The wizard's Result step (origination §2): the read-only summary, the document checklist and Submit. */
export default function ResultStep({ applicationId, onCompleted, onDirtyChange }: WizardStepProps) {
  const result = useApplicationResult(applicationId);
  const writeLocked = useCan('application.write').reason;
  const submit = useSubmitApplication();
  const [checklist, setChecklist] = useState<Checklist>(checklistOf(null));

  useEffect(() => {
    if (result.data) setChecklist(checklistOf(result.data.checklist));
  }, [result.data]);
  useEffect(() => onDirtyChange(false), [onDirtyChange]);

  if (result.isPending) return <StepSkeleton label="Loading the result" />;
  if (!result.data) return <Text c="red.8">The result could not be loaded.</Text>;
  const data = result.data;
  // The wizard's `editable` covers steps 1-4; Submit is the Result's own action: the permission and the
  // application's state decide (and the server again).
  const canSubmit = writeLocked === undefined && data.canSubmit;
  const tick = (item: keyof Omit<Checklist, 'clOthers'>, value: boolean) =>
    setChecklist((current) => ({ ...current, [item]: value }));

  const onSubmit = () => {
    if (!isMandatoryChecklistComplete(checklist)) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: MANDATORY_CHECKLIST_INCOMPLETE,
        autoClose: ERROR_POPUP_MS,
      });
      return;
    }
    submit.mutate(
      { id: applicationId, checklist },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.submitted);
          onCompleted();
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={3}>Result</Title>
        {data.progressSeq > 5 ? <Badge color="blue">Submitted for approval</Badge> : null}
      </Group>

      <FacilitySection data={data} />
      <AssessmentSections data={data} />
      <Section title="Document Checklist">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
          {MANDATORY_ITEMS.map((item) => (
            <Checkbox
              key={item}
              label={`${CHECKLIST_LABELS[item]} *`}
              checked={checklist[item]}
              onChange={(event) => tick(item, event.currentTarget.checked)}
              disabled={!canSubmit}
            />
          ))}
          {OPTIONAL_ITEMS.map((item) => (
            <Checkbox
              key={item}
              label={CHECKLIST_LABELS[item]}
              checked={checklist[item]}
              onChange={(event) => tick(item, event.currentTarget.checked)}
              disabled={!canSubmit}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label="Others"
          value={checklist.clOthers ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setChecklist((current) => ({ ...current, clOthers: value || null }));
          }}
          disabled={!canSubmit}
          maw={520}
        />
        <Text size="xs" c="gray.8">
          * mandatory
        </Text>
      </Section>

      <DocumentsSection data={data} />

      {data.progressSeq <= 5 ? (
        <Group justify="flex-end">
          <LockableButton
            onClick={onSubmit}
            loading={submit.isPending}
            lockedReason={
              canSubmit
                ? undefined
                : data.progressSeq < 5
                  ? 'Complete the SRC Report first'
                  : (writeLocked ?? 'This application can no longer be submitted')
            }
          >
            Submit
          </LockableButton>
        </Group>
      ) : null}
    </Stack>
  );
}
