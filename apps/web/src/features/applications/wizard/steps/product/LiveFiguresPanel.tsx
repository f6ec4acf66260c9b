import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRM, INTEREST_METHOD_LABELS, type InterestMethod, prepaymentPairLabel } from '@sewabeli/domain';
import type { ReactNode } from 'react';
import { InstalmentSplitTable } from '../../../../../components/display/InstalmentSplitTable';
import type { LiveFigures } from './product-form';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

const percent = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? 'N/A' : `${value.toFixed(2)}%`;

/** 'RM 2,837.50 x 35 months + final RM 2,837.55' (origination §2: the monthly payment for n-1 months plus a final). */
export function instalmentText(monthly: number, final: number, months: number): string {
  return `${formatRM(monthly)} x ${months - 1} months + final ${formatRM(final)}`;
}

/** The calculate figures as the officer types (decisions §3); line totals when there are several units. */
export function LiveFiguresPanel({
  figures,
  prepayment,
  method,
}: {
  figures: LiveFigures | null;
  prepayment: readonly [number, number];
  /** Issue 14: the method the line is quoted by (its program's when added, its own when edited). */
  method: InterestMethod;
}) {
  const quote = figures?.quote ?? null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Calculated figures" role="region">
      {figures?.quoteProblem && (
        <Text size="sm" c="red.8" mb="xs" role="status">
          {figures.quoteProblem}
        </Text>
      )}
      {figures?.capIssue && (
        <Text size="sm" c="red.8" mb="xs" role="status" data-testid="figure-cap-issue">
          {figures.capIssue}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Figure label="Interest method" testId="figure-method">
          {INTEREST_METHOD_LABELS[method]}
        </Figure>
        <Figure label="Maximum finance amount (per unit)" testId="figure-max-finance">
          {formatRM(figures?.loan.maxLoanAmount)}
        </Figure>
        <Figure label="Margin of finance" testId="figure-margin">
          {percent(figures?.loan.marginFinance)}
        </Figure>
        <Figure label="Downpayment" testId="figure-downpayment">
          {formatRM(figures?.loan.downpayment)}
        </Figure>
        <Figure label="Insurance (+ 8% SST)" testId="figure-insurance">
          {figures ? `${formatRM(figures.loan.insurance)} + ${formatRM(figures.loan.insuranceSST)}` : 'N/A'}
        </Figure>
        <Figure label="Total interest" testId="figure-interest">
          {formatRM(quote?.totalInterest)}
        </Figure>
        <Figure label="Total payable" testId="figure-payable">
          {formatRM(quote?.totalPayable)}
        </Figure>
        <Figure label="Monthly payment" testId="figure-monthly">
          {quote ? instalmentText(quote.monthlyInstallment, quote.finalInstallment, quote.months) : 'N/A'}
        </Figure>
        <Figure label={`Prepayment (${prepaymentPairLabel(prepayment)})`} testId="figure-prepayment">
          {formatRM(quote?.prepaymentAmount)}
        </Figure>
        <Figure label="Effective interest rate (EIR)" testId="figure-effective">
          {percent(quote?.effectiveRate)}
        </Figure>
      </SimpleGrid>
      {quote?.method === 'reducing_balance' && (
        <Stack mt="sm" gap={0}>
          <InstalmentSplitTable rows={quote.split} />
        </Stack>
      )}
    </Paper>
  );
}
