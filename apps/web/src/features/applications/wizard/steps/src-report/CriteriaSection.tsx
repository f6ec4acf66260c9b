import { ActionIcon, Select, Table, Text, Tooltip } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { GrowingTextarea } from '../../../../../components/inputs/GrowingTextarea';
import { CRITERIA_STATUS_OPTIONS, optionToStatus, type SrcDraft, statusToOption } from './src-report-draft';
import type { SrcReport } from './use-src-report';

export interface CriteriaSectionProps {
  criteria: SrcReport['criteria'];
  draft: SrcDraft['criteria'];
  onChange: (id: number, change: Partial<SrcDraft['criteria'][number]>) => void;
  disabled: boolean;
}

/** Origination §2: per criterion Y / N / N/A and a remark, with the credit-bureau remark one click away. */
export function CriteriaSection({ criteria, draft, onChange, disabled }: CriteriaSectionProps) {
  if (criteria.length === 0) return <Text c="gray.8">No Record Found</Text>;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label="Criteria">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Criteria</Table.Th>
            <Table.Th w={120}>Status</Table.Th>
            <Table.Th w={360}>Remark</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {criteria.map((row) => {
            const value = draft[row.id] ?? { status: null, remark: '' };
            return (
              <Table.Tr key={row.id} data-testid={`criteria-${row.id}`}>
                <Table.Td>
                  <Text size="xs" tt="uppercase" fw={600} c="gray.7">
                    {row.category}
                  </Text>
                  <Text fw={600}>{row.name}</Text>
                  <Text size="sm" c="gray.8">
                    {row.description}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Status of ${row.name}`}
                    data={CRITERIA_STATUS_OPTIONS.map((option) => ({ ...option }))}
                    value={statusToOption(value.status)}
                    onChange={(option) => onChange(row.id, { status: optionToStatus(option) })}
                    allowDeselect={false}
                    disabled={disabled}
                    comboboxProps={{ transitionProps: { duration: 0 } }}
                  />
                </Table.Td>
                <Table.Td>
                  <GrowingTextarea
                    aria-label={`Remark on ${row.name}`}
                    minRows={1}
                    value={value.remark}
                    onChange={(event) => onChange(row.id, { remark: event.currentTarget.value })}
                    disabled={disabled}
                    rightSection={
                      <Tooltip
                        label={row.ctosRemark ? 'Paste the credit-bureau remark' : 'No credit-bureau remark'}
                      >
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Paste the credit-bureau remark into ${row.name}`}
                          disabled={disabled || !row.ctosRemark}
                          onClick={() => onChange(row.id, { remark: row.ctosRemark ?? '' })}
                        >
                          <IconClipboardText size={18} />
                        </ActionIcon>
                      </Tooltip>
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
