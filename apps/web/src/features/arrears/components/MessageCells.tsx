import { Anchor, Table, Text, TextInput } from '@mantine/core';
import { formatDate, formatDateTime, NO_RECORD_FOUND } from '@sewabeli/domain';
import { Link } from 'react-router-dom';
import { Money } from '../../../components/display/Money';
import type { DeliveryStatus } from '../hooks/use-arrears';
import { DeliveryBadge } from './DeliveryBadge';

/** 'No Record Found' (or Loading…) across a table's columns. */
export function EmptyRow({ columns, loading }: { columns: number; loading?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center" c="dimmed">
        {loading ? 'Loading…' : NO_RECORD_FOUND}
      </Table.Td>
    </Table.Tr>
  );
}

export interface MessageRow {
  approvedAt: Date;
  approvedByName: string;
  amountDue: number | null;
  payBy: string | null;
  deliveryStatus: DeliveryStatus;
  error: string | null;
  withdrawnReason: string | null;
  storedFileId: number | null;
}

/** When and by whom a letter was approved. */
export function ApprovedCell({ row }: { row: MessageRow }) {
  return (
    <Table.Td>
      {formatDateTime(row.approvedAt)}
      <Text size="xs" c="dimmed">
        by {row.approvedByName}
      </Text>
    </Table.Td>
  );
}

/** Amount due, pay-by date, delivery status and the PDF: the last cells of a letter's row. */
export function DeliveryCells({ row }: { row: MessageRow }) {
  return (
    <>
      <Table.Td ta="right">
        <Money sen={row.amountDue} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.payBy)}</Table.Td>
      <Table.Td>
        <DeliveryBadge
          status={row.deliveryStatus}
          error={row.deliveryStatus === 'withdrawn' ? row.withdrawnReason : row.error}
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {row.storedFileId === null ? (
          'N/A'
        ) : (
          <Anchor href={`/files/${row.storedFileId}`} target="_blank" rel="noopener">
            Open PDF
          </Anchor>
        )}
      </Table.Td>
    </>
  );
}

/** The headers of DeliveryCells. */
export function DeliveryHeaders() {
  return (
    <>
      <Table.Th ta="right">Amount Due</Table.Th>
      <Table.Th>Pay By</Table.Th>
      <Table.Th w={120}>Status</Table.Th>
      <Table.Th>PDF</Table.Th>
    </>
  );
}

/** A list's search box: a change goes back to the first page (`onChange`), searched in SQL by the server. */
export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <TextInput
      aria-label="Search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={300}
    />
  );
}

/** The agreement's HP number, opening its collection profile. */
export function AgreementCell({ row }: { row: { applicantProductId: number; hpNo: string | null } }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={`/application/collection/profile/${row.applicantProductId}`}>
        {row.hpNo ?? 'N/A'}
      </Anchor>
    </Table.Td>
  );
}
