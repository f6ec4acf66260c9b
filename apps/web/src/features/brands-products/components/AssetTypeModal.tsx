import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { brandSchema } from '@sewabeli/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../components/notify';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { useCreateBrand, useUpdateBrand } from '../hooks/use-brands';

export interface AssetTypeModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit mode when given (clients §4: a modal is in edit mode when a record is selected). */
  brand?: { id: number; name: string };
  onCreated?: (id: number) => void;
}

export function AssetTypeModal({ opened, onClose, brand, onCreated }: AssetTypeModalProps) {
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const pending = create.isPending || update.isPending;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: brand?.name ?? '' },
    validate: schemaValidate(brandSchema),
  });

  // Opening the modal starts from the record as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) {
      form.setValues({ name: brand?.name ?? '' });
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
    if (brand) {
      update.mutate(
        { id: brand.id, name },
        {
          onSuccess: () => {
            notifySuccess('Saved Successfully');
            close();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { name },
        {
          onSuccess: ({ id }) => {
            notifySuccess('Submitted Successfully');
            close();
            onCreated?.(id);
          },
          onError,
        },
      );
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={brand ? 'Edit Asset Type' : 'New Asset Type'} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="e.g. Caterpillar"
            withAsterisk
            data-autofocus
            maxLength={255}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Submitting' : 'Submit'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
