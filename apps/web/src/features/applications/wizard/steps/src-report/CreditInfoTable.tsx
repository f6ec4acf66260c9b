import { Table, Text } from '@mantine/core';
import { Money } from '../../../../../components/Money';

export interface CreditInfoTableProps {
  rows: readonly { id: number; month: string; withdrawal: number; deposit: number }[];
}

const monthLabel = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/** Origination §2 credit information: the bank statement summary per month (read by the document analysis). */
export function CreditInfoTable({ rows }: CreditInfoTableProps) {
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
              <Table.Td>{monthLabel(row.month)}</Table.Td>
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
