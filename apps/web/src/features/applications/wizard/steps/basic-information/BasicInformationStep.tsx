import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../../../../components/notify';
import { useTRPC } from '../../../../../lib/trpc';
import { errorMessage } from '../../../../../lib/trpc-error';
import { useApplication } from '../../../hooks/use-applications';
import type { WizardStepProps } from '../../step-contract';

/** Origination §2 Basic Information (first slice: company, Subject and program). */
export default function BasicInformationStep({ applicationId, editable, onDirtyChange }: WizardStepProps) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const application = useApplication(applicationId);
  const [hirerSearch, setHirerSearch] = useState('');
  const [search] = useDebouncedValue(hirerSearch, 250);
  const [hirerId, setHirerId] = useState<string | null>(null);
  const [programId, setProgramId] = useState<string | null>(null);
  const [purpose, setPurpose] = useState('');
  const hirers = useQuery(
    trpc.hirer.list.queryOptions({ search, searchField: 'name', pageSize: 20, sortBy: 'name' }),
  );
  const programs = useQuery(trpc.programs.financialProgram.all.queryOptions());
  const create = useMutation(trpc.application.create.mutationOptions());

  if (applicationId > 0) {
    const data = application.data;
    return (
      <Stack gap="xs">
        <Text>Hirer: {data?.hirerName}</Text>
        <Text>Subject: {data?.purpose ?? 'N/A'}</Text>
        <Text>Financial Program: {data?.financialProgramName}</Text>
      </Stack>
    );
  }

  const submit = () => {
    create.mutate(
      { hirerId: Number(hirerId ?? 0), financialProgramId: Number(programId ?? 0), purpose },
      {
        onSuccess: ({ id }) => {
          onDirtyChange(false);
          notifySuccess();
          void navigate(`/application/pending/${id}`, { replace: true });
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Select
        label="Hirer"
        withAsterisk
        searchable
        data={(hirers.data?.rows ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
        searchValue={hirerSearch}
        onSearchChange={setHirerSearch}
        value={hirerId}
        onChange={(value) => {
          setHirerId(value);
          onDirtyChange(true);
        }}
        disabled={!editable}
        nothingFoundMessage="No company found"
      />
      <Textarea
        label="Subject"
        value={purpose}
        onChange={(e) => setPurpose(e.currentTarget.value)}
        disabled={!editable}
      />
      <Select
        label="Financial Program"
        withAsterisk
        data={(programs.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={programId}
        onChange={setProgramId}
        disabled={!editable}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={create.isPending} disabled={!editable}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
