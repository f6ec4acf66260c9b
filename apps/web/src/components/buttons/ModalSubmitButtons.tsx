import { Button, Group, type GroupProps } from '@mantine/core';
import { DisabledReason } from './DisabledReason';

export interface ModalSubmitButtonsProps extends GroupProps {
  onCancel: () => void;
  /** The request is running: both buttons are disabled and the submit button says `pendingLabel`. */
  pending: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  /** Why the form cannot be sent now (nothing changed, nothing to choose, ...): the submit button says so. */
  submitLockedReason?: string | false;
}

/** Cancel and the submit button at the foot of a form modal. */
export function ModalSubmitButtons({
  onCancel,
  pending,
  submitLabel = 'Submit',
  pendingLabel = 'Submitting',
  submitLockedReason,
  ...group
}: ModalSubmitButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm" {...group}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <DisabledReason reason={submitLockedReason}>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DisabledReason>
    </Group>
  );
}
