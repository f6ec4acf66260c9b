import { ActionIcon, NumberInput, Table, TextInput, Tooltip } from '@mantine/core';
import { ATTRIBUTE_SCORE_MAX, ATTRIBUTE_SCORE_MIN } from '@sewabeli/domain';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { AttributeHeader } from './AttributeTable';
import type { AttributeDraft, AttributeErrors, AttributeField } from './attribute-rows';
import { tidyRows } from './attribute-rows';

export interface AttributeEditTableProps {
  rows: readonly AttributeDraft[];
  errors: AttributeErrors;
  onChange: (rows: AttributeDraft[]) => void;
}

/**
 * Collections §2.8 edit mode: name, score and description per row, a delete/undo toggle, and a trailing blank
 * row that grows once it gets a name; fully empty rows that are not last are dropped.
 */
export function AttributeEditTable({ rows, errors, onChange }: AttributeEditTableProps) {
  const set = (key: string, patch: Partial<Pick<AttributeDraft, AttributeField>>) =>
    onChange(tidyRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row))));
  const toggle = (key: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, deleted: !row.deleted } : row)));

  return (
    <Table verticalSpacing={6} horizontalSpacing="sm" aria-label="Attributes">
      <AttributeHeader withAction />
      <Table.Tbody>
        {rows.map((row, index) => {
          const e = errors[row.key] ?? {};
          const last = index === rows.length - 1;
          return (
            <Table.Tr
              key={row.key}
              data-deleted={row.deleted || undefined}
              style={{ opacity: row.deleted ? 0.55 : 1 }}
            >
              <Table.Td>
                <TextInput
                  size="sm"
                  aria-label={`Attribute ${index + 1}`}
                  placeholder={last ? 'New attribute' : undefined}
                  disabled={row.deleted}
                  td={row.deleted ? 'line-through' : undefined}
                  value={row.name ?? ''}
                  error={e.name}
                  onChange={(event) => set(row.key, { name: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td w={110}>
                <NumberInput
                  size="sm"
                  aria-label={`Score of attribute ${index + 1}`}
                  placeholder={`${ATTRIBUTE_SCORE_MIN}-${ATTRIBUTE_SCORE_MAX}`}
                  disabled={row.deleted}
                  allowNegative={false}
                  allowDecimal={false}
                  hideControls
                  value={row.score ?? ''}
                  error={e.score}
                  onChange={(value) => set(row.key, { score: value === '' ? null : Number(value) })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="sm"
                  aria-label={`Description of attribute ${index + 1}`}
                  disabled={row.deleted}
                  value={row.description ?? ''}
                  error={e.description}
                  onChange={(event) => set(row.key, { description: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td w={44}>
                {!last && (
                  <Tooltip label={row.deleted ? 'Undo' : 'Delete'}>
                    <ActionIcon
                      variant="subtle"
                      color={row.deleted ? 'gray' : 'red'}
                      aria-label={
                        row.deleted
                          ? `Undo delete of attribute ${index + 1}`
                          : `Delete attribute ${index + 1}`
                      }
                      onClick={() => toggle(row.key)}
                    >
                      {row.deleted ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
