import { Anchor, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { type AnalyticsRangeInput, formatDate, formatMoney, type OverdueAgeBucket } from '@sewabeli/domain';
import { Link } from 'react-router-dom';
import { useOverdueDetail } from '../hooks/use-collections';

export type DetailPoint =
  | { bucket: OverdueAgeBucket; month?: undefined }
  | { month: string; bucket?: undefined };

/** Collections §2.3 detail modal: the overdue instalments behind a chart point, each cell a link. */
export function OverdueDetailModal({
  range,
  point,
  onClose,
}: {
  range: AnalyticsRangeInput;
  point: DetailPoint | null;
  onClose: () => void;
}) {
  const detail = useOverdueDetail(range, point);
  const title = point?.bucket
    ? `Overdue ${point.bucket} days`
    : point?.month
      ? `Overdue of ${point.month}`
      : '';
  const rows = detail.data?.rows ?? [];
  return (
    <Modal opened={point !== null} onClose={onClose} title={title} size="80rem" centered>
      {detail.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading" />
        </Center>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {detail.data && detail.data.total > rows.length
              ? `The ${rows.length} largest of ${detail.data.total} overdue installments`
              : `${rows.length} overdue installments`}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped="even" data-testid="overdue-detail">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Hp Agreement No.</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Brand</Table.Th>
                  <Table.Th>Installment</Table.Th>
                  <Table.Th>Due Date</Table.Th>
                  <Table.Th ta="right">Days Overdue</Table.Th>
                  <Table.Th ta="right">Overdue (RM)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8} ta="center">
                      No Record Found
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/application/collection/profile/${row.agreementId}`}>
                          {row.hpNo}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/company/profile/${row.hirerId}`}>
                          {row.hirerName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/product/profile/${row.productId}`}>
                          {row.productName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/type/profile/${row.brandId}`}>
                          {row.brandName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.description}</Table.Td>
                      <Table.Td>{formatDate(row.dueDate)}</Table.Td>
                      <Table.Td ta="right">{row.daysPastDue}</Table.Td>
                      <Table.Td ta="right">{formatMoney(row.unpaid)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Modal>
  );
}
