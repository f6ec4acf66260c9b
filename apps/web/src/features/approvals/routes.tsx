import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AppRoute } from '../../app/route-types';

const PendingPage = lazy(() =>
  import('./pages/PendingApprovalsPage').then((m) => ({ default: m.PendingApprovalsPage })),
);
const LogPage = lazy(() =>
  import('./pages/ApplicationLogPage').then((m) => ({ default: m.ApplicationLogPage })),
);

const loading = (
  <Center py={64}>
    <Loader role="status" aria-label="Loading" />
  </Center>
);

function PendingApprovalsRoute() {
  return (
    <Suspense fallback={loading}>
      <PendingPage />
    </Suspense>
  );
}

function ApplicationLogRoute() {
  return (
    <Suspense fallback={loading}>
      <LogPage />
    </Suspense>
  );
}

/** Origination §2: the Pending Approvals list and the Application log. */
export const approvalRoutes: AppRoute[] = [
  {
    path: '/application/pending',
    handle: {
      name: 'PendingApprovals',
      title: 'Pending Approvals',
      breadcrumb: [{ label: 'Finance' }, { label: 'Pending' }],
    },
    Component: PendingApprovalsRoute,
  },
  {
    path: '/application/log',
    handle: { name: 'ApplicationLog', title: 'Log', breadcrumb: [{ label: 'Finance' }, { label: 'Log' }] },
    Component: ApplicationLogRoute,
  },
];
