import { useDisclosure } from '@mantine/hooks';
import type { ListQuery } from '@sewabeli/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ServerList } from '../../lib/use-server-list';
import { CreateNewButton } from '../buttons/CreateNewButton';
import { DataTable, type DataTableColumn } from '../data-table/DataTable';
import { PageHeader } from './PageHeader';

export interface ListScreenProps<Row extends { id: number }> {
  title: string;
  subtitle: string;
  columns: readonly DataTableColumn<Row>[];
  /** From `useListQuery`. */
  query: ListQuery;
  onQueryChange: (next: ListQuery) => void;
  /** The feature's list hook for `query` (`useVendorList(query)`, ...). */
  list: ServerList<Row>;
  /** Where a click on the row leads (its profile); null or no function: nowhere. */
  rowLink?: (row: Row) => string | null;
  /** Base of the CSV file name. */
  exportName: string;
  minWidth?: number;
  /** The modal 'Create New' opens. */
  createModal: (modal: { opened: boolean; onClose: () => void }) => ReactNode;
  /** Why this person may not create (the button is then disabled and the modal never mounted). */
  createLockedReason?: string;
  createLockedTestId?: string;
  /** More of the screen after the table (an edit modal, ...). */
  children?: ReactNode;
}

/** A list screen of the spec: title, subtitle and 'Create New' above a server-driven table of the records. */
export function ListScreen<Row extends { id: number }>({
  title,
  subtitle,
  columns,
  query,
  onQueryChange,
  list,
  rowLink,
  exportName,
  minWidth,
  createModal,
  createLockedReason,
  createLockedTestId,
  children,
}: ListScreenProps<Row>) {
  const navigate = useNavigate();
  const [creating, { open, close }] = useDisclosure(false);
  const onRowClick =
    rowLink &&
    ((row: Row) => {
      const to = rowLink(row);
      if (to !== null) void navigate(to);
    });
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <CreateNewButton
            onClick={open}
            lockedReason={createLockedReason}
            lockedTestId={createLockedTestId}
          />
        }
      />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={onQueryChange}
        data={list.data}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRowClick={onRowClick}
        fetchPage={list.fetchPage}
        exportName={exportName}
        minWidth={minWidth}
      />
      {createLockedReason === undefined && createModal({ opened: creating, onClose: close })}
      {children}
    </>
  );
}
