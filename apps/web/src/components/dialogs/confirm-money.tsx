import { Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface MoneyConfirmation {
  title: string;
  /** The agreement: its HP No and company. */
  agreement: string;
  rows: { label: string; value: string }[];
  /** What the booking does, e.g. 'Outstanding balance becomes RM 0.00 and the agreement is Settled'. */
  effect: string;
  confirmLabel: string;
}

/**
 * Issue 26: asks before money moves (settlement, payment edits, corrections, reschedule decisions), stating the
 * agreement, the amount, the date and the effect. Resolves true when the person confirms.
 */
export function confirmMoney(confirmation: MoneyConfirmation): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: confirmation.title,
      centered: true,
      children: (
        <Stack gap="sm" data-testid="money-confirmation">
          <Table withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Agreement</Table.Th>
                <Table.Td>{confirmation.agreement}</Table.Td>
              </Table.Tr>
              {confirmation.rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600} data-testid="money-effect">
            {confirmation.effect}
          </Text>
        </Stack>
      ),
      labels: { confirm: confirmation.confirmLabel, cancel: 'Cancel' },
      confirmProps: { 'data-autofocus': true },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export const agreementName = (collection: { hpNo: string | null; hirerName: string; id: number }) =>
  `${collection.hpNo ?? `#${collection.id}`} (${collection.hirerName})`;
