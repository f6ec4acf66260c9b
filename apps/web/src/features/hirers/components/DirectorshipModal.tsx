import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HIRER_CONTACT_MESSAGES, SUCCESS_TEXTS } from '@sewabeli/domain';
import { useEffect } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifyError, notifySuccess } from '../../../components/dialogs/notify';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage, fieldErrorsOf } from '../../../lib/trpc-error';
import { directorshipErrorMessage } from '../directorship-error';
import { useSaveContact } from '../hooks/use-hirers';

export type Contact = RouterOutputs['hirer']['contacts']['rows'][number];

export interface DirectorshipModalProps {
  opened: boolean;
  onClose: () => void;
  hirerId: number;
  /** Edit mode when a contact is selected. */
  contact: Contact | null;
  /** Title of a new one; default 'New Directorship' (the wizard's modal is titled 'Directorship'). */
  newTitle?: string;
  /** How a refusal reads; default clients §8 (the wizard words phone and email as origination §5). */
  errorWording?: typeof directorshipErrorMessage;
  /** Told the new directorship's id once it is created. */
  onCreated?: (id: number) => void;
}

const valuesOf = (contact: Contact | null) => ({
  name: contact?.name ?? '',
  identityNo: contact?.identityNo ?? '',
  phone: contact?.phone ?? '',
  email: contact?.email ?? '',
});

/**
 * Clients §2 Directorship modal. Name and Identity No are checked here; phone and email are the server's to
 * judge (§5), and a refusal reads as §8 says.
 */
export function DirectorshipModal({
  opened,
  onClose,
  hirerId,
  contact,
  newTitle = 'New Directorship',
  errorWording = directorshipErrorMessage,
  onCreated,
}: DirectorshipModalProps) {
  const { create, update } = useSaveContact();
  const pending = create.isPending || update.isPending;
  const form = useForm({
    initialValues: valuesOf(contact),
    validate: {
      name: (value) => (value.trim() ? null : HIRER_CONTACT_MESSAGES.name),
      identityNo: (value) => (value.trim() ? null : HIRER_CONTACT_MESSAGES.identityNo),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the modal opens for a contact
  useEffect(() => {
    if (opened) {
      form.setValues(valuesOf(contact));
      form.resetDirty();
      form.clearErrors();
    }
  }, [opened, contact?.id]);

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const onError = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors.name) form.setFieldError('name', fieldErrors.name);
    if (fieldErrors.identityNo) form.setFieldError('identityNo', fieldErrors.identityNo);
    const { field, message } = errorWording(errorMessage(error));
    if (field) form.setFieldError(field, message);
    notifyError(message);
  };

  const submit = form.onSubmit((values) => {
    const onSuccess = (message: string) => () => {
      notifySuccess(message);
      close();
    };
    const input = { hirerId, ...values };
    if (contact) {
      update.mutate({ ...input, id: contact.id }, { onSuccess: onSuccess(SUCCESS_TEXTS.saved), onError });
    } else {
      create.mutate(input, {
        onSuccess: ({ id }) => {
          onSuccess(SUCCESS_TEXTS.submitted)();
          onCreated?.(id);
        },
        onError,
      });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={contact ? 'Edit Directorship' : newTitle} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            maxLength={255}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Identity No"
            withAsterisk
            maxLength={50}
            placeholder="e.g. 850312-10-5523"
            {...form.getInputProps('identityNo')}
          />
          <TextInput
            label="Phone (Optional)"
            maxLength={20}
            placeholder="e.g. 012-3456789"
            {...form.getInputProps('phone')}
          />
          <TextInput label="Email (Optional)" type="email" maxLength={255} {...form.getInputProps('email')} />
          <ModalSubmitButtons onCancel={close} pending={pending} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
