import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';

export interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, above the reason. */
  description: ReactNode;
  /** Shown under the empty reason once the person has tried to submit. */
  requiredMessage: string;
  submitLabel: string;
  submitColor?: string;
  pending: boolean;
  /** Sends the trimmed-non-empty reason; calls `done` on success (the modal then clears and closes). */
  onSubmit: (reason: string, done: () => void) => void;
}

/** A decision that needs a reason (withdraw a letter, skip a step): the reason is required and kept with it. */
export function ReasonModal(props: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason('');
    setTried(false);
    props.onClose();
  };
  const submit = () => {
    setTried(true);
    if (reason.trim() === '') return;
    props.onSubmit(reason, close);
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack>
        <Text size="sm">{props.description}</Text>
        <GrowingTextarea
          label="Reason"
          withAsterisk
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && reason.trim() === '' ? props.requiredMessage : undefined}
          maxLength={500}
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color={props.submitColor} onClick={submit} loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
