import { ActionIcon, NumberInput, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { RISK_LEVELS, TIER_MAX_TENURE_LIMIT } from '@sewabeli/domain';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { TIER_HEADERS } from './TierTable';
import { isBlankTier, type TierDraft, type TierErrors, type TierField, tidyTierRows } from './tier-rows';

export interface TierEditTableProps {
  rows: readonly TierDraft[];
  errors: TierErrors;
  onChange: (rows: TierDraft[]) => void;
}

const TENURE_OPTIONS = Array.from({ length: TIER_MAX_TENURE_LIMIT + 1 }, (_, years) => ({
  value: String(years),
  label: String(years),
}));
const RISK_OPTIONS = RISK_LEVELS.map((level) => ({ value: level, label: level }));

/** Collections §2.6 tiers, edit mode: a delete/undo toggle per row and a blank row for a new tier. */
export function TierEditTable({ rows, errors, onChange }: TierEditTableProps) {
  const set = <F extends TierField>(key: string, field: F, value: TierDraft[F]) =>
    onChange(tidyTierRows(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row))));
  const toggle = (key: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, deleted: !row.deleted } : row)));

  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing={6} horizontalSpacing={6} aria-label="Tiers">
        <Table.Thead>
          <Table.Tr>
            {TIER_HEADERS.map((header) => (
              <Table.Th key={header} style={{ whiteSpace: 'nowrap' }}>
                <Text fw={600} size="sm" c="gray.8">
                  {header}
                </Text>
              </Table.Th>
            ))}
            <Table.Th w={44} aria-label="Delete" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const e = errors[row.key] ?? {};
            const blank = isBlankTier(row);
            const label = (field: string) => `${field} of tier ${index + 1}`;
            const common = { size: 'xs' as const, disabled: row.deleted };
            return (
              <Table.Tr
                key={row.key}
                data-deleted={row.deleted || undefined}
                style={{ opacity: row.deleted ? 0.55 : 1 }}
              >
                <Table.Td miw={150}>
                  <TextInput
                    {...common}
                    aria-label={label('Name')}
                    placeholder={blank ? 'New tier' : undefined}
                    value={row.name}
                    error={e.name}
                    td={row.deleted ? 'line-through' : undefined}
                    onChange={(event) => set(row.key, 'name', event.currentTarget.value)}
                  />
                </Table.Td>
                <Table.Td w={92}>
                  <NumberInput
                    {...common}
                    aria-label={label('Min Score')}
                    hideControls
                    decimalScale={2}
                    value={row.minScore}
                    error={e.minScore}
                    onChange={(value) => set(row.key, 'minScore', value)}
                  />
                </Table.Td>
                <Table.Td w={92}>
                  <NumberInput
                    {...common}
                    aria-label={label('Max Score')}
                    hideControls
                    decimalScale={2}
                    value={row.maxScore}
                    error={e.maxScore}
                    onChange={(value) => set(row.key, 'maxScore', value)}
                  />
                </Table.Td>
                <Table.Td w={104}>
                  <Select
                    {...common}
                    aria-label={label('Risk Level')}
                    data={RISK_OPTIONS}
                    value={row.riskLevel}
                    error={e.riskLevel}
                    comboboxProps={{ withinPortal: true }}
                    onChange={(value) => set(row.key, 'riskLevel', value)}
                  />
                </Table.Td>
                <Table.Td w={100}>
                  <NumberInput
                    {...common}
                    aria-label={label('Min Interest')}
                    hideControls
                    suffix="%"
                    decimalScale={4}
                    value={row.minInterestRate}
                    error={e.minInterestRate}
                    onChange={(value) => set(row.key, 'minInterestRate', value)}
                  />
                </Table.Td>
                <Table.Td w={100}>
                  <NumberInput
                    {...common}
                    aria-label={label('Max Interest')}
                    hideControls
                    suffix="%"
                    decimalScale={4}
                    value={row.maxInterestRate}
                    error={e.maxInterestRate}
                    onChange={(value) => set(row.key, 'maxInterestRate', value)}
                  />
                </Table.Td>
                <Table.Td w={96}>
                  <Select
                    {...common}
                    aria-label={label('Max Tenure')}
                    data={TENURE_OPTIONS}
                    value={row.maxTenure}
                    error={e.maxTenure}
                    comboboxProps={{ withinPortal: true }}
                    onChange={(value) => set(row.key, 'maxTenure', value)}
                  />
                </Table.Td>
                <Table.Td w={150}>
                  <TextInput
                    {...common}
                    aria-label={label('Max Capped')}
                    leftSection="RM"
                    leftSectionWidth={32}
                    inputMode="decimal"
                    placeholder="0.00"
                    value={row.maxCapped}
                    error={e.maxCapped}
                    onChange={(event) => set(row.key, 'maxCapped', event.currentTarget.value)}
                  />
                </Table.Td>
                <Table.Td>
                  {!blank && (
                    <Tooltip label={row.deleted ? 'Undo' : 'Delete'}>
                      <ActionIcon
                        variant="subtle"
                        color={row.deleted ? 'gray' : 'red'}
                        aria-label={
                          row.deleted ? `Undo delete of tier ${index + 1}` : `Delete tier ${index + 1}`
                        }
                        onClick={() => toggle(row.key)}
                      >
                        {row.deleted ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
