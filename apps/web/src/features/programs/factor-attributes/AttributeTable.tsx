import { Table, Text } from '@mantine/core';
import { orNA } from '@sewabeli/domain';
import type { StoredAttribute } from './attribute-rows';

export const ATTRIBUTE_HEADERS = ['Attribute', 'Score', 'Description'] as const;

export function AttributeHeader({ withAction = false }: { withAction?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {ATTRIBUTE_HEADERS.map((header) => (
          <Table.Th key={header}>
            <Text fw={600} size="sm" c="gray.8">
              {header}
            </Text>
          </Table.Th>
        ))}
        {withAction && <Table.Th w={44} aria-label="Delete" />}
      </Table.Tr>
    </Table.Thead>
  );
}

/** Collections §2.8 read mode: Attribute, Score, Description. */
export function AttributeTable({ attributes }: { attributes: readonly StoredAttribute[] }) {
  return (
    <Table striped="even" verticalSpacing="sm" horizontalSpacing="md" aria-label="Attributes">
      <AttributeHeader />
      <Table.Tbody>
        {attributes.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={ATTRIBUTE_HEADERS.length} ta="center" c="dimmed" py="lg">
              No Record Found
            </Table.Td>
          </Table.Tr>
        ) : (
          attributes.map((attribute) => (
            <Table.Tr key={attribute.id}>
              <Table.Td fw={500}>{attribute.name}</Table.Td>
              <Table.Td w={100}>{attribute.score}</Table.Td>
              <Table.Td>{orNA(attribute.description)}</Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
