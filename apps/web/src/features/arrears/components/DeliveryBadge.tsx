import { Badge, Text } from '@mantine/core';
import type { DeliveryStatus } from '../hooks/use-arrears';

const LOOK: Record<DeliveryStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  outbox: { label: 'Outbox', color: 'indigo' },
  withdrawn: { label: 'Withdrawn', color: 'orange' },
};

/** A message's delivery status, with the reason of a failure (or of its withdrawal, issue 41) under it. */
export function DeliveryBadge({ status, error }: { status: DeliveryStatus; error: string | null }) {
  const look = LOOK[status];
  return (
    <>
      <Badge variant="light" radius="sm" color={look.color} style={{ overflow: 'visible' }}>
        {look.label}
      </Badge>
      {error && (
        <Text size="xs" c={status === 'withdrawn' ? 'dimmed' : 'red.8'}>
          {error}
        </Text>
      )}
    </>
  );
}
