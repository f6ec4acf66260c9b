import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or the session loads: a spinner that a screen reader announces. */
export function RouteLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100vh' : undefined} py={fullScreen ? undefined : 'xl'}>
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
