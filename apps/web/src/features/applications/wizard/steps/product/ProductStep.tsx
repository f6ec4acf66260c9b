import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  calendarDateInKualaLumpur,
  DELETE_PRODUCT_CONFIRMATION,
  formatRM,
  INTEREST_METHOD_LABELS,
} from '@sewabeli/domain';
import { useState } from 'react';
import { confirmDelete } from '../../../../../components/dialogs/confirm-delete';
import { notifyError, notifySuccess } from '../../../../../components/dialogs/notify';
import { errorMessage } from '../../../../../lib/trpc-error';
import { StepSkeleton } from '../../StepSkeleton';
import type { WizardStepProps } from '../../step-contract';
import { EditProductModal } from './EditProductModal';
import { ProductCards, type ProductLine } from './ProductCards';
import { ProductForm } from './ProductForm';
import { useProductChoices, useProductMutations, useProductStep } from './use-product-step';

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** The wizard's Product step (origination §2): the program summary, the entry form, the cards and Next. */
export default function ProductStep({
  applicationId,
  editable,
  onCompleted,
  onDirtyChange,
}: WizardStepProps) {
  const step = useProductStep(applicationId);
  const choices = useProductChoices();
  const { remove, complete } = useProductMutations();
  const [editing, setEditing] = useState<ProductLine | null>(null);
  const [nextError, setNextError] = useState<string | null>(null);

  if (step.isPending || choices.isPending) return <StepSkeleton label="Loading products" />;
  if (step.isError || choices.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(step.error ?? choices.error)}
      </Alert>
    );
  }

  const { program, tier, lines, application, rateCaps } = step.data;
  const canEdit = editable && application.editable;
  const rules = { program, tier, lines, rateCaps, today: calendarDateInKualaLumpur(new Date()) };

  const onDelete = async (line: ProductLine) => {
    if (!(await confirmDelete(DELETE_PRODUCT_CONFIRMATION))) return;
    remove.mutate(
      { id: line.id },
      {
        onSuccess: () => notifySuccess('Product deleted'),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  const onNext = () => {
    setNextError(null);
    complete.mutate(
      { applicantId: applicationId },
      {
        onSuccess: () => {
          notifySuccess();
          onDirtyChange(false);
          onCompleted();
        },
        onError: (error) => setNextError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" aria-label="Financial program" role="region">
        <Title order={3} size="h5" mb="xs">
          Financial Program
        </Title>
        <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm">
          <Summary label="Program" value={program.name} />
          <Summary label="Interest method" value={INTEREST_METHOD_LABELS[program.interestMethod]} />
          <Summary label="Tier" value={tier?.name ?? 'N/A'} />
          <Summary label="Risk level" value={tier?.riskLevel ?? 'N/A'} />
          <Summary
            label="Maximum finance"
            value={`New ${program.percentageOnNew}% / Used ${program.percentageOnUsed}% of cost`}
          />
          <Summary
            label="Maximum Loan Amount"
            value={program.maxCapped > 0 ? formatRM(program.maxCapped) : 'N/A'}
          />
        </SimpleGrid>
      </Paper>

      {!canEdit && (
        <Alert color="gray" variant="light" role="status">
          This application is locked: its products can no longer be changed.
        </Alert>
      )}
      {canEdit && <ProductForm step={step.data} choices={choices.data} onDirtyChange={onDirtyChange} />}

      <Stack gap="sm">
        <Title order={3} size="h5">
          Products
        </Title>
        <ProductCards lines={lines} editable={canEdit} onEdit={setEditing} onDelete={onDelete} />
      </Stack>

      {nextError && (
        <Alert color="red" variant="outline" role="alert" data-testid="product-next-error">
          {nextError}
        </Alert>
      )}
      {canEdit && (
        <Group justify="flex-end">
          <Button onClick={onNext} loading={complete.isPending}>
            Save &amp; Next
          </Button>
        </Group>
      )}

      {editing && <EditProductModal line={editing} rules={rules} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
