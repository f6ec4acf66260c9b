import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Grid,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { notifyError } from '../../../../../components/dialogs/notify';
import { DOCUMENT_MIME_TYPES } from '../../../../../components/uploads/upload-rules';
import { uploadFile } from '../../../../../lib/upload-image';
import type { BasicInformationDraft, GuarantorItem, WitnessItem } from './basic-information-model';
import { guarantorIssue, witnessIssue } from './basic-information-model';
import { FormMessage } from './FormMessage';

export interface Contact {
  id: number;
  name: string;
  identityNo: string;
  phone: string | null;
}

/** What the person typed and chose for the next row. */
interface Entry {
  identityNo: string;
  designation: string;
  file: { id: number; url: string; name: string } | null;
}

/** The inputs after the contact, in their order. */
type Field = 'identityNo' | 'designation' | 'identityCard';

/** One kind of person an application lists (origination §2): its labels, inputs, columns and rules. */
export interface PeopleKind<Item extends { key: string; name: string }> {
  /** Names the remove buttons ('Remove guarantor …') and the message's test id ('guarantor-message'). */
  noun: string;
  title: string;
  headingId: string;
  contactLabel: string;
  identityLabel: string;
  addLabel: string;
  fields: readonly Field[];
  columns: readonly { header: string; cell: (item: Item) => ReactNode }[];
  items: (draft: BasicInformationDraft) => readonly Item[];
  issue: (draft: BasicInformationDraft, name: string, entry: Entry) => string | null;
  /** The row to add, or null while something it needs is missing. */
  toItem: (contact: Contact, entry: Entry) => Item | null;
}

let added = 0;
const nextKey = () => {
  added += 1;
  return `new-${added}`;
};

const viewLink = (url: string) => (
  <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
    View
  </Anchor>
);

/** Origination §2 Related Guarantors: contact, identity number and identity card file. */
export const GUARANTORS: PeopleKind<GuarantorItem> = {
  noun: 'guarantor',
  title: 'Related Guarantors',
  headingId: 'guarantors-heading',
  contactLabel: 'Guarantor Contact',
  identityLabel: 'Guarantor Identification Card Number',
  addLabel: 'Add Guarantor',
  fields: ['identityNo', 'identityCard'],
  columns: [
    { header: 'Name', cell: (g) => g.name },
    { header: 'Identification Card Number', cell: (g) => g.identityNo },
    { header: 'Identification Card', cell: (g) => viewLink(g.url) },
  ],
  items: (draft) => draft.guarantors,
  issue: (draft, name, { identityNo, file }) =>
    guarantorIssue(draft, { name, identityNo, hasFile: file !== null }),
  toItem: (contact, { identityNo, file }) =>
    file && {
      key: nextKey(),
      id: null,
      hirerContactId: contact.id,
      name: contact.name,
      identityNo: identityNo.trim(),
      description: null,
      phone: contact.phone,
      fileId: file.id,
      url: file.url,
    },
};

/** Origination §2 Related Witness: contact, designation and identity number. */
export const WITNESSES: PeopleKind<WitnessItem> = {
  noun: 'witness',
  title: 'Related Witness',
  headingId: 'witnesses-heading',
  contactLabel: 'Witness Contact',
  identityLabel: 'Witness Identification Card Number',
  addLabel: 'Add Witness',
  fields: ['designation', 'identityNo'],
  columns: [
    { header: 'Name', cell: (w) => w.name },
    {
      header: 'Designation',
      cell: (w) =>
        w.designation ?? (
          <Text c="dimmed" size="sm">
            N/A
          </Text>
        ),
    },
    { header: 'Identification Card Number', cell: (w) => w.identityNo },
  ],
  items: (draft) => draft.witnesses,
  issue: (draft, name, { identityNo }) => witnessIssue(draft, { name, identityNo }),
  toItem: (contact, { identityNo, designation }) => ({
    key: nextKey(),
    id: null,
    hirerContactId: contact.id,
    name: contact.name,
    designation: designation.trim() || null,
    identityNo: identityNo.trim(),
  }),
};

const EMPTY_ENTRY: Entry = { identityNo: '', designation: '', file: null };

interface PeopleSectionProps<Item extends { key: string; name: string }> {
  kind: PeopleKind<Item>;
  draft: BasicInformationDraft;
  contacts: readonly Contact[];
  editable: boolean;
  /** Opens the Directorship 'Create New' modal. */
  createContact: ReactNode;
  onAdd: (item: Item) => void;
  onRemove: (key: string) => void;
}

/** A list of people on the application (guarantors or witnesses), the form to add one and its rule's message. */
export function PeopleSection<Item extends { key: string; name: string }>({
  kind,
  draft,
  contacts,
  editable,
  createContact,
  onAdd,
  onRemove,
}: PeopleSectionProps<Item>) {
  const [contactId, setContactId] = useState<string | null>(null);
  const [entry, setEntry] = useState<Entry>(EMPTY_ENTRY);
  // The picker forgets its last file, so that the same card can be chosen again for the next guarantor.
  const resetPicker = useRef<() => void>(null);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const contact = contacts.find((c) => String(c.id) === contactId) ?? null;
  const items = kind.items(draft);
  const edit = (change: Partial<Entry>) => setEntry((current) => ({ ...current, ...change }));

  const chooseFile = async (chosen: File | null) => {
    if (!chosen) return;
    setUploading(true);
    try {
      const stored = await uploadFile(chosen, 'document');
      edit({ file: { ...stored, name: chosen.name } });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The upload failed, please try again.');
    } finally {
      setUploading(false);
    }
  };

  const add = () => {
    const issue = kind.issue(draft, contact?.name ?? '', entry);
    setMessage(issue);
    const item = !issue && contact ? kind.toItem(contact, entry) : null;
    if (!item) return;
    onAdd(item);
    setContactId(null);
    setEntry(EMPTY_ENTRY);
    resetPicker.current?.();
  };

  const input = (field: Field) => {
    if (field === 'identityCard')
      return (
        <FileButton
          onChange={(f) => void chooseFile(f)}
          accept={DOCUMENT_MIME_TYPES.join(',')}
          resetRef={resetPicker}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              fullWidth
              loading={uploading}
              leftSection={<IconPaperclip size={16} />}
            >
              {entry.file ? entry.file.name : 'Identification Card'}
            </Button>
          )}
        </FileButton>
      );
    const identity = field === 'identityNo';
    return (
      <TextInput
        label={identity ? kind.identityLabel : 'Designation'}
        withAsterisk={identity}
        maxLength={identity ? 50 : 255}
        value={entry[field]}
        onChange={(event) => edit({ [field]: event.currentTarget.value })}
      />
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={kind.headingId}>
      <Group justify="space-between">
        <Title order={3} fz="lg" id={kind.headingId}>
          {kind.title}
        </Title>
        {editable && createContact}
      </Group>
      {editable && (
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label={kind.contactLabel}
              withAsterisk
              searchable
              data={contacts.map((c) => ({ value: String(c.id), label: c.name }))}
              value={contactId}
              onChange={(value) => {
                setContactId(value);
                const picked = contacts.find((c) => String(c.id) === value);
                if (picked) edit({ identityNo: picked.identityNo });
              }}
              nothingFoundMessage="No Contacts"
            />
          </Grid.Col>
          {kind.fields.map((field) => (
            <Grid.Col key={field} span={{ base: 12, md: 3 }}>
              {input(field)}
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Button fullWidth variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
              {kind.addLabel}
            </Button>
          </Grid.Col>
        </Grid>
      )}
      <FormMessage message={message} testId={`${kind.noun}-message`} />
      <Table verticalSpacing="xs" striped="even" aria-labelledby={kind.headingId}>
        <Table.Thead>
          <Table.Tr>
            {kind.columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            {editable && <Table.Th w={80}>Action</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={kind.columns.length + (editable ? 1 : 0)} ta="center" c="dimmed" py="md">
                No Contacts
              </Table.Td>
            </Table.Tr>
          ) : (
            items.map((item) => (
              <Table.Tr key={item.key}>
                {kind.columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
                ))}
                {editable && (
                  <Table.Td>
                    <Tooltip label={`Remove ${kind.noun} ${item.name}`} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${kind.noun} ${item.name}`}
                        onClick={() => onRemove(item.key)}
                      >
                        <IconTrash size={16} stroke={1.6} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
