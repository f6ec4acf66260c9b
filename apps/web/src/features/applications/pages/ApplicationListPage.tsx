import { ActionIcon } from '@mantine/core';
import { formatDate, SUCCESS_TEXTS } from '@sewabeli/domain';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { CreateNewButton } from '../../../components/buttons/CreateNewButton';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { confirmDelete } from '../../../components/dialogs/confirm-delete';
import { notifyError, notifySuccess } from '../../../components/dialogs/notify';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCan } from '../../auth/hooks/use-current-user';
import { useApplicationList, useDeleteApplication } from '../hooks/use-applications';

type ApplicationRow = RouterOutputs['application']['list']['rows'][number];

/** Origination §2 Application list (pending): seq below 8, 10 a page, row click opens the wizard. */
export function ApplicationListPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const list = useApplicationList(query);
  const write = useCan('application.write');
  const remove = useDeleteApplication();

  const deleteRow = async (row: ApplicationRow) => {
    if (!(await confirmDelete())) return;
    remove.mutate(
      { id: row.id },
      {
        onSuccess: () => notifySuccess(SUCCESS_TEXTS.deleted),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  const columns: DataTableColumn<ApplicationRow>[] = [
    { key: 'hirerName', header: 'Hirer' },
    { key: 'progress', header: 'Progress', width: 200 },
    { key: 'createdAt', header: 'Created Date', width: 160, csv: (row) => formatDate(row.createdAt) },
    {
      key: 'actions',
      header: 'Action',
      sortable: false,
      searchable: false,
      noExport: true,
      width: 90,
      align: 'center',
      render: (row) => (
        <DisabledReason reason={write.reason} label={`Delete the application of ${row.hirerName}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete the application of ${row.hirerName}`}
            onClick={(event) => {
              event.stopPropagation();
              void deleteRow(row);
            }}
            onKeyDown={(event) => event.stopPropagation()}
          >
            <IconTrash size={18} stroke={1.6} />
          </ActionIcon>
        </DisabledReason>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Application"
        subtitle="Applications in progress"
        actions={
          <CreateNewButton
            onClick={() => void navigate('/application/new')}
            lockedReason={write.reason}
            lockedTestId="create-application-locked"
          />
        }
      />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={list.data}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(`/application/pending/${row.id}`)}
        fetchPage={list.fetchPage}
        exportName="applications"
      />
    </>
  );
}
