import { Alert, Modal, NumberInput, Select, Stack } from '@mantine/core';
import {
  formatDate,
  RESCHEDULE_FORM_MESSAGES,
  reschedulableInstalments,
  rescheduleSchema,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCollectionMutations } from '../hooks/use-collections';

type Collection = RouterOutputs['collection']['byId'];

/** Collections §2.2 'Put Collection On Hold': months and a starting instalment that is not Paid. */
export function RescheduleModal({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const choices = reschedulableInstalments(collection.instalments);
  const [month, setMonth] = useState<number | string>('');
  const [startId, setStartId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { requestReschedule } = useCollectionMutations();

  const submit = () => {
    const parsed = rescheduleSchema.safeParse({
      applicantProductId: collection.id,
      month: month === '' ? undefined : Number(month),
      applicantProductTransactionId: startId ? Number(startId) : undefined,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      if (next.applicantProductTransactionId)
        next.applicantProductTransactionId = RESCHEDULE_FORM_MESSAGES.startingInstalment;
      setErrors(next);
      return;
    }
    requestReschedule.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.rescheduleRequested);
        onClose();
      },
      onError: (error) =>
        setErrors({ form: errorMessage(error) || 'An error occurred while putting collection on hold' }),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Put Collection On Hold" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" variant="outline" role="alert">
              {errors.form}
            </Alert>
          )}
          <NumberInput
            label="Number of Months"
            min={1}
            max={12}
            // Issue 26: 24 is refused with the rule's message, never changed to 12 on the way out.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={month}
            onChange={setMonth}
            error={errors.month}
          />
          <Select
            label="Starting Installment"
            placeholder="Select installment"
            data={choices.map((instalment) => ({
              value: String(instalment.id),
              label: `${instalment.description} (${formatDate(instalment.dueDate)})`,
            }))}
            value={startId}
            onChange={setStartId}
            error={errors.applicantProductTransactionId}
            comboboxProps={{ withinPortal: true }}
          />
          <ModalSubmitButtons
            onCancel={onClose}
            pending={requestReschedule.isPending}
            submitLabel="Update"
            submitLockedReason={choices.length === 0 && 'No instalment is left unpaid to reschedule'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
