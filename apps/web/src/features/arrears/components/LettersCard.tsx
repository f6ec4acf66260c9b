import { Paper, Table, Title } from '@mantine/core';
import { orNA } from '@sewabeli/domain';
import { useAgreementMessages } from '../hooks/use-arrears';
import { ApprovedCell, DeliveryCells, DeliveryHeaders, EmptyRow } from './MessageCells';

/** Issue 32: the agreement's letters and e-mails of the arrears ladder, on its collection profile. */
export function LettersCard({ applicantProductId }: { applicantProductId: number }) {
  const messages = useAgreementMessages(applicantProductId);
  const rows = messages.data ?? [];
  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label="Letters and e-mails">
      <Title order={3} fz="lg" mb="md">
        Letters and E-mails
      </Title>
      <Table.ScrollContainer minWidth={800}>
        <Table verticalSpacing="sm" data-testid="arrears-letters">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Approved</Table.Th>
              <Table.Th>Letter</Table.Th>
              <Table.Th>To</Table.Th>
              <DeliveryHeaders />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <EmptyRow columns={7} loading={messages.isLoading} />}
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <ApprovedCell row={row} />
                <Table.Td>
                  {row.label} ({row.language === 'ms' ? 'BM' : 'EN'})
                </Table.Td>
                <Table.Td>{orNA(row.recipient)}</Table.Td>
                <DeliveryCells row={row} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
