import { ActionIcon, Badge, Group, Select } from '@mantine/core';
import {
  ARREARS_ACTION_LABELS,
  ARREARS_ACTIONS,
  type ArrearsAction,
  formatMoney,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { confirmDelete } from '../../../components/dialogs/confirm-delete';
import { notifySuccess } from '../../../components/dialogs/notify';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { currentPaymentColour } from '../components/badges';
import { type CollectionStatus, useCollectionList, useDeleteCollection } from '../hooks/use-collections';

type Row = RouterOutputs['collection']['list']['rows'][number] & { rowNo: number };

const STATUS_SUBTITLE: Record<CollectionStatus, string> = {
  pending: 'All Pending Collections',
  settled: 'All Settled Collections',
  all: 'All Collections',
};

export function statusOf(param: string | undefined): CollectionStatus {
  return param === 'settled' || param === 'all' ? param : 'pending';
}

const money = (sen: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(sen)}</span>;

/** Collections §2.1 Collection list: server paging, search and sort over the ledger-derived columns. */
export function CollectionListPage() {
  const status = statusOf(useParams().status);
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery({ sortBy: 'hpNo' });
  const [ladderStep, setLadderStep] = useState<ArrearsAction | null>(null);
  const list = useCollectionList(status, query, ladderStep);
  const remove = useDeleteCollection();
  const deleteLocked = useCan('collection.delete').reason;

  const data = useMemo(
    () =>
      list.data && {
        ...list.data,
        rows: list.data.rows.map((row, index) => ({
          ...row,
          rowNo: (list.data.page - 1) * list.data.pageSize + index + 1,
        })),
      },
    [list.data],
  );

  const onDelete = async (row: Row) => {
    if (!(await confirmDelete())) return;
    remove.mutate({ id: row.id }, { onSuccess: () => notifySuccess(SUCCESS_TEXTS.deleted) });
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'rowNo', header: '#', sortable: false, searchable: false, width: 56 },
    { key: 'hirerName', header: 'Hirer', minWidth: 220 },
    { key: 'brandName', header: 'Brand', minWidth: 130 },
    { key: 'productName', header: 'Product', minWidth: 210 },
    // Issue 29: the HP number and the action stay in view at 1280 px while the rest scrolls under them.
    { key: 'hpNo', header: 'Hp Agreement No.', pin: 'start' },
    { key: 'paidAmount', header: 'Paid Amount', align: 'right', render: (r) => money(r.paidAmount) },
    { key: 'loanAmount', header: 'Loan Amount', align: 'right', render: (r) => money(r.loanAmount) },
    {
      key: 'totalPayable',
      header: 'Total Payable (RM)',
      align: 'right',
      render: (r) => money(r.totalPayable),
    },
    { key: 'tenure', header: 'Tenure (Year)', align: 'center' },
    {
      key: 'currentPayment',
      header: 'Current Payment',
      searchable: false,
      render: (r) => (
        <Badge color={currentPaymentColour(r.currentPayment)} variant="filled">
          {r.currentPayment}
        </Badge>
      ),
      csv: (r) => r.currentPayment,
    },
    { key: 'overdueMonths', header: 'Overdue Months', align: 'center' },
    {
      key: 'actions',
      header: 'Action',
      sortable: false,
      searchable: false,
      noExport: true,
      pin: 'end',
      render: (r) => (
        <DisabledReason reason={deleteLocked} label={`Delete ${r.hpNo ?? 'collection'}`}>
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={`Delete ${r.hpNo ?? 'collection'}`}
            onClick={(event) => {
              event.stopPropagation();
              void onDelete(r);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </DisabledReason>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Collection" subtitle={STATUS_SUBTITLE[status]} />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={data}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(`/application/collection/profile/${row.id}`)}
        minWidth={1660}
        toolbar={
          <Group gap="sm" wrap="nowrap">
            <Select
              aria-label="Collection status"
              data={[
                { value: 'pending', label: 'Pending' },
                { value: 'settled', label: 'Settled' },
                { value: 'all', label: 'All' },
              ]}
              value={status}
              allowDeselect={false}
              onChange={(value) => {
                setQuery({ ...query, page: 1 });
                void navigate(`/application/collection/list/${value ?? 'pending'}`);
              }}
              w={140}
            />
            <Select
              aria-label="Ladder step"
              placeholder="Any ladder step"
              data={ARREARS_ACTIONS.map((step) => ({ value: step, label: ARREARS_ACTION_LABELS[step] }))}
              value={ladderStep}
              clearable
              onChange={(value) => {
                setQuery({ ...query, page: 1 });
                setLadderStep(value as ArrearsAction | null);
              }}
              w={250}
            />
          </Group>
        }
      />
    </>
  );
}
