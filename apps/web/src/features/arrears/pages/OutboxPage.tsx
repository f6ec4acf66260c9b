import { Badge, Paper, SegmentedControl, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { Pager } from '../../../components/data-table/Pager';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCan } from '../../auth/hooks/use-current-user';
import {
  AgreementCell,
  ApprovedCell,
  DeliveryCells,
  DeliveryHeaders,
  EmptyRow,
  SearchBox,
} from '../components/MessageCells';
import { type LetterRef, WithdrawLetterModal } from '../components/WithdrawLetterModal';
import { type DeliveryStatus, useArrearsMessages } from '../hooks/use-arrears';

const PAGE_SIZE = 20;

const STATUSES: { value: DeliveryStatus | 'all'; label: string }[] = [
  { value: 'outbox', label: 'Outbox' },
  { value: 'failed', label: 'Failed' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'all', label: 'All' },
];

/** A letter not sent yet may be withdrawn (issue 41). */
const WITHDRAWABLE: readonly DeliveryStatus[] = ['queued', 'outbox', 'failed'];

/**
 * Issue 32: Collection > Outbox: the letters and e-mails approved in the queue. Without SMTP_URL (demo mode) the
 * e-mails stay here unsent, each with its PDF to open, print or send by hand. Issue 41: one not sent yet can be
 * withdrawn with a reason. At 1280 px every column fits: the recipient sits under the company.
 */
export function OutboxPage() {
  const [status, setStatus] = useState<DeliveryStatus | 'all'>('outbox');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const [withdrawing, setWithdrawing] = useState<LetterRef | null>(null);
  const locked = useCan('arrears.run').reason;
  const list = useArrearsMessages({
    status: status === 'all' ? null : status,
    search: debounced,
    page,
    pageSize: PAGE_SIZE,
  });
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title="Outbox" subtitle="Letters and e-mails of the arrears ladder, newest first" />
      <Paper withBorder p="md" radius="md">
        <SegmentedControl
          aria-label="Delivery status"
          mb="md"
          value={status}
          onChange={(value) => {
            setStatus(value as DeliveryStatus | 'all');
            setPage(1);
          }}
          data={STATUSES}
        />
        <SearchBox
          placeholder="Search company, HP No. or e-mail"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Table.ScrollContainer minWidth={880} mt="sm">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Approved</Table.Th>
                <Table.Th>Letter</Table.Th>
                <Table.Th>HP No.</Table.Th>
                <Table.Th>Company / To</Table.Th>
                <DeliveryHeaders />
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow columns={9} loading={list.isLoading} />}
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <ApprovedCell row={row} />
                  <Table.Td>
                    {row.label}{' '}
                    <Badge size="xs" variant="outline" radius="sm">
                      {row.language === 'ms' ? 'BM' : 'EN'}
                    </Badge>
                  </Table.Td>
                  <AgreementCell row={row} />
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {row.hirerName}
                    <Text size="xs" c="dimmed">
                      {row.recipient ?? 'No e-mail address'}
                    </Text>
                  </Table.Td>
                  <DeliveryCells row={row} />
                  <Table.Td>
                    {WITHDRAWABLE.includes(row.deliveryStatus) && (
                      <LockableButton
                        size="compact-sm"
                        variant="default"
                        lockedReason={locked}
                        onClick={() => setWithdrawing(row)}
                      >
                        Withdraw
                      </LockableButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} />
      </Paper>
      <WithdrawLetterModal letter={withdrawing} onClose={() => setWithdrawing(null)} />
    </>
  );
}
