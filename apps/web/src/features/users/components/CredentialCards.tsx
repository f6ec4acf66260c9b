import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_RULE_HINT,
  passwordChangeSchema,
  SUCCESS_TEXTS,
  USERNAME_RULE_HINT,
  usernameChangeSchema,
} from '@sewabeli/domain';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { notifyError, notifySuccess } from '../../../components/dialogs/notify';
import { usePasswordIssue } from '../../../lib/password-strength';
import { schemaValidate } from '../../../lib/schema-form';
import { errorMessage, fieldErrorsOf } from '../../../lib/trpc-error';
import { useChangePassword, useChangeUsername } from '../hooks/use-users';
import { ProfileCard } from './ProfileForm';

const validateUsername = schemaValidate(usernameChangeSchema);

/** Clients §2 'Reset Username' with 'Update Username' (§5: longer than 5 characters, not taken). */
export function ResetUsernameCard({ userId, username }: { userId: number; username: string | null }) {
  const change = useChangeUsername();
  const form = useForm({
    initialValues: { username: username ?? '' },
    validate: (values) => validateUsername({ userId, username: values.username }),
  });
  const submit = form.onSubmit((values) => {
    change.mutate(usernameChangeSchema.parse({ userId, username: values.username }), {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.saved);
        form.resetDirty();
      },
      onError: (error) => {
        const message = fieldErrorsOf(error).username ?? errorMessage(error);
        form.setFieldError('username', message);
      },
    });
  });
  return (
    <ProfileCard id="change-username" title="Reset Username">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="off"
            maxLength={100}
            description={USERNAME_RULE_HINT}
            {...form.getInputProps('username')}
          />
          <Group justify="flex-end">
            <DisabledReason reason={!form.isDirty() && 'Type the new username first'}>
              <Button type="submit" variant="light" disabled={change.isPending}>
                {change.isPending ? 'Submitting' : 'Update Username'}
              </Button>
            </DisabledReason>
          </Group>
        </Stack>
      </form>
    </ProfileCard>
  );
}

const validatePassword = schemaValidate(passwordChangeSchema);
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Clients §2 'Reset Password' with 'Update password' (§5 rules). Changing one's own password asks for the
 * current one (decisions §7); a Superadmin resetting somebody else's does not.
 */
export function ResetPasswordCard({
  userId,
  own,
  name,
  username,
}: {
  userId: number;
  own: boolean;
  name: string;
  username: string | null;
}) {
  const change = useChangePassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = validatePassword({
        userId,
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      if (own && !values.currentPassword) errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
      const issue = values.password === form.values.password ? passwordIssue : null;
      if (!errors.password && issue) errors.password = issue;
      return errors;
    },
  });
  const passwordIssue = usePasswordIssue(form.values.password, { name, username });
  const submit = form.onSubmit((values) => {
    change.mutate(
      {
        userId,
        password: values.password,
        confirmPassword: values.confirmPassword,
        currentPassword: own ? values.currentPassword : undefined,
      },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.saved);
          form.setValues(EMPTY);
          form.resetDirty(EMPTY);
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          const message = errorMessage(error);
          if (fieldErrors.password) form.setFieldError('password', fieldErrors.password);
          else if (fieldErrors.confirmPassword)
            form.setFieldError('confirmPassword', fieldErrors.confirmPassword);
          else if (own && /current password/i.test(message)) form.setFieldError('currentPassword', message);
          else notifyError(message);
        },
      },
    );
  });
  return (
    <ProfileCard id="change-password" title="Reset Password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {own && (
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              maxLength={200}
              {...form.getInputProps('currentPassword')}
            />
          )}
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            maxLength={200}
            description={PASSWORD_RULE_HINT}
            {...form.getInputProps('password')}
            // Issue 28: the estimator's reason, as the password is typed.
            error={form.errors.password ?? passwordIssue}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            maxLength={200}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" disabled={change.isPending}>
              {change.isPending ? 'Submitting' : 'Update password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileCard>
  );
}
