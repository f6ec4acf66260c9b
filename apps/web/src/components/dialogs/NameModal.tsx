import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUCCESS_TEXTS } from '@sewabeli/domain';
import { useEffect } from 'react';
import type { z } from 'zod';
import { schemaValidate } from '../../lib/schema-form';
import { fieldErrorsOf } from '../../lib/trpc-error';
import { ModalSubmitButtons } from '../buttons/ModalSubmitButtons';
import { notifySuccess } from './notify';

/** The part of a tRPC create or update mutation that the modal needs. */
export interface NameMutation<Input> {
  mutate: (input: Input, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  reset: () => void;
}

export interface NameModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit mode when given (clients §4: a modal is in edit mode when a record is selected). */
  record?: { id: number; name: string };
  /** 'Asset Type': the title reads 'New Asset Type', or 'Edit Asset Type' in edit mode. */
  noun: string;
  placeholder: string;
  /** The domain rule of the record (its messages are the spec's). */
  schema: z.ZodType<{ name: string }, { name: string }>;
  create: NameMutation<{ name: string }>;
  update: NameMutation<{ id: number; name: string }>;
}

/** Create or edit a record that is only a name (asset type, vendor). */
export function NameModal({
  opened,
  onClose,
  record,
  noun,
  placeholder,
  schema,
  create,
  update,
}: NameModalProps) {
  const pending = create.isPending || update.isPending;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: record?.name ?? '' },
    validate: schemaValidate(schema),
  });

  // Opening the modal starts from the record as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) {
      form.setValues({ name: record?.name ?? '' });
      form.resetDirty();
      form.clearErrors();
    }
  }, [opened]);

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const onError = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors.name) form.setFieldError('name', fieldErrors.name);
  };

  const submit = form.onSubmit(({ name }) => {
    const onSuccess = (message: string) => () => {
      notifySuccess(message);
      close();
    };
    if (record) {
      update.mutate({ id: record.id, name }, { onSuccess: onSuccess(SUCCESS_TEXTS.saved), onError });
    } else {
      create.mutate({ name }, { onSuccess: onSuccess(SUCCESS_TEXTS.submitted), onError });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={`${record ? 'Edit' : 'New'} ${noun}`} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder={placeholder}
            withAsterisk
            data-autofocus
            maxLength={255}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <ModalSubmitButtons onCancel={close} pending={pending} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
