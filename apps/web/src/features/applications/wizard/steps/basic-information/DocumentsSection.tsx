import {
  ActionIcon,
  Anchor,
  Badge,
  FileButton,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  APPLICANT_DOCUMENT_CONTENT_TYPES,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  formatUploadLimit,
} from '@sewabeli/domain';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notifyError } from '../../../../../components/dialogs/notify';
import { uploadFile } from '../../../../../lib/upload-image';
import { AnalysisStatusBadge } from '../../../components/AnalysisStatusBadge';
import type { DocumentItem } from './basic-information-model';
import { isMandatoryDocument } from './basic-information-model';
import type { DocumentAnalysisView } from './document-analysis-view';

export interface DocumentsSectionProps {
  types: readonly { id: number; name: string }[];
  documents: readonly DocumentItem[];
  /** The analysis of each saved document of an analysed type, by applicant_document id. */
  analyses: ReadonlyMap<number, DocumentAnalysisView>;
  editable: boolean;
  onAdd: (item: DocumentItem) => void;
  onRemove: (key: string) => void;
}

let chosen = 0;

/** Origination §2: one upload per document type; each file with its link and a delete action. */
export function DocumentsSection({
  types,
  documents,
  analyses,
  editable,
  onAdd,
  onRemove,
}: DocumentsSectionProps) {
  const [uploading, setUploading] = useState<number | null>(null);
  // Each picker forgets its file once handled, so that the same file can be chosen again.
  const resetPickers = useRef(new Map<number, () => void>());

  const upload = async (resourceId: number, file: File | null) => {
    if (!file) return;
    setUploading(resourceId);
    try {
      const stored = await uploadFile(file, 'applicantDocument');
      chosen += 1;
      onAdd({
        key: `new-${chosen}`,
        id: null,
        resourceId,
        fileId: stored.id,
        fileName: file.name,
        url: stored.url,
      });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The upload failed, please try again.');
    } finally {
      setUploading(null);
      resetPickers.current.get(resourceId)?.();
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="documents-heading">
      <Title order={3} fz="lg" id="documents-heading">
        Documents
      </Title>
      <Text size="sm" c="dimmed">
        Required (marked *) while the application has no documents: company and individual credit-bureau
        reports, company registry statement and bank statements. PDF, PNG, JPEG, WEBP, XLSX or CSV, up to{' '}
        {formatUploadLimit(DEFAULT_UPLOAD_LIMIT_BYTES)} each. Once saved, bank statements, ageing lists,
        financial statements and the company credit-bureau report are read in the background; each shows its
        analysis status.
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped="even">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="32%">Document</Table.Th>
              <Table.Th>Files</Table.Th>
              {editable && <Table.Th w={140}>Upload</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((type) => {
              const files = documents.filter((d) => d.resourceId === type.id);
              return (
                <Table.Tr key={type.id} data-testid={`document-type-${type.id}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {type.name}
                      {isMandatoryDocument(type.id) && (
                        <Text span c="red" aria-label="required">
                          {' '}
                          *
                        </Text>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {files.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        N/A
                      </Text>
                    ) : (
                      <Stack gap={4}>
                        {files.map((file) => {
                          const analysis = file.id === null ? undefined : analyses.get(file.id);
                          return (
                            <Stack key={file.key} gap={2}>
                              <Group gap="xs" wrap="nowrap">
                                <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm">
                                  {file.fileName}
                                </Anchor>
                                {file.id === null && (
                                  <Badge size="xs" variant="light" color="orange">
                                    not saved
                                  </Badge>
                                )}
                                {analysis && (
                                  <DocumentAnalysis fileName={file.fileName} analysis={analysis} />
                                )}
                                {editable && (
                                  <Tooltip label={`Delete ${file.fileName}`} withArrow>
                                    <ActionIcon
                                      variant="subtle"
                                      color="red"
                                      size="sm"
                                      aria-label={`Delete ${file.fileName}`}
                                      onClick={() => onRemove(file.key)}
                                    >
                                      <IconTrash size={16} stroke={1.6} />
                                    </ActionIcon>
                                  </Tooltip>
                                )}
                              </Group>
                              {analysis?.status === 'Failed' && analysis.reason && (
                                <Text
                                  size="xs"
                                  c="red.8"
                                  data-testid={`document-analysis-reason-${analysis.documentId}`}
                                >
                                  Not read: {analysis.reason}
                                </Text>
                              )}
                            </Stack>
                          );
                        })}
                      </Stack>
                    )}
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <FileButton
                        onChange={(file) => void upload(type.id, file)}
                        accept={APPLICANT_DOCUMENT_CONTENT_TYPES.join(',')}
                        resetRef={(reset: (() => void) | null) => {
                          if (reset) resetPickers.current.set(type.id, reset);
                        }}
                      >
                        {(props) => (
                          <ActionIcon
                            {...props}
                            variant="light"
                            size="lg"
                            loading={uploading === type.id}
                            aria-label={`Upload ${type.name}`}
                          >
                            <IconUpload size={18} stroke={1.6} />
                          </ActionIcon>
                        )}
                      </FileButton>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The status badge, announced when it changes (role status is a polite live region). */
function DocumentAnalysis({ fileName, analysis }: { fileName: string; analysis: DocumentAnalysisView }) {
  return (
    <span role="status" data-testid={`document-analysis-${analysis.documentId}`}>
      <AnalysisStatusBadge
        status={analysis.status}
        subject={`Analysis of ${fileName}`}
        size="sm"
        variant="light"
      />
    </span>
  );
}
