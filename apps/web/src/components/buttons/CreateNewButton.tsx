import { IconPlus } from '@tabler/icons-react';
import { LockableButton, type LockableButtonProps } from './LockableButton';

/** The spec's 'Create New' button of lists and panels. */
export function CreateNewButton(props: Omit<LockableButtonProps, 'children' | 'leftSection'>) {
  return (
    <LockableButton leftSection={<IconPlus size={16} stroke={1.8} />} {...props}>
      Create New
    </LockableButton>
  );
}
