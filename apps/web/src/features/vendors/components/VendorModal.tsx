import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { vendorSchema } from '@sewabeli/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../components/notify';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { useCreateVendor, useUpdateVendor } from '../hooks/use-vendors';

export interface VendorModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit mode when given. */
  vendor?: { id: number; name: string };
}

export function VendorModal({ opened, onClose, vendor }: VendorModalProps) {
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const pending = create.isPending || update.isPending;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: vendor?.name ?? '' },
    validate: schemaValidate(vendorSchema),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) {
      form.setValues({ name: vendor?.name ?? '' });
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
    if (vendor) {
      update.mutate({ id: vendor.id, name }, { onSuccess: onSuccess('Saved Successfully'), onError });
    } else {
      create.mutate({ name }, { onSuccess: onSuccess('Submitted Successfully'), onError });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={vendor ? 'Edit Vendor' : 'New Vendor'} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="e.g. Sin Heng Chan (Malaya) Sdn Bhd"
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
