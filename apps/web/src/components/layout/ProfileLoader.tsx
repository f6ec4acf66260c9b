import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/trpc-error';
import { RecordNotFound, type RecordNotFoundProps } from './RecordNotFound';

export interface ProfileLoaderProps<Data> extends Omit<RecordNotFoundProps, 'message'> {
  /** The profile's `byId` query: enabled only for a well-formed id, `meta: { silent: true }`. */
  record: { data: Data | undefined; error: unknown; isPending: boolean; isEnabled: boolean };
  /** 'Asset type not found': said for a malformed id; otherwise the server's message is. */
  notFound: string;
  children: (data: Data) => ReactNode;
}

/** A profile screen while its record loads, when it does not exist (or was deleted), and once it is there. */
export function ProfileLoader<Data>({
  record,
  notFound,
  backTo,
  backLabel,
  children,
}: ProfileLoaderProps<Data>) {
  if (record.isEnabled && record.isPending) {
    return (
      <Center py={64}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (!record.data) {
    return (
      <RecordNotFound
        message={record.error ? errorMessage(record.error) : notFound}
        backTo={backTo}
        backLabel={backLabel}
      />
    );
  }
  return children(record.data);
}
