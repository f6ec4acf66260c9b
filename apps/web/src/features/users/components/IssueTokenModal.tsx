import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  apiTokenIssueSchema,
  listQuerySchema,
  PERMISSIONS,
  permissionsLeftOutOfToken,
} from '@sewabeli/domain';
import { useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf, trpcErrorCode } from '../../../lib/trpc-error';
import { useIssueApiToken } from '../hooks/use-api-tokens';
import { usePositionChoices, useUserList } from '../hooks/use-users';

interface Values {
  name: string;
  holder: 'service' | 'user';
  userId: string | null;
  roleId: string | null;
  expiresAt: string | null;
  ipAllowList: string;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const EMPTY: Values = {
  name: '',
  holder: 'service',
  userId: null,
  roleId: null,
  expiresAt: inDays(90),
  ipAllowList: '',
};

const toInput = (values: Values) => ({
  name: values.name,
  userId: values.holder === 'user' && values.userId ? Number(values.userId) : null,
  roleId: values.roleId ? Number(values.roleId) : 0,
  // The end of the chosen day in Kuala Lumpur: a token issued "until 31-12" works all of that day.
  expiresAt: values.expiresAt ? new Date(`${values.expiresAt}T23:59:59+08:00`) : undefined,
  ipAllowList: values.ipAllowList
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean),
});
const validate = schemaValidate(apiTokenIssueSchema);

/** A member of staff to issue the token for, found by name on the server (never the whole list). */
function StaffSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useUserList(listQuerySchema.parse({ search: debounced, pageSize: 20, sortBy: 'name' }));
  const data = (users.data?.rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
  return (
    <Select
      label="Member of staff"
      withAsterisk
      placeholder="Type a name"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      nothingFoundMessage="No Record Found"
      comboboxProps={{ withinPortal: true }}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

/**
 * Issue 40: what a token of this role will never do although the role may: decisions need a person signed in.
 * Shown as the role is chosen (the domain's table) and again with the issued token (the server's answer).
 */
function LeftOutNotice({ actions }: { actions: readonly string[] }) {
  if (actions.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title="Decisions need a person" data-testid="token-left-out">
      <Text size="sm">A token never decides, so this one will not:</Text>
      <List size="sm" my={4}>
        {actions.map((action) => (
          <List.Item key={action}>{action}</List.Item>
        ))}
      </List>
      <Text size="sm">The people who hold the role do that signed in as themselves.</Text>
    </Alert>
  );
}

/** Issue 33: User > API Tokens > Issue Token; the token is shown once, here, and never again. */
export function IssueTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const issue = useIssueApiToken();
  const { roles } = usePositionChoices();
  const [issued, setIssued] = useState<{ token: string; leftOut: string[] } | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = validate(toInput(values));
      // An entry of the allow-list is judged one by one; the message shows under the one field.
      for (const [path, message] of Object.entries(errors))
        if (path.startsWith('ipAllowList.')) errors.ipAllowList ??= message;
      if (values.holder === 'user' && !values.userId) errors.userId = 'Please select the member of staff';
      return errors;
    },
  });

  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    issue.reset();
    setIssued(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    issue.mutate(apiTokenIssueSchema.parse(toInput(values)), {
      onSuccess: (answer) => setIssued({ token: answer.token, leftOut: answer.leftOut }),
      onError: (error) => {
        // Issue 40: 'You already have a token named ...' belongs under the name.
        if (trpcErrorCode(error) === 'CONFLICT') form.setFieldError('name', error.message);
        const fieldErrors = fieldErrorsOf(error);
        for (const field of ['name', 'roleId', 'expiresAt', 'ipAllowList'] as const)
          if (fieldErrors[field]) form.setFieldError(field, fieldErrors[field]);
      },
    });
  });

  if (issued) {
    return (
      <Modal opened={opened} onClose={close} title="Token issued" size="lg">
        <Stack gap="md">
          <Alert color="yellow" title="Copy the token now">
            It is shown this once. Only its fingerprint is kept: if it is lost, revoke it and issue another.
          </Alert>
          <Code block data-testid="issued-token">
            {issued.token}
          </Code>
          <LeftOutNotice actions={issued.leftOut} />
          <Group justify="flex-end">
            <CopyButton value={issued.token}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Issue Token" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Token Name"
            withAsterisk
            data-autofocus
            maxLength={100}
            placeholder="e.g. Maybank statement feed"
            {...form.getInputProps('name')}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="token-holder-label">
              Acts for
            </Text>
            <SegmentedControl
              aria-labelledby="token-holder-label"
              data={[
                { value: 'service', label: 'A new service account' },
                { value: 'user', label: 'A member of staff' },
              ]}
              {...form.getInputProps('holder')}
            />
          </div>
          {form.values.holder === 'user' && (
            <StaffSelect
              value={form.values.userId}
              onChange={(value) => form.setFieldValue('userId', value)}
              error={form.errors.userId as string | undefined}
            />
          )}
          <Select
            label="Role"
            description="The token may do what this role may do"
            withAsterisk
            placeholder="Select role"
            data={roles}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('roleId')}
          />
          <LeftOutNotice
            actions={permissionsLeftOutOfToken(
              roles.find((role) => role.value === form.values.roleId)?.label,
            ).map((permission) => PERMISSIONS[permission].action)}
          />
          <DmyDateInput label="Expires" withAsterisk {...form.getInputProps('expiresAt')} />
          <GrowingTextarea
            label="IP allow-list"
            description="Addresses or CIDR blocks, one per line; empty allows any address"
            minRows={2}
            placeholder={'203.0.113.10\n10.20.0.0/16'}
            {...form.getInputProps('ipAllowList')}
          />
          <ModalSubmitButtons onCancel={close} pending={issue.isPending} submitLabel="Issue Token" />
        </Stack>
      </form>
    </Modal>
  );
}
