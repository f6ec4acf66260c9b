import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { calendarDateInKualaLumpur, hirerSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { useNavigate } from 'react-router-dom';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { useCreateHirer } from '../hooks/use-hirers';
import {
  COMPANY_FIELDS,
  CompanyFields,
  type CompanyValues,
  companyInput,
  EMPTY_COMPANY,
  typedCompanyIssues,
} from './CompanyFields';

const validate = schemaValidate(hirerSchema);

export interface AddCompanyModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Clients §2 add-company modal: Cancel and Create ('Creating' while busy); then the new company's profile. */
export function AddCompanyModal({ opened, onClose }: AddCompanyModalProps) {
  const navigate = useNavigate();
  const create = useCreateHirer();
  const form = useForm<CompanyValues>({
    initialValues: EMPTY_COMPANY,
    validate: (values) => ({
      ...validate(companyInput(values)),
      ...typedCompanyIssues(values, calendarDateInKualaLumpur(new Date())),
    }),
  });

  const close = () => {
    form.setValues(EMPTY_COMPANY);
    form.clearErrors();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    create.mutate(hirerSchema.parse(companyInput(values)), {
      onSuccess: ({ id }) => {
        notifySuccess(SUCCESS_TEXTS.submitted);
        close();
        void navigate(`/company/profile/${id}`);
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
    <Modal opened={opened} onClose={close} title="Add Company" size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <CompanyFields form={form} />
          <ModalSubmitButtons
            onCancel={close}
            pending={create.isPending}
            submitLabel="Create"
            pendingLabel="Creating"
          />
        </Stack>
      </form>
    </Modal>
  );
}
