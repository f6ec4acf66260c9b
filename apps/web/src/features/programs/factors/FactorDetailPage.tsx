import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { factorDeleteIssue, NO_RECORD_FOUND, SUCCESS_TEXTS } from '@sewabeli/domain';
import { IconEdit, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DeleteButton } from '../../../components/buttons/DeleteButton';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { notifyError, notifySuccess } from '../../../components/dialogs/notify';
import { useDeleteAndReturn } from '../../../components/dialogs/use-delete-and-return';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCan } from '../../auth/hooks/use-current-user';
import { AttributeEditTable } from '../factor-attributes/AttributeEditTable';
import { AttributeTable } from '../factor-attributes/AttributeTable';
import { formatPercent } from '../program-format';
import { checkFactorEdit, type FactorEdit, startFactorEdit } from './factor-detail-edit';
import { useDeleteFactor, useFactorDetail, useSaveFactorDetail } from './use-factors';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

/** Collections §2.8 Factor detail. */
export function FactorDetailPage() {
  const params = useParams();
  const financialProgramId = Number(params.financialProgramId);
  const detail = useFactorDetail(Number(params.id));
  const save = useSaveFactorDetail();
  const remove = useDeleteFactor();
  const deleteAndReturn = useDeleteAndReturn(
    remove,
    `/program/tier/${financialProgramId}/factor`,
    'Are you sure you want to delete this factor ?',
  );
  const [edit, setEdit] = useState<FactorEdit | null>(null);
  const writeLocked = useCan('program.write').reason;

  // A factor opened under another program's address is not this page's record.
  const factor = detail.data?.financialProgramId === financialProgramId ? detail.data : undefined;
  if (!factor) {
    return (
      <>
        <PageHeader title="Factor Detail" />
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {detail.isPending ? 'Loading...' : NO_RECORD_FOUND}
        </Paper>
      </>
    );
  }

  const check = edit ? checkFactorEdit(edit, factor) : null;
  const shown = edit?.attempted ? check : null;

  const submit = () => {
    if (!edit || !check) return;
    setEdit({ ...edit, attempted: true });
    if (!check.payload) return;
    save.mutate(check.payload, {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.factorUpdated);
        setEdit(null);
      },
    });
  };

  const deleteFactor = async () => {
    const issue = factorDeleteIssue(factor);
    if (issue) {
      notifyError(issue);
      return;
    }
    await deleteAndReturn(factor.id);
  };

  const actions = edit ? (
    <>
      <DeleteButton onClick={deleteFactor} loading={remove.isPending}>
        Delete Factor
      </DeleteButton>
      <Button variant="default" onClick={() => setEdit(null)} disabled={save.isPending}>
        Cancel
      </Button>
      <Button onClick={submit} loading={save.isPending}>
        Save
      </Button>
    </>
  ) : (
    <LockableButton
      leftSection={<IconEdit size={16} stroke={1.8} />}
      onClick={() => setEdit(startFactorEdit(factor))}
      lockedReason={writeLocked}
      lockedTooltipPosition="bottom"
    >
      Edit
    </LockableButton>
  );

  return (
    <>
      <PageHeader title={factor.name} subtitle={factor.description} actions={actions} />
      <Paper withBorder p="lg" mb="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" verticalSpacing="md">
          {edit && factor.editable ? (
            <TextInput
              label="Name"
              withAsterisk
              maxLength={255}
              value={edit.name}
              error={shown?.errors.name}
              onChange={(event) => setEdit({ ...edit, name: event.currentTarget.value })}
            />
          ) : (
            <Field label="Name">{factor.name}</Field>
          )}
          <Field label="Weightage">{formatPercent(factor.weightage)}</Field>
          <Field label="Type">{factor.type}</Field>
          <Field label="Program">{factor.programName}</Field>
        </SimpleGrid>
        {edit && (
          <GrowingTextarea
            mt="md"
            label="Description"
            withAsterisk
            minRows={2}
            maxLength={2000}
            value={edit.description}
            error={shown?.errors.description}
            onChange={(event) => setEdit({ ...edit, description: event.currentTarget.value })}
          />
        )}
      </Paper>
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            Attributes
          </Title>
          {edit && factor.editable && (
            <Text size="sm" c="dimmed">
              Scores run from 0 to 10. Type in the last row to add an attribute.
            </Text>
          )}
        </Group>
        {edit && !factor.editable && (
          <Alert color="gray" variant="light" mb="sm" icon={<IconLock size={16} />}>
            This factor is not flagged editable: its name and attributes stay as they are.
          </Alert>
        )}
        {edit && factor.editable ? (
          <AttributeEditTable
            rows={edit.rows}
            errors={shown?.rowErrors ?? {}}
            onChange={(rows) => setEdit((state) => state && { ...state, rows })}
          />
        ) : (
          <AttributeTable attributes={factor.attributes} />
        )}
      </Paper>
    </>
  );
}
