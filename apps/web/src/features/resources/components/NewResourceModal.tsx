import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isResourceCategory, RESOURCE_CATEGORY_UNKNOWN } from '@sewabeli/domain';
import { notifySuccess } from '../../../components/dialogs/notify';
import { errorMessage, fieldErrorsOf, trpcErrorCode } from '../../../lib/trpc-error';
import { useCreateResource } from '../hooks/use-resources';

export interface NewResourceModalProps {
  opened: boolean;
  onClose: () => void;
  category: string;
}

export function NewResourceModal({ opened, onClose, category }: NewResourceModalProps) {
  const create = useCreateResource();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : 'Resource Name is required') },
  });

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit(({ name }) => {
    // A category typed into the address bar is not one of the set; the server refuses it with its message.
    if (!isResourceCategory(category)) {
      form.setFieldError('name', RESOURCE_CATEGORY_UNKNOWN);
      return;
    }
    create.mutate(
      { name: name.trim(), category },
      {
        onSuccess: () => {
          notifySuccess();
          close();
        },
        // The global handler already shows the server's message; a duplicate also marks the field.
        onError: (error) => {
          const message =
            fieldErrorsOf(error).name ??
            (trpcErrorCode(error) === 'CONFLICT' ? errorMessage(error) : undefined);
          if (message) form.setFieldError('name', message);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="New Resource" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Category" value={category} readOnly variant="filled" />
          <TextInput
            label="Resource Name"
            withAsterisk
            data-autofocus
            maxLength={120}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
