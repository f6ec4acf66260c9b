import { Alert, Modal, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ModalSubmitButtons } from '../../../components/ModalSubmitButtons';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/trpc-error';

/** One form of the case in a modal: its fields, the server's refusal above the buttons. */
export function StepModal({
  title,
  onClose,
  onSubmit,
  pending,
  error,
  submitLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          {error && (
            <Alert color="red" variant="outline" role="alert" data-testid="recovery-error">
              {error}
            </Alert>
          )}
          <ModalSubmitButtons onCancel={onClose} pending={pending} submitLabel={submitLabel} />
        </Stack>
      </form>
    </Modal>
  );
}

export function useStepForm(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const handlers = (success: string) => ({
    onSuccess: () => {
      notifySuccess(success);
      onClose();
    },
    onError: (failure: unknown) => setError(errorMessage(failure) || 'The step could not be recorded'),
  });
  return { error, setError, handlers };
}
