import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { criteriaSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { useEffect } from 'react';
import { confirmDelete } from '../../../components/dialogs/confirm-delete';
import { notifySuccess } from '../../../components/dialogs/notify';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import {
  useCreateCriteria,
  useCriteriaCategories,
  useDeleteCriteria,
  useUpdateCriteria,
} from './use-criteria';

export interface CriteriaModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit mode when given; `resourceId` is the category. */
  criteria?: { id: number; resourceId: number; name: string; description: string } | null;
}

interface Values {
  category: string | null;
  name: string;
  description: string;
}

const validate = schemaValidate(criteriaSchema);
const toInput = (values: Values) => ({
  category: values.category ?? '',
  name: values.name,
  description: values.description,
});

function startValues(criteria: CriteriaModalProps['criteria']): Values {
  return {
    category: criteria ? String(criteria.resourceId) : null,
    name: criteria?.name ?? '',
    description: criteria?.description ?? '',
  };
}

/** Collections §2.4: 'New Criteria' / 'Edit Criteria'. A missing field is flagged and nothing is sent (§5). */
export function CriteriaModal({ opened, onClose, criteria }: CriteriaModalProps) {
  const categories = useCriteriaCategories();
  const create = useCreateCriteria();
  const update = useUpdateCriteria();
  const remove = useDeleteCriteria();
  const pending = create.isPending || update.isPending || remove.isPending;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: startValues(criteria),
    validate: (values) => validate(toInput(values)),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens or the row changes
  useEffect(() => {
    if (opened) {
      form.setValues(startValues(criteria));
      form.resetDirty();
      form.clearErrors();
    }
  }, [opened, criteria?.id]);

  const onError = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    for (const field of ['category', 'name', 'description'] as const) {
      if (fieldErrors[field]) form.setFieldError(field, fieldErrors[field]);
    }
  };

  const submit = form.onSubmit((values) => {
    const input = criteriaSchema.parse(toInput(values));
    const done = (message: string) => () => {
      notifySuccess(message);
      onClose();
    };
    if (criteria)
      update.mutate({ id: criteria.id, ...input }, { onSuccess: done(SUCCESS_TEXTS.saved), onError });
    else create.mutate(input, { onSuccess: done(SUCCESS_TEXTS.submitted), onError });
  });

  const deleteCriteria = async () => {
    if (!criteria || !(await confirmDelete())) return;
    remove.mutate(
      { id: criteria.id },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.deleted);
          onClose();
        },
      },
    );
  };

  const options = (categories.data ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  return (
    <Modal opened={opened} onClose={onClose} title={criteria ? 'Edit Criteria' : 'New Criteria'} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Category"
            placeholder="Select Category"
            withAsterisk
            data={options}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No Record Found"
            comboboxProps={{ withinPortal: true }}
            key={form.key('category')}
            {...form.getInputProps('category')}
          />
          <TextInput
            label="Name"
            withAsterisk
            maxLength={255}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <GrowingTextarea
            label="Description"
            withAsterisk
            minRows={3}
            maxLength={2000}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
          <Group justify="space-between" gap="sm" mt="xs">
            <div>
              {criteria && (
                <Button color="red" variant="light" onClick={deleteCriteria} disabled={pending}>
                  Delete
                </Button>
              )}
            </div>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={create.isPending || update.isPending}
                disabled={remove.isPending}
              >
                {criteria ? 'Save' : 'Create'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
