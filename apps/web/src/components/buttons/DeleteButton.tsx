import { IconTrash } from '@tabler/icons-react';
import { LockableButton, type LockableButtonProps } from './LockableButton';

/** The red Delete button of profiles and details; `children` replaces the label ('Delete Program'). */
export function DeleteButton({ children = 'Delete', ...props }: Omit<LockableButtonProps, 'leftSection'>) {
  return (
    <LockableButton
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} stroke={1.8} />}
      lockedTooltipPosition="bottom"
      {...props}
    >
      {children}
    </LockableButton>
  );
}
