import { Table, Text } from '@mantine/core';
import { formatCap, formatPercent, formatYears } from '../program-format';
import type { StoredTier } from './tier-rows';

export const TIER_HEADERS = [
  'Name',
  'Min Score',
  'Max Score',
  'Risk Level',
  'Min Interest',
  'Max Interest',
  'Max Tenure',
  'Max Capped',
] as const;

/** Collections §2.6 tiers, read mode. 'Max Interest' shows the maximum interest (decisions.md §1). */
export function TierTable({ tiers }: { tiers: readonly StoredTier[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped="even" verticalSpacing="sm" horizontalSpacing="md" aria-label="Tiers">
        <Table.Thead>
          <Table.Tr>
            {TIER_HEADERS.map((header) => (
              <Table.Th key={header} style={{ whiteSpace: 'nowrap' }}>
                <Text fw={600} size="sm" c="gray.8">
                  {header}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={TIER_HEADERS.length} ta="center" c="dimmed" py="lg">
                No Record Found
              </Table.Td>
            </Table.Tr>
          ) : (
            tiers.map((tier) => (
              <Table.Tr key={tier.id}>
                <Table.Td fw={500}>{tier.name}</Table.Td>
                <Table.Td>{tier.minScore}</Table.Td>
                <Table.Td>{tier.maxScore}</Table.Td>
                <Table.Td>{tier.riskLevel}</Table.Td>
                <Table.Td>{formatPercent(tier.minInterestRate)}</Table.Td>
                <Table.Td>{formatPercent(tier.maxInterestRate)}</Table.Td>
                <Table.Td>{formatYears(tier.maxTenure)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCap(tier.maxCapped)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
