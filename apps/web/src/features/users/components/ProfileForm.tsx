import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUCCESS_TEXTS, userUpdateSchema } from '@sewabeli/domain';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../../components/dialogs/notify';
import { schemaValidate } from '../../../lib/schema-form';
import type { RouterOutputs } from '../../../lib/trpc';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { usePositionChoices, useUpdateUser } from '../hooks/use-users';

type User = RouterOutputs['user']['byId'];

interface Values {
  name: string;
  status: boolean;
  email: string;
  phone: string;
  roleId: string | null;
  departmentId: string | null;
}

const FIELDS = ['name', 'status', 'email', 'phone', 'roleId', 'departmentId'] as const;
const validate = schemaValidate(userUpdateSchema);

export interface ProfileAccess {
  /** Name, email and phone: one's own, or anyone's for a Superadmin. */
  basic: boolean;
  /** Role and department: a Superadmin's. */
  position: boolean;
  /** The Active switch: a Superadmin's, never on their own account. */
  active: boolean;
  /** Why the switch is locked, when it is. */
  activeLockedReason?: string;
}

export function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" id={id} style={{ scrollMarginTop: 80 }}>
      <Title order={3} fz="lg" fw={650} c="gray.9" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Clients §2 user profile: Basic Info (Full Name, the Active switch, Email, Phone Number) and Position Info
 * (Role, Department), saved together by 'Update Profile'. `signature` sits between them and the button, as on
 * the spec's screen.
 */
export function ProfileForm({
  user,
  access,
  signature,
}: {
  user: User;
  access: ProfileAccess;
  signature: ReactNode;
}) {
  const update = useUpdateUser();
  const { roles, departments } = usePositionChoices();
  const toInput = (values: Values) => ({
    id: user.id,
    ...values,
    roleId: values.roleId ? Number(values.roleId) : 0,
    departmentId: values.departmentId ? Number(values.departmentId) : 0,
  });
  const form = useForm<Values>({
    initialValues: {
      name: user.name,
      status: user.status,
      email: user.email ?? '',
      phone: user.phone ?? '',
      roleId: String(user.roleId),
      departmentId: String(user.departmentId),
    },
    validate: (values) => validate(toInput(values)),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(userUpdateSchema.parse(toInput(values)), {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.saved);
        form.resetDirty();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        for (const field of FIELDS) if (fieldErrors[field]) form.setFieldError(field, fieldErrors[field]);
      },
    });
  });

  const editable = access.basic || access.position || access.active;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ProfileCard id="basic-info" title="Basic Info">
          <Stack gap="md">
            <Group align="flex-end" gap="xl" wrap="nowrap">
              <TextInput
                label="Full Name"
                withAsterisk
                maxLength={255}
                readOnly={!access.basic}
                variant={access.basic ? 'default' : 'filled'}
                style={{ flex: 1 }}
                {...form.getInputProps('name')}
              />
              <Switch
                label="Active"
                size="md"
                pb={8}
                disabled={!access.active}
                {...form.getInputProps('status', { type: 'checkbox' })}
              />
            </Group>
            {!access.active && access.activeLockedReason && (
              <Text size="xs" c="dimmed" mt={-8} ta="right">
                {access.activeLockedReason}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Email"
                type="email"
                maxLength={255}
                readOnly={!access.basic}
                variant={access.basic ? 'default' : 'filled'}
                placeholder={access.basic ? 'Optional' : undefined}
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Phone Number"
                maxLength={12}
                readOnly={!access.basic}
                variant={access.basic ? 'default' : 'filled'}
                placeholder={access.basic ? 'e.g. 012-3456789' : undefined}
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
          </Stack>
        </ProfileCard>

        <ProfileCard id="position-info" title="Position Info">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Role"
              withAsterisk
              data={roles}
              allowDeselect={false}
              readOnly={!access.position}
              variant={access.position ? 'default' : 'filled'}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('roleId')}
            />
            <Select
              label="Department"
              withAsterisk
              data={departments}
              allowDeselect={false}
              readOnly={!access.position}
              variant={access.position ? 'default' : 'filled'}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('departmentId')}
            />
          </SimpleGrid>
          {!access.position && access.basic && (
            <Text size="xs" c="dimmed" mt="sm">
              Only a Superadmin can change role and department.
            </Text>
          )}
        </ProfileCard>

        {signature}

        {editable && (
          <Group justify="flex-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Submitting' : 'Update Profile'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
