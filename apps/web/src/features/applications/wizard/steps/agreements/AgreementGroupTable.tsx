import { ActionIcon, Anchor, FileButton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { DOCUMENT_CONTENT_TYPES, NO_RECORD_FOUND } from '@sewabeli/domain';
import { IconUpload } from '@tabler/icons-react';

export interface AgreementGroup {
  resourceId: number;
  name: string;
  rows: readonly {
    id: number;
    /** The order line (agreement): its master record and collection share this id. */
    applicantProductId: number;
    hpNo: string | null;
    model: string;
    brand: string;
    generatedUrl: string | null;
    signedUrl: string | null;
  }[];
}

/** One of the four document groups of origination §2 Agreements: per agreement, model (brand) and the copies. */
export function AgreementGroupTable({
  group,
  canUpload,
  uploading,
  onUpload,
}: {
  group: AgreementGroup;
  canUpload: boolean;
  uploading: number | null;
  onUpload: (documentId: number, file: File) => void;
}) {
  const headingId = `agreement-group-${group.resourceId}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} id={headingId}>
        {group.name}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder striped layout="fixed" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">Model (Brand)</Table.Th>
              <Table.Th w="16%">HP No.</Table.Th>
              <Table.Th>Generated Agreement</Table.Th>
              <Table.Th w="16%">Signed Agreement</Table.Th>
              {canUpload && <Table.Th w={90}>Upload</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={canUpload ? 5 : 4}>
                  <Text ta="center" size="sm">
                    {NO_RECORD_FOUND}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              group.rows.map((row) => {
                const label = `${row.model} (${row.brand})`;
                return (
                  <Table.Tr key={row.id} data-testid={`agreement-document-${row.id}`}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>{row.hpNo ?? 'N/A'}</Table.Td>
                    <Table.Td>
                      {row.generatedUrl ? (
                        <Anchor href={row.generatedUrl} target="_blank" rel="noopener" size="sm">
                          {group.name} {row.hpNo}
                        </Anchor>
                      ) : (
                        'N/A'
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.signedUrl ? (
                        <Anchor href={row.signedUrl} target="_blank" rel="noopener" size="sm">
                          Signed copy
                        </Anchor>
                      ) : (
                        'N/A'
                      )}
                    </Table.Td>
                    {canUpload && (
                      <Table.Td>
                        <FileButton
                          onChange={(file) => file && onUpload(row.id, file)}
                          accept={DOCUMENT_CONTENT_TYPES.join(',')}
                        >
                          {(props) => (
                            <Tooltip label={`Upload the signed ${group.name} of ${label}`} withArrow>
                              <ActionIcon
                                {...props}
                                variant="light"
                                loading={uploading === row.id}
                                aria-label={`Upload the signed ${group.name} of ${label}`}
                              >
                                <IconUpload size={16} stroke={1.6} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </FileButton>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
