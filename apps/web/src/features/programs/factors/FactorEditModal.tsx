import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  factorWeightageEditSchema,
  REQUIRED_TOTAL_WEIGHTAGE,
  SUCCESS_TEXTS,
  totalWeightage,
} from '@sewabeli/domain';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../components/dialogs/notify';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { typedNumber } from '../program-format';
import { useFactorTypes, useSaveWeightages } from './use-factors';

export interface FactorEditModalProps {
  opened: boolean;
  onClose: () => void;
  financialProgramId: number;
  factors: readonly { id: number; name: string; weightage: number }[];
}

interface NewFactorDraft {
  name: string;
  weightage: number | string;
  description: string;
  resourceId: string | null;
}

const EMPTY_NEW: NewFactorDraft = { name: '', weightage: '', description: '', resourceId: null };

/**
 * Collections §2.7 Edit modal: one new factor, a weightage for each existing factor and a read-only Total that
 * reads valid only at exactly 100. The Save sends everything at once; the server saves all of it or nothing.
 */
export function FactorEditModal({ opened, onClose, financialProgramId, factors }: FactorEditModalProps) {
  const types = useFactorTypes();
  const save = useSaveWeightages();
  const [added, setAdded] = useState<NewFactorDraft>(EMPTY_NEW);
  const [weightages, setWeightages] = useState<Record<number, number | string>>({});
  // Messages show once Save was tried, and then follow every keystroke.
  const [attempted, setAttempted] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time the modal opens
  useEffect(() => {
    if (!opened) return;
    setAdded(EMPTY_NEW);
    setWeightages(Object.fromEntries(factors.map((f) => [f.id, f.weightage])));
    setAttempted(false);
  }, [opened]);

  const newWeightage = added.weightage === '' ? null : typedNumber(added.weightage);
  const input = {
    financialProgramId,
    factors: factors.map((f) => ({ id: f.id, weightage: typedNumber(weightages[f.id] ?? '') })),
    newFactor: {
      name: added.name.trim() || null,
      description: added.description.trim() || null,
      weightage: newWeightage,
      resourceId: added.resourceId ? Number(added.resourceId) : null,
    },
  };
  const total = totalWeightage([
    ...input.factors.map((f) => (Number.isFinite(f.weightage) ? f.weightage : 0)),
    newWeightage ?? 0,
  ]);
  const valid = total === REQUIRED_TOTAL_WEIGHTAGE;

  const result = factorWeightageEditSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (attempted)
    for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;

  const submit = () => {
    setAttempted(true);
    if (!result.success) return;
    save.mutate(result.data, {
      onSuccess: () => {
        notifySuccess(SUCCESS_TEXTS.factorUpdated);
        onClose();
      },
    });
  };

  const typeOptions = (types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));

  return (
    <Modal opened={opened} onClose={onClose} title="Edit Factors" size="lg">
      <Stack gap="md">
        <div>
          <Text fw={600} size="sm">
            New Factor
          </Text>
          <Text size="xs" c="dimmed">
            Leave it empty to change only the weightages below.
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Name"
            placeholder="Factor name"
            value={added.name}
            error={errors['newFactor.name']}
            onChange={(event) => setAdded({ ...added, name: event.currentTarget.value })}
          />
          <NumberInput
            label="Weightage"
            placeholder="0"
            suffix="%"
            hideControls
            decimalScale={2}
            value={added.weightage}
            error={errors['newFactor.weightage']}
            onChange={(value) => setAdded({ ...added, weightage: value })}
          />
        </SimpleGrid>
        <GrowingTextarea
          label="Description"
          placeholder="What this factor measures"
          minRows={2}
          value={added.description}
          error={errors['newFactor.description']}
          onChange={(event) => setAdded({ ...added, description: event.currentTarget.value })}
        />
        <Select
          label="Type"
          placeholder="Select Type"
          data={typeOptions}
          value={added.resourceId}
          error={errors['newFactor.resourceId']}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => setAdded({ ...added, resourceId: value })}
        />
        <Divider label="Weightage of each factor" labelPosition="left" mt="xs" />
        <ScrollArea.Autosize mah={260} type="auto">
          <Stack gap={8}>
            {factors.length === 0 && (
              <Text size="sm" c="dimmed">
                No Record Found
              </Text>
            )}
            {factors.map((factor, index) => (
              <Group key={factor.id} justify="space-between" wrap="nowrap" gap="md">
                <Text size="sm" style={{ flex: 1 }}>
                  {factor.name}
                </Text>
                <NumberInput
                  aria-label={`Weightage of ${factor.name}`}
                  w={120}
                  size="sm"
                  suffix="%"
                  hideControls
                  decimalScale={2}
                  value={weightages[factor.id] ?? ''}
                  error={errors[`factors.${index}.weightage`]}
                  onChange={(value) => setWeightages({ ...weightages, [factor.id]: value })}
                />
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} size="sm" mt={8}>
            Total
          </Text>
          <TextInput
            aria-label="Total"
            readOnly
            w={120}
            value={`${total}%`}
            data-valid={valid}
            error={errors.total ?? (valid ? undefined : true)}
            styles={{
              input: {
                fontWeight: 600,
                color: valid ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-red-7)',
                borderColor: valid ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-red-6)',
                backgroundColor: valid ? 'var(--mantine-color-teal-0)' : 'var(--mantine-color-red-0)',
              },
            }}
          />
        </Group>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
