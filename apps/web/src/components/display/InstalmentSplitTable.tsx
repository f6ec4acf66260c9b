import { Box, Button, Collapse, Stack, Table, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { formatRM, type InstalmentSplitRow } from '@sewabeli/domain';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Issue 14: each instalment's interest and principal, and the principal still owed after it: what a
 * reducing-balance agreement discloses. Folded away by default; the button names the table it opens.
 */
export function InstalmentSplitTable({
  rows,
  label = 'Interest / principal split',
  defaultOpen = false,
}: {
  rows: readonly InstalmentSplitRow[];
  label?: string;
  defaultOpen?: boolean;
}) {
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  const id = useId();
  const interest = rows.reduce((sum, row) => sum + row.interest, 0);
  const principal = rows.reduce((sum, row) => sum + row.principal, 0);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? 'Hide' : 'Show'} {label.charAt(0).toLowerCase() + label.slice(1)} ({rows.length}{' '}
        instalments)
      </Button>
      <Collapse expanded={opened} id={id}>
        {/* Focusable, so the scrolled table can be read with the keyboard (WCAG scrollable-region-focusable). */}
        <Box
          tabIndex={0}
          role="region"
          aria-label={`${label}, scrollable`}
          style={{ maxHeight: 360, overflow: 'auto', minWidth: 0 }}
        >
          <Table striped withTableBorder stickyHeader aria-label={label} fz="sm" data-testid="split-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">No.</Table.Th>
                <Table.Th scope="col" ta="right">
                  Instalment
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Interest
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Principal
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Balance after
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.seq}>
                  <Table.Td>{row.seq}</Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatRM(row.instalment)}
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatRM(row.interest)}
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatRM(row.principal)}
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatRM(row.balanceAfter)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Total</Table.Th>
                <Table.Td ta="right" style={numeric}>
                  {formatRM(interest + principal)}
                </Table.Td>
                <Table.Td ta="right" style={numeric}>
                  {formatRM(interest)}
                </Table.Td>
                <Table.Td ta="right" style={numeric}>
                  {formatRM(principal)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Box>
        <Text size="xs" c="dimmed" mt={4}>
          Interest is charged each month on the principal still owed (reducing balance).
        </Text>
      </Collapse>
    </Stack>
  );
}

/** 'Flat rate 4.5% a year (EIR 8.34%)': the method, the quoted rate and the effective rate together. */
export function rateText(methodLabel: string, interestRate: number, effectiveRate: number | null): string {
  const eir = effectiveRate === null ? 'N/A' : `${effectiveRate.toFixed(2)}%`;
  return `${methodLabel} ${interestRate}% a year (EIR ${eir})`;
}
