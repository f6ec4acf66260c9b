import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A rule of origination §5 that stopped an action, shown where the person acted. */
export function FormMessage({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid={testId} role="alert">
      {message}
    </Alert>
  );
}
