import { Alert, Autocomplete, Modal, Stack, Text } from '@mantine/core';
import { formatDate, LATE_REASON_REQUIRED, SUCCESS_TEXTS } from '@sewabeli/domain';
import { useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { errorMessage } from '../../../lib/trpc-error';
import { useCollectionMutations, useLateReasons } from '../hooks/use-collections';

export interface LateReasonTarget {
  id: number;
  description: string;
  dueDate: string;
  note: string | null;
}

/** Collections §2.2 late reason: free text, or one of the reasons recorded so far and the predefined ones. */
export function LateReasonModal({
  instalment,
  onClose,
}: {
  instalment: LateReasonTarget;
  onClose: () => void;
}) {
  const [note, setNote] = useState(instalment.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const reasons = useLateReasons(true);
  const { addLateReason } = useCollectionMutations();

  const submit = () => {
    if (!note.trim()) {
      setError(LATE_REASON_REQUIRED);
      return;
    }
    addLateReason.mutate(
      { id: instalment.id, note: note.trim() },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.reasonAdded);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure) || 'An error occurred while adding reason'),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Late Reason" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {instalment.description}, due {formatDate(instalment.dueDate)}
          </Text>
          {reasons.isError && (
            <Alert color="red" variant="outline">
              An error occurred while fetching reason
            </Alert>
          )}
          <Autocomplete
            label="Reason"
            placeholder="Type a reason or choose one"
            data={reasons.data ?? []}
            value={note}
            onChange={setNote}
            error={error}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <ModalSubmitButtons onCancel={onClose} pending={addLateReason.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
