import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { attributeOptions, formatFactorScore, NO_TIER_WARNING, SUCCESS_TEXTS } from '@sewabeli/domain';
import { useEffect, useMemo, useState } from 'react';
import { DisabledReason } from '../../../../../components/buttons/DisabledReason';
import { notifySuccess } from '../../../../../components/dialogs/notify';
import { AnalysisStatusBadge } from '../../../components/AnalysisStatusBadge';
import { StepSkeleton } from '../../StepSkeleton';
import type { WizardStepProps } from '../../step-contract';
import { draftOf, draftTotal, isDraftDirty, type ScoreDraft } from './score-card-draft';
import { useSaveScoreCard, useScoreCard } from './use-score-card';

/** The wizard's Score Card step (origination §2): one score per factor of the program, the live total, Save. */
export default function ScoreCardStep({
  applicationId,
  editable,
  lockedReason,
  onCompleted,
  onDirtyChange,
}: WizardStepProps) {
  const card = useScoreCard(applicationId);
  const save = useSaveScoreCard();
  const [draft, setDraft] = useState<ScoreDraft>({});
  const factors = useMemo(() => card.data?.factors ?? [], [card.data]);

  useEffect(() => {
    setDraft(draftOf(factors));
  }, [factors]);
  const dirty = isDraftDirty(factors, draft);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  if (card.isPending) return <StepSkeleton label="Loading the score card" />;
  if (!card.data) return <Text c="red.8">The score card could not be loaded.</Text>;
  const total = draftTotal(factors, draft);

  const choose = (factorId: number, change: Partial<ScoreDraft[number]>) =>
    setDraft((current) => ({
      ...current,
      [factorId]: { factorAttributeId: null, remark: '', ...current[factorId], ...change },
    }));

  const submit = () =>
    save.mutate(
      {
        applicantId: applicationId,
        factors: factors.map((factor) => ({
          factorId: factor.factorId,
          factorAttributeId: draft[factor.factorId]?.factorAttributeId ?? null,
          remark: draft[factor.factorId]?.remark ?? null,
        })),
      },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.saved);
          onDirtyChange(false);
          onCompleted();
        },
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={3}>Score Card</Title>
        <Group gap="xs">
          <Text size="sm" c="gray.8">
            Credit bureau report
          </Text>
          <AnalysisStatusBadge status={card.data.creditBureauStatus} data-testid="credit-bureau-status" />
        </Group>
      </Group>
      {factors.length === 0 ? (
        <Text c="gray.8">No Record Found</Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" aria-label="Score card factors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Factor</Table.Th>
                <Table.Th w={260}>Score</Table.Th>
                <Table.Th w={240}>Remark</Table.Th>
                <Table.Th w={90} ta="right">
                  Weight
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {factors.map((factor) => {
                const choice = draft[factor.factorId];
                return (
                  <Table.Tr key={factor.factorId} data-testid={`factor-${factor.factorId}`}>
                    <Table.Td>
                      <Text size="xs" tt="uppercase" fw={600} c="gray.7">
                        {factor.heading}
                      </Text>
                      <Text fw={600}>{factor.name}</Text>
                      <Text size="sm" c="gray.8">
                        {factor.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Score of ${factor.name}`}
                        placeholder="Select a score"
                        data={attributeOptions(factor.attributes).map((attribute) => ({
                          value: String(attribute.id),
                          label: attribute.label,
                        }))}
                        value={choice?.factorAttributeId ? String(choice.factorAttributeId) : null}
                        onChange={(value) =>
                          choose(factor.factorId, { factorAttributeId: value ? Number(value) : null })
                        }
                        clearable
                        disabled={!editable}
                        comboboxProps={{ transitionProps: { duration: 0 } }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Remark on ${factor.name}`}
                        placeholder="Remark (optional)"
                        value={choice?.remark ?? ''}
                        onChange={(event) => choose(factor.factorId, { remark: event.currentTarget.value })}
                        disabled={!editable}
                      />
                    </Table.Td>
                    <Table.Td ta="right">{factor.weightage}%</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Text fw={700} size="lg" data-testid="total-score">
            Total Factor Score: {formatFactorScore(total)}
          </Text>
          <Text size="sm" c="gray.8" data-testid="score-tier">
            Tier: {card.data.tier ? `${card.data.tier.name} (${card.data.tier.riskLevel} risk)` : 'N/A'}
          </Text>
        </Stack>
        <DisabledReason reason={editable ? undefined : lockedReason}>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </DisabledReason>
      </Group>
      {card.data.tier === null && factors.some((factor) => factor.factorAttributeId !== null) ? (
        <Alert color="orange" title="No tier">
          {NO_TIER_WARNING}
        </Alert>
      ) : null}
    </Stack>
  );
}
