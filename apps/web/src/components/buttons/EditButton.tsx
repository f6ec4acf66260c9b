import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

/** The 'Edit' button of profile cards (opens the record's edit modal). */
export function EditButton(props: Omit<ButtonProps, 'children'> & ElementProps<'button', keyof ButtonProps>) {
  return (
    <Button variant="default" leftSection={<IconPencil size={16} stroke={1.8} />} {...props}>
      Edit
    </Button>
  );
}
