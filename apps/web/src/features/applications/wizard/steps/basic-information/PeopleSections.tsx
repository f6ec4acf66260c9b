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
import { notifyError } from '../../../../../components/notify';
import { DOCUMENT_MIME_TYPES } from '../../../../../components/upload-rules';
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

interface SectionProps {
  draft: BasicInformationDraft;
  contacts: readonly Contact[];
  editable: boolean;
  /** Opens the Directorship 'Create New' modal. */
  createContact: ReactNode;
}

let added = 0;
const nextKey = () => {
  added += 1;
  return `new-${added}`;
};

function NoContacts({ columns }: { columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center" c="dimmed" py="md">
        No Contacts
      </Table.Td>
    </Table.Tr>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
        <IconTrash size={16} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

const contactOptions = (contacts: readonly Contact[]) =>
  contacts.map((contact) => ({ value: String(contact.id), label: contact.name }));

/** Origination §2 Related Guarantors: contact, identity number and identity card file. */
export function GuarantorsSection({
  draft,
  contacts,
  editable,
  createContact,
  onAdd,
  onRemove,
}: SectionProps & { onAdd: (item: GuarantorItem) => void; onRemove: (key: string) => void }) {
  const [contactId, setContactId] = useState<string | null>(null);
  const [identityNo, setIdentityNo] = useState('');
  const [file, setFile] = useState<{ id: number; url: string; name: string } | null>(null);
  // The picker forgets its last file, so that the same card can be chosen again for the next guarantor.
  const resetPicker = useRef<() => void>(null);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const contact = contacts.find((c) => String(c.id) === contactId) ?? null;

  const chooseFile = async (chosen: File | null) => {
    if (!chosen) return;
    setUploading(true);
    try {
      const stored = await uploadFile(chosen, 'document');
      setFile({ ...stored, name: chosen.name });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The upload failed, please try again.');
    } finally {
      setUploading(false);
    }
  };

  const add = () => {
    const candidate = { name: contact?.name ?? '', identityNo, hasFile: file !== null };
    const issue = guarantorIssue(draft, candidate);
    setMessage(issue);
    if (issue || !contact || !file) return;
    onAdd({
      key: nextKey(),
      id: null,
      hirerContactId: contact.id,
      name: contact.name,
      identityNo: identityNo.trim(),
      description: null,
      phone: contact.phone,
      fileId: file.id,
      url: file.url,
    });
    setContactId(null);
    setIdentityNo('');
    setFile(null);
    resetPicker.current?.();
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="guarantors-heading">
      <Group justify="space-between">
        <Title order={3} fz="lg" id="guarantors-heading">
          Related Guarantors
        </Title>
        {editable && createContact}
      </Group>
      {editable && (
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label="Guarantor Contact"
              withAsterisk
              searchable
              data={contactOptions(contacts)}
              value={contactId}
              onChange={(value) => {
                setContactId(value);
                const picked = contacts.find((c) => String(c.id) === value);
                if (picked) setIdentityNo(picked.identityNo);
              }}
              nothingFoundMessage="No Contacts"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput
              label="Guarantor Identification Card Number"
              withAsterisk
              maxLength={50}
              value={identityNo}
              onChange={(event) => setIdentityNo(event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
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
                  {file ? file.name : 'Identification Card'}
                </Button>
              )}
            </FileButton>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Button fullWidth variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
              Add Guarantor
            </Button>
          </Grid.Col>
        </Grid>
      )}
      <FormMessage message={message} testId="guarantor-message" />
      <Table verticalSpacing="xs" striped="even" aria-labelledby="guarantors-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Identification Card Number</Table.Th>
            <Table.Th>Identification Card</Table.Th>
            {editable && <Table.Th w={80}>Action</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.guarantors.length === 0 ? (
            <NoContacts columns={editable ? 4 : 3} />
          ) : (
            draft.guarantors.map((guarantor) => (
              <Table.Tr key={guarantor.key}>
                <Table.Td>{guarantor.name}</Table.Td>
                <Table.Td>{guarantor.identityNo}</Table.Td>
                <Table.Td>
                  <Anchor href={guarantor.url} target="_blank" rel="noreferrer" size="sm">
                    View
                  </Anchor>
                </Table.Td>
                {editable && (
                  <Table.Td>
                    <RemoveButton
                      label={`Remove guarantor ${guarantor.name}`}
                      onClick={() => onRemove(guarantor.key)}
                    />
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

/** Origination §2 Related Witness: contact, designation and identity number. */
export function WitnessesSection({
  draft,
  contacts,
  editable,
  createContact,
  onAdd,
  onRemove,
}: SectionProps & { onAdd: (item: WitnessItem) => void; onRemove: (key: string) => void }) {
  const [contactId, setContactId] = useState<string | null>(null);
  const [designation, setDesignation] = useState('');
  const [identityNo, setIdentityNo] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const contact = contacts.find((c) => String(c.id) === contactId) ?? null;

  const add = () => {
    const issue = witnessIssue(draft, { name: contact?.name ?? '', identityNo });
    setMessage(issue);
    if (issue || !contact) return;
    onAdd({
      key: nextKey(),
      id: null,
      hirerContactId: contact.id,
      name: contact.name,
      designation: designation.trim() || null,
      identityNo: identityNo.trim(),
    });
    setContactId(null);
    setDesignation('');
    setIdentityNo('');
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="witnesses-heading">
      <Group justify="space-between">
        <Title order={3} fz="lg" id="witnesses-heading">
          Related Witness
        </Title>
        {editable && createContact}
      </Group>
      {editable && (
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label="Witness Contact"
              withAsterisk
              searchable
              data={contactOptions(contacts)}
              value={contactId}
              onChange={(value) => {
                setContactId(value);
                const picked = contacts.find((c) => String(c.id) === value);
                if (picked) setIdentityNo(picked.identityNo);
              }}
              nothingFoundMessage="No Contacts"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput
              label="Designation"
              maxLength={255}
              value={designation}
              onChange={(event) => setDesignation(event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput
              label="Witness Identification Card Number"
              withAsterisk
              maxLength={50}
              value={identityNo}
              onChange={(event) => setIdentityNo(event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Button fullWidth variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
              Add Witness
            </Button>
          </Grid.Col>
        </Grid>
      )}
      <FormMessage message={message} testId="witness-message" />
      <Table verticalSpacing="xs" striped="even" aria-labelledby="witnesses-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Designation</Table.Th>
            <Table.Th>Identification Card Number</Table.Th>
            {editable && <Table.Th w={80}>Action</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.witnesses.length === 0 ? (
            <NoContacts columns={editable ? 4 : 3} />
          ) : (
            draft.witnesses.map((witness) => (
              <Table.Tr key={witness.key}>
                <Table.Td>{witness.name}</Table.Td>
                <Table.Td>
                  {witness.designation ?? (
                    <Text c="dimmed" size="sm">
                      N/A
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{witness.identityNo}</Table.Td>
                {editable && (
                  <Table.Td>
                    <RemoveButton
                      label={`Remove witness ${witness.name}`}
                      onClick={() => onRemove(witness.key)}
                    />
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
