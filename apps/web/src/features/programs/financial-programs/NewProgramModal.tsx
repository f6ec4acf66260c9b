import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_INTEREST_METHOD,
  financialProgramSchema,
  type InterestMethod,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../../components/dialogs/notify';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { INTEREST_METHOD_OPTIONS, typedNumber, typedSen } from '../program-format';
import { useCreateProgram } from './use-programs';

export interface NewProgramModalProps {
  opened: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  /** Ringgit as typed: '5,000,000.00'. */
  maxCapped: string;
  percentageOnNew: number | string;
  percentageOnUsed: number | string;
  interestMethod: InterestMethod;
}

const EMPTY: Values = {
  name: '',
  maxCapped: '',
  percentageOnNew: '',
  percentageOnUsed: '',
  interestMethod: DEFAULT_INTEREST_METHOD,
};
const FIELDS = ['name', 'maxCapped', 'percentageOnNew', 'percentageOnUsed'] as const;

const toInput = (values: Values) => ({
  name: values.name,
  maxCapped: typedSen(values.maxCapped),
  percentageOnNew: typedNumber(values.percentageOnNew),
  percentageOnUsed: typedNumber(values.percentageOnUsed),
  interestMethod: values.interestMethod,
});
const validate = schemaValidate(financialProgramSchema);

/**
 * Collections §2.5 'Create New Program'. The spec's messages ('Please fill in all fields', 'Percentage of Loan
 * Amount must be between 1 and 100') are form-level: they show once above the fields, which are flagged.
 */
export function NewProgramModal({ opened, onClose }: NewProgramModalProps) {
  const navigate = useNavigate();
  const create = useCreateProgram();
  const form = useForm<Values>({ initialValues: EMPTY, validate: (values) => validate(toInput(values)) });

  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    create.mutate(financialProgramSchema.parse(toInput(values)), {
      onSuccess: ({ id }) => {
        notifySuccess(SUCCESS_TEXTS.submitted);
        close();
        navigate(`/program/tier/${id}`);
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        for (const field of FIELDS) if (fieldErrors[field]) form.setFieldError(field, fieldErrors[field]);
      },
    });
  });

  const messages = [...new Set(FIELDS.map((field) => form.errors[field]).filter(Boolean))];
  const flagged = (field: (typeof FIELDS)[number]) => ({ error: Boolean(form.errors[field]) });

  return (
    <Modal opened={opened} onClose={close} title="Create New Program" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {messages.length > 0 && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {messages.map((message) => (
                <div key={String(message)}>{message}</div>
              ))}
            </Alert>
          )}
          <TextInput
            label="Program Name"
            placeholder="e.g. Heavy Equipment Financing"
            withAsterisk
            data-autofocus
            maxLength={255}
            {...form.getInputProps('name')}
            {...flagged('name')}
          />
          <TextInput
            label="Maximum Loan Amount"
            placeholder="0.00"
            withAsterisk
            inputMode="decimal"
            leftSection="RM"
            leftSectionWidth={44}
            maxLength={24}
            {...form.getInputProps('maxCapped')}
            {...flagged('maxCapped')}
          />
          <NumberInput
            label="Maximum Loan % (New)"
            placeholder="1 - 100"
            withAsterisk
            suffix="%"
            decimalScale={2}
            hideControls
            {...form.getInputProps('percentageOnNew')}
            {...flagged('percentageOnNew')}
          />
          <NumberInput
            label="Maximum Loan % (Pre-Owned)"
            placeholder="1 - 100"
            withAsterisk
            suffix="%"
            decimalScale={2}
            hideControls
            {...form.getInputProps('percentageOnUsed')}
            {...flagged('percentageOnUsed')}
          />
          <Select
            label="Interest Method"
            data={INTEREST_METHOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('interestMethod')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={create.isPending}>
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
