import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { type createTrpcClient, TRPCProvider } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

// The pop-ups' container (and its transitions) loads after the first screen; a notice shown before it arrives waits
// in the notifications store and appears when it mounts.
const NotificationsHost = lazy(() => import('./NotificationsHost'));

export interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  children: ReactNode;
}

/** Around the whole app, the sign-in screen included; the modals' provider is the signed-in shell's (AppLayout). */
export function Providers({ queryClient, trpcClient, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <Suspense fallback={null}>
              <NotificationsHost />
            </Suspense>
            {children}
          </TRPCProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
