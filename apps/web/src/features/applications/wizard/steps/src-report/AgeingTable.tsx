import { Table } from '@mantine/core';
import { type AgeingAmounts, ageingLines } from '@sewabeli/domain';
import { Money } from '../../../../../components/display/Money';
import { MoneyInput } from './MoneyInput';

export interface AgeingTableProps {
  title: string;
  amounts: AgeingAmounts;
  onChange: (amounts: AgeingAmounts) => void;
  disabled: boolean;
}

/** Origination §2 debtors / creditors ageing: each bucket in RM, RM thousands and % of the total. */
export function AgeingTable({ title, amounts, onChange, disabled }: AgeingTableProps) {
  return (
    <Table aria-label={title} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ageing</Table.Th>
          <Table.Th ta="right">Amount (RM)</Table.Th>
          <Table.Th ta="right">RM '000</Table.Th>
          <Table.Th ta="right">%</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ageingLines(amounts).map((line) => (
          <Table.Tr key={line.key} fw={line.key === 'total' ? 700 : undefined}>
            <Table.Th scope="row">{line.label}</Table.Th>
            <Table.Td ta="right" w={220}>
              {line.key === 'total' ? (
                <Money sen={line.amount} />
              ) : (
                <MoneyInput
                  aria-label={`${title}: ${line.label}`}
                  sen={amounts[line.key]}
                  onSen={(sen) => onChange({ ...amounts, [line.key]: Math.max(0, sen ?? 0) })}
                  disabled={disabled}
                  size="xs"
                />
              )}
            </Table.Td>
            <Table.Td ta="right">{line.thousands}</Table.Td>
            <Table.Td ta="right">{line.percent.toFixed(2)}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
