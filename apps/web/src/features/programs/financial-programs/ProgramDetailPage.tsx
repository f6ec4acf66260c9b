import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { NO_RECORD_FOUND, SUCCESS_TEXTS } from '@sewabeli/domain';
import { IconEdit, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DeleteButton } from '../../../components/buttons/DeleteButton';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { notifySuccess } from '../../../components/dialogs/notify';
import { useDeleteAndReturn } from '../../../components/dialogs/use-delete-and-return';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCan } from '../../auth/hooks/use-current-user';
import { TierEditTable } from '../tiers/TierEditTable';
import { TierTable } from '../tiers/TierTable';
import { ProgramInfo } from './ProgramInfo';
import { checkProgramEdit, type ProgramEdit, startProgramEdit } from './program-detail-edit';
import { useDeleteProgram, useProgram, useSaveProgramDetail } from './use-programs';

/** Collections §2.6 Program detail: read mode, and an edit mode whose Save is one transaction on the server. */
export function ProgramDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const program = useProgram(id);
  const save = useSaveProgramDetail();
  const remove = useDeleteProgram();
  const deleteProgram = useDeleteAndReturn(
    remove,
    '/program/tier',
    'Are you sure you want to delete this program ?',
  );
  const [edit, setEdit] = useState<ProgramEdit | null>(null);
  const writeLocked = useCan('program.write').reason;

  if (!program.data) {
    return (
      <>
        <PageHeader title="Program Detail" />
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {program.isPending ? 'Loading...' : NO_RECORD_FOUND}
        </Paper>
      </>
    );
  }
  const current = program.data;
  const check = edit ? checkProgramEdit(edit, current) : null;
  const shown = edit?.attempted ? check : null;

  const submit = () => {
    if (!edit || !check) return;
    setEdit({ ...edit, attempted: true });
    if (!check.payload) return;
    save.mutate(check.payload, {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.programUpdated);
        setEdit(null);
      },
    });
  };

  const actions = edit ? (
    <>
      <Button variant="default" onClick={() => setEdit(null)} disabled={save.isPending}>
        Cancel
      </Button>
      <Button onClick={submit} loading={save.isPending}>
        Save
      </Button>
    </>
  ) : (
    <>
      <Button
        variant="default"
        leftSection={<IconListDetails size={16} stroke={1.8} />}
        onClick={() => navigate(`/program/tier/${current.id}/factor`)}
      >
        Factors
      </Button>
      <LockableButton
        leftSection={<IconEdit size={16} stroke={1.8} />}
        onClick={() => setEdit(startProgramEdit(current))}
        lockedReason={writeLocked}
        lockedTooltipPosition="bottom"
      >
        Edit
      </LockableButton>
      <DeleteButton
        onClick={() => deleteProgram(current.id)}
        loading={remove.isPending}
        lockedReason={writeLocked}
      >
        Delete Program
      </DeleteButton>
    </>
  );

  return (
    <>
      <PageHeader title={current.name} subtitle="Program Detail" actions={actions} />
      <ProgramInfo
        program={current}
        draft={edit?.info}
        errors={shown?.infoErrors}
        onChange={(info) => setEdit((state) => state && { ...state, info })}
      />
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            Tiers
          </Title>
          {edit && (
            <Text size="sm" c="dimmed">
              Type in the last row to add a tier; the bin marks a tier for deletion.
            </Text>
          )}
        </Group>
        {shown?.overlap && (
          <Alert color="red" variant="light" role="alert" mb="sm">
            {shown.overlap}
          </Alert>
        )}
        {edit ? (
          <TierEditTable
            rows={edit.rows}
            errors={shown?.tierErrors ?? {}}
            onChange={(rows) => setEdit((state) => state && { ...state, rows })}
          />
        ) : (
          <TierTable tiers={current.tiers} />
        )}
      </Paper>
    </>
  );
}
