import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  formatRM,
  INSURANCE_RATE_OPTIONS,
  INTEREST_METHOD_LABELS,
  orNA,
  prepaymentPairLabel,
} from '@sewabeli/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { InstalmentSplitTable, rateText } from '../../../../../components/display/InstalmentSplitTable';
import type { RouterOutputs } from '../../../../../lib/trpc';
import { instalmentText } from './LiveFiguresPanel';

export type ProductLine = RouterOutputs['applicationProduct']['step']['lines'][number];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Group>
  );
}

function insuranceText(line: ProductLine): string {
  if (line.insuranceRate === 0) return 'Opt Out';
  const label = INSURANCE_RATE_OPTIONS.find((option) => option.value === line.insuranceRate)?.label;
  return `${label ?? `${line.insuranceRate}%`}: ${formatRM(line.insurancePremium)} + SST ${formatRM(line.insuranceSst)}`;
}

/** Origination §2: one model, the lines of each of its conditions. */
export interface ModelGroup {
  key: string;
  title: string;
  lines: ProductLine[];
}

/** Cards grouped by model (brand and model), a section per condition, in the order the lines were added. */
export function groupByModel(lines: readonly ProductLine[]): ModelGroup[] {
  const groups = new Map<string, ModelGroup>();
  for (const line of lines) {
    const key = String(line.productId);
    const group = groups.get(key) ?? { key, title: `${line.brandName} ${line.productName}`, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface ProductCardsProps {
  lines: readonly ProductLine[];
  editable: boolean;
  onEdit: (line: ProductLine) => void;
  onDelete: (line: ProductLine) => void;
}

/** The added products (origination §2): every figure of the line, with edit and delete while editable. */
export function ProductCards({ lines, editable, onEdit, onDelete }: ProductCardsProps) {
  if (lines.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="no-products">
        No products added yet.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {groupByModel(lines).map((group) => (
        <Card key={group.key} withBorder radius="md" padding="md" data-testid="product-card">
          <Title order={3} size="h5" mb="xs">
            {group.title}
          </Title>
          <Stack gap="md">
            {group.lines.map((line) => (
              <Stack
                key={line.id}
                gap={4}
                data-testid={`product-line-${line.id}`}
                aria-label={`${group.title} ${line.condition}`}
                role="group"
              >
                <Group justify="space-between">
                  <Badge variant="light" color={line.condition === 'New' ? 'teal' : 'gray'}>
                    {line.condition}
                  </Badge>
                  {editable && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => onEdit(line)}
                        aria-label={`Edit ${group.title} ${line.condition}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => onDelete(line)}
                        aria-label={`Delete ${group.title} ${line.condition}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  )}
                </Group>
                <Row label="Vendor">{line.vendorName}</Row>
                <Row label="Quantity">{line.quantity}</Row>
                <Row label="Cost (per unit)">{formatRM(line.cost)}</Row>
                <Row label="Year of manufacture">{orNA(line.manufactureYear)}</Row>
                <Row label="JPJ registration fee (per unit)">{formatRM(line.jpjFee)}</Row>
                <Row label="Tenure">{line.months} months</Row>
                <Row label="Finance amount (per unit)">
                  {formatRM(line.loanAmount)} ({line.marginFinance.toFixed(2)}% margin of finance)
                </Row>
                <Row label={`Prepayment (${prepaymentPairLabel(line.prepayment)})`}>
                  {formatRM(line.prepaymentAmount)}
                </Row>
                <Row label="Insurance">{insuranceText(line)}</Row>
                <Row label="Downpayment">{formatRM(line.downpayment)}</Row>
                <Row label="Interest rate">
                  <span data-testid="card-rate">
                    {rateText(
                      INTEREST_METHOD_LABELS[line.interestMethod],
                      line.interestRate,
                      line.effectiveRate,
                    )}
                  </span>
                </Row>
                <Row label="Total payable">{formatRM(line.totalPayable)}</Row>
                <Row label="Monthly payment">
                  <span data-testid="card-monthly">
                    {instalmentText(line.monthlyInstallment, line.finalInstallment, line.months)}
                  </span>
                </Row>
                <Row label="Payment method">{line.paymentMethod}</Row>
                {line.split && <InstalmentSplitTable rows={line.split} />}
              </Stack>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
