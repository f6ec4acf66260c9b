import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DELETE_CONFIRMATION } from '@sewabeli/domain';

/**
 * Asks before something is deleted. Resolves true when the person confirms, false otherwise.
 * `message` replaces the spec's default text, e.g. 'Are you sure you want to delete the product ?'.
 */
export function confirmDelete(message: string = DELETE_CONFIRMATION): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Confirm deletion',
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-autofocus': true },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
