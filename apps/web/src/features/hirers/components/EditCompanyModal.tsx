import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { calendarDateInKualaLumpur, hirerUpdateSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { useEffect } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { schemaValidate } from '../../../lib/schema-form';
import type { RouterOutputs } from '../../../lib/trpc';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { useUpdateHirer } from '../hooks/use-hirers';
import {
  COMPANY_FIELDS,
  CompanyFields,
  type CompanyValues,
  companyInput,
  companyValuesOf,
  loanLimitSen,
  typedCompanyIssues,
} from './CompanyFields';

type Hirer = RouterOutputs['hirer']['byId'];

const validate = schemaValidate(hirerUpdateSchema);

export interface EditCompanyModalProps {
  opened: boolean;
  onClose: () => void;
  hirer: Hirer;
}

/** Clients §2 profile modal: the company fields plus the Client Loan Limit. */
export function EditCompanyModal({ opened, onClose, hirer }: EditCompanyModalProps) {
  const update = useUpdateHirer();
  const toInput = (values: CompanyValues) => ({
    id: hirer.id,
    ...companyInput(values),
    loanLimit: loanLimitSen(values.loanLimit),
  });
  const form = useForm<CompanyValues>({
    initialValues: companyValuesOf(hirer),
    validate: (values) => ({
      ...validate(toInput(values)),
      ...typedCompanyIssues(values, calendarDateInKualaLumpur(new Date())),
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) {
      form.setValues(companyValuesOf(hirer));
      form.resetDirty();
      form.clearErrors();
    }
  }, [opened]);

  const close = () => {
    update.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    update.mutate(hirerUpdateSchema.parse(toInput(values)), {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.saved);
        close();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        for (const field of COMPANY_FIELDS)
          if (fieldErrors[field]) form.setFieldError(field, fieldErrors[field]);
        if (/registration number/i.test(error.message)) form.setFieldError('registrationNo', error.message);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Edit Company Profile" size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <CompanyFields form={form} withLoanLimit />
          <ModalSubmitButtons onCancel={close} pending={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
