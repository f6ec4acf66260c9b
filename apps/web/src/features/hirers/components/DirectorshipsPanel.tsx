import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateNewButton } from '../../../components/buttons/CreateNewButton';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { CollapsiblePanel } from '../../../components/layout/CollapsiblePanel';
import { type Contact, DirectorshipModal } from '../components/DirectorshipModal';
import { useHirerContacts } from '../hooks/use-hirers';

/** Clients §2: the company's directors (its contacts), added and edited in a modal. */
export function DirectorshipsPanel({ hirerId }: { hirerId: number }) {
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const contacts = useHirerContacts(hirerId, query);
  const [opened, modal] = useDisclosure(false);
  const [selected, setSelected] = useState<Contact | null>(null);

  const openFor = (contact: Contact | null) => {
    setSelected(contact);
    modal.open();
  };

  const columns: DataTableColumn<Contact>[] = [
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    { key: 'identityNo', header: 'Identity No' },
    {
      key: 'actions',
      header: '',
      sortable: false,
      searchable: false,
      noExport: true,
      width: 56,
      align: 'right',
      render: (row) => (
        <Tooltip label="Edit Directorship" withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${row.name}`}
            onClick={(event) => {
              event.stopPropagation();
              openFor(row);
            }}
          >
            <IconPencil size={16} stroke={1.8} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <CollapsiblePanel
      title="Directorships"
      note={contacts.data ? `${contacts.data.total}` : undefined}
      actions={<CreateNewButton onClick={() => openFor(null)} />}
    >
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={contacts.data}
        loading={contacts.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => openFor(row)}
        fetchPage={contacts.fetchPage}
        exportName="directorships"
      />
      <DirectorshipModal opened={opened} onClose={modal.close} hirerId={hirerId} contact={selected} />
    </CollapsiblePanel>
  );
}
