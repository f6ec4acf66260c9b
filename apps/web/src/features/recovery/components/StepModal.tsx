import { Alert, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { errorMessage } from '../../../lib/trpc-error';
import { uploadFile } from '../../../lib/upload-image';

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

/** The form's state: the server's refusal (or a failed upload) as its error, and the upload in flight. */
export function useStepForm(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const handlers = (success: string) => ({
    onSuccess: () => {
      notifySuccess(success);
      onClose();
    },
    onError: (failure: unknown) => setError(errorMessage(failure) || 'The step could not be recorded'),
  });
  /** Runs an upload: the spinner while it runs, its failure as the form's error. */
  const upload = async (work: () => Promise<void>) => {
    setUploading(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The upload failed, please try again.');
    } finally {
      setUploading(false);
    }
  };
  return { error, setError, handlers, uploading, upload };
}

export interface StoredDocument {
  id: number;
  name: string;
}

/** One document the step keeps (a consent, a notice): picked, uploaded, and named under its input. */
export function useStepDocument(upload: (work: () => Promise<void>) => Promise<void>) {
  const [file, setFile] = useState<StoredDocument | null>(null);
  const pick = (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    void upload(async () => {
      const stored = await uploadFile(picked, 'document');
      setFile({ id: stored.id, name: picked.name });
    });
  };
  return { file, pick };
}

const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

/** A labelled file input of a step, with what was picked under it. */
export function StepFileInput({
  id,
  label,
  accept = DOCUMENT_ACCEPT,
  multiple,
  hint,
  testId,
  picked,
  onFiles,
}: {
  id: string;
  label: string;
  accept?: string;
  multiple?: boolean;
  /** A line under the label (limits), read with the input. */
  hint?: ReactNode;
  testId?: string;
  /** What was picked; nothing shown while empty. */
  picked?: ReactNode;
  onFiles: (files: FileList | null) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="label" htmlFor={id}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" id={`${id}-limit`} data-testid={`${id}-limit`}>
          {hint}
        </Text>
      )}
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={hint ? `${id}-limit` : undefined}
        data-testid={testId}
        onChange={(event) => onFiles(event.currentTarget.files)}
      />
      {picked}
    </Stack>
  );
}

/** The name of the file picked, under its input. */
export function PickedName({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
