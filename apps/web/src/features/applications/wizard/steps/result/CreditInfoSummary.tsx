import { Table, Text } from '@mantine/core';
import { creditInfoMonthLabel } from '@sewabeli/domain';
import { Money } from '../../../../../components/display/Money';

export interface CreditInfoSummaryProps {
  rows: readonly { id: number; month: string; withdrawal: number; deposit: number }[];
}

/** Origination §2 Result: the credit information as saved on the SRC Report step, read-only. */
export function CreditInfoSummary({ rows }: CreditInfoSummaryProps) {
  return (
    <Table aria-label="Credit information" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Month</Table.Th>
          <Table.Th ta="right">Withdrawal</Table.Th>
          <Table.Th ta="right">Deposit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={3}>
              <Text c="gray.8" ta="center">
                No Record Found
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{creditInfoMonthLabel(row.month)}</Table.Td>
              <Table.Td ta="right">
                <Money sen={row.withdrawal} />
              </Table.Td>
              <Table.Td ta="right">
                <Money sen={row.deposit} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
