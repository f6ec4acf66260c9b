import { NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { INTEREST_METHOD_LABELS, type InterestMethod } from '@sewabeli/domain';
import type { ReactNode } from 'react';
import {
  formatCap,
  formatLateChargeRate,
  formatPercent,
  formatYears,
  INTEREST_METHOD_OPTIONS,
} from '../program-format';

export interface ProgramInfoDraft {
  name: string;
  percentageOnNew: number | string;
  percentageOnUsed: number | string;
  interestMethod: InterestMethod;
  /** Issue 41: percent p.a.; '' for none. */
  lateChargeRate: number | string;
}

export interface ProgramInfoProps {
  program: {
    name: string;
    maxCapped: number;
    maxTenure: number;
    percentageOnNew: number;
    percentageOnUsed: number;
    interestMethod: InterestMethod;
    lateChargeRate: number | null;
    lateChargeCap: number;
  };
  /** Edit mode when given. */
  draft?: ProgramInfoDraft;
  errors?: Partial<Record<keyof ProgramInfoDraft, string>>;
  onChange?: (draft: ProgramInfoDraft) => void;
}

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

/** Collections §2.6: the name and the percentages for new and used (editable); the amount and tenure as read. */
export function ProgramInfo({ program, draft, errors = {}, onChange }: ProgramInfoProps) {
  const set = (patch: Partial<ProgramInfoDraft>) => draft && onChange?.({ ...draft, ...patch });
  return (
    <Paper withBorder p="lg" mb="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 5 }} spacing="lg" verticalSpacing="md">
        {draft ? (
          <>
            <TextInput
              label="Program Name"
              withAsterisk
              maxLength={255}
              value={draft.name}
              error={errors.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <NumberInput
              label="Maximum Loan % (New)"
              withAsterisk
              hideControls
              suffix="%"
              decimalScale={2}
              value={draft.percentageOnNew}
              error={errors.percentageOnNew}
              onChange={(value) => set({ percentageOnNew: value })}
            />
            <NumberInput
              label="Maximum Loan % (Pre-Owned)"
              withAsterisk
              hideControls
              suffix="%"
              decimalScale={2}
              value={draft.percentageOnUsed}
              error={errors.percentageOnUsed}
              onChange={(value) => set({ percentageOnUsed: value })}
            />
            <Select
              label="Interest Method"
              description="New order lines take it; lines already added keep theirs"
              data={INTEREST_METHOD_OPTIONS}
              allowDeselect={false}
              value={draft.interestMethod}
              error={errors.interestMethod}
              onChange={(value) => value && set({ interestMethod: value as InterestMethod })}
            />
            <NumberInput
              label="Late-Payment Rate"
              description={`Per annum, for new agreements; at most ${program.lateChargeCap.toFixed(2)}% under the Hire-Purchase Act; empty: none`}
              hideControls
              suffix="%"
              decimalScale={2}
              min={0}
              value={draft.lateChargeRate}
              error={errors.lateChargeRate}
              onChange={(value) => set({ lateChargeRate: value })}
            />
          </>
        ) : (
          <>
            <Field label="Program Name">{program.name}</Field>
            <Field label="Maximum Loan % (New)">{formatPercent(program.percentageOnNew)}</Field>
            <Field label="Maximum Loan % (Pre-Owned)">{formatPercent(program.percentageOnUsed)}</Field>
            <Field label="Interest Method">{INTEREST_METHOD_LABELS[program.interestMethod]}</Field>
            <Field label="Late-Payment Rate">{formatLateChargeRate(program.lateChargeRate)}</Field>
          </>
        )}
        <Field label="Maximum Loan Amount">{formatCap(program.maxCapped)}</Field>
        <Field label="Max Tenure">{formatYears(program.maxTenure)}</Field>
      </SimpleGrid>
    </Paper>
  );
}
