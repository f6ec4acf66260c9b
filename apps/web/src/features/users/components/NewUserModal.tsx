import { Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_RULE_HINT, SUCCESS_TEXTS, USERNAME_RULE_HINT, userCreateSchema } from '@sewabeli/domain';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { usePasswordIssue } from '../../../lib/password-strength';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { useCreateUser, usePositionChoices } from '../hooks/use-users';

export interface NewUserModalProps {
  opened: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  roleId: string | null;
  departmentId: string | null;
  email: string;
  phone: string;
  username: string;
  password: string;
}

const EMPTY: Values = {
  name: '',
  roleId: null,
  departmentId: null,
  email: '',
  phone: '',
  username: '',
  password: '',
};
const FIELDS = ['name', 'roleId', 'departmentId', 'email', 'phone', 'username', 'password'] as const;

const toInput = (values: Values) => ({
  ...values,
  roleId: values.roleId ? Number(values.roleId) : 0,
  departmentId: values.departmentId ? Number(values.departmentId) : 0,
});
const validate = schemaValidate(userCreateSchema);

/** Clients §2 New User modal; the rules of §5, the same the server enforces. */
export function NewUserModal({ opened, onClose }: NewUserModalProps) {
  const create = useCreateUser();
  const { roles, departments } = usePositionChoices();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = validate(toInput(values));
      if (!errors.password && values.password === form.values.password && passwordIssue)
        errors.password = passwordIssue;
      return errors;
    },
  });
  const passwordIssue = usePasswordIssue(form.values.password, {
    name: form.values.name,
    username: form.values.username,
  });

  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    create.mutate(userCreateSchema.parse(toInput(values)), {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.submitted);
        close();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        for (const field of FIELDS) if (fieldErrors[field]) form.setFieldError(field, fieldErrors[field]);
        // A taken username is the server's to know.
        if (error.message === 'Username already exists') form.setFieldError('username', error.message);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="New User" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full Name"
            withAsterisk
            data-autofocus
            maxLength={255}
            placeholder="e.g. Siti Nurhaliza binti Tarudin"
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={2} spacing="md">
            <Select
              label="Role"
              withAsterisk
              placeholder="Select role"
              data={roles}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('roleId')}
            />
            <Select
              label="Department"
              withAsterisk
              placeholder="Select department"
              data={departments}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('departmentId')}
            />
            <TextInput
              label="Email"
              placeholder="Optional"
              type="email"
              maxLength={255}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone"
              placeholder="Optional, digits only"
              inputMode="numeric"
              maxLength={12}
              {...form.getInputProps('phone')}
              // Clients §2: only digits can be typed.
              onChange={(event) => form.setFieldValue('phone', event.currentTarget.value.replace(/\D/g, ''))}
            />
          </SimpleGrid>
          <TextInput
            label="Username"
            autoComplete="off"
            maxLength={100}
            description={USERNAME_RULE_HINT}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            maxLength={200}
            description={PASSWORD_RULE_HINT}
            {...form.getInputProps('password')}
            // Issue 28: the estimator's reason, as the password is typed.
            error={form.errors.password ?? passwordIssue}
          />
          <ModalSubmitButtons onCancel={close} pending={create.isPending} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
