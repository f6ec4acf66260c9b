import { Button, Group, type GroupProps } from '@mantine/core';

export interface ModalSubmitButtonsProps extends GroupProps {
  onCancel: () => void;
  /** The request is running: both buttons are disabled and the submit button says `pendingLabel`. */
  pending: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  /** The submit button is disabled while the form cannot be sent (nothing to choose, ...). */
  submitDisabled?: boolean;
}

/** Cancel and the submit button at the foot of a form modal. */
export function ModalSubmitButtons({
  onCancel,
  pending,
  submitLabel = 'Submit',
  pendingLabel = 'Submitting',
  submitDisabled = false,
  ...group
}: ModalSubmitButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm" {...group}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || submitDisabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Group>
  );
}
