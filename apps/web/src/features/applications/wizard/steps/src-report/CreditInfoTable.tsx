import { ActionIcon, Button, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { creditInfoMonthLabel } from '@sewabeli/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyInput } from './MoneyInput';
import { type CreditInfoRowDraft, withCreditInfoMonth } from './src-report-draft';

const RIGHT_ALIGNED = { input: { textAlign: 'right' as const } };

export interface CreditInfoTableProps {
  rows: readonly CreditInfoRowDraft[];
  onChange: (rows: CreditInfoRowDraft[]) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
}

/**
 * Origination §2 credit information: the bank statement summary per month, read by the document analysis and
 * corrected here (amounts edited, months added or removed); stored with the step's Save.
 */
export function CreditInfoTable({ rows, onChange, onRemove, disabled }: CreditInfoTableProps) {
  const [month, setMonth] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const set = (key: string, change: Partial<CreditInfoRowDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    const added = withCreditInfoMonth(rows, month);
    setIssue(added.issue);
    if (added.rows) {
      onChange(added.rows);
      setMonth('');
    }
  };

  return (
    <>
      <Table aria-label="Credit information" striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th ta="right">Withdrawal</Table.Th>
            <Table.Th ta="right">Deposit</Table.Th>
            {disabled ? null : (
              <Table.Th w={60}>
                <Text span size="sm" fw={700}>
                  Remove
                </Text>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={disabled ? 3 : 4}>
                <Text c="gray.8" ta="center">
                  No Record Found
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const label = creditInfoMonthLabel(row.month);
              return (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td>
                    <MoneyInput
                      aria-label={`Withdrawal ${label}`}
                      sen={row.withdrawal}
                      onSen={(sen) => set(row.key, { withdrawal: sen })}
                      allowNegative={false}
                      disabled={disabled}
                      size="xs"
                      styles={RIGHT_ALIGNED}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput
                      aria-label={`Deposit ${label}`}
                      sen={row.deposit}
                      onSen={(sen) => set(row.key, { deposit: sen })}
                      allowNegative={false}
                      disabled={disabled}
                      size="xs"
                      styles={RIGHT_ALIGNED}
                    />
                  </Table.Td>
                  {disabled ? null : (
                    <Table.Td>
                      <Tooltip label={`Remove ${label}`} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${label}`}
                          onClick={() => onRemove(row.key)}
                        >
                          <IconTrash size={16} stroke={1.6} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
      {disabled ? null : (
        <Group gap="xs" align="flex-start">
          <TextInput
            label="Month (MM-YYYY)"
            placeholder="01-2026"
            w={180}
            value={month}
            error={issue}
            onChange={(event) => {
              setMonth(event.currentTarget.value);
              setIssue(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="light" mt={25} onClick={add}>
            Add Month
          </Button>
        </Group>
      )}
    </>
  );
}
