import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { AppRoute } from '../../app/route-types';

const ListPage = lazy(() =>
  import('./pages/ApplicationListPage').then((m) => ({ default: m.ApplicationListPage })),
);
const NewPage = lazy(() => import('./wizard/WizardPage').then((m) => ({ default: m.NewApplicationPage })));
const PendingPage = lazy(() =>
  import('./wizard/WizardPage').then((m) => ({ default: m.PendingApplicationPage })),
);

/** Pages load when first visited. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py={64}>
          <Loader role="status" aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

function ApplicationListPage() {
  return (
    <Loading>
      <ListPage />
    </Loading>
  );
}

function NewApplicationPage() {
  return (
    <Loading>
      <NewPage />
    </Loading>
  );
}

function PendingApplicationPage() {
  return (
    <Loading>
      <PendingPage />
    </Loading>
  );
}

/** Origination §2: the Application list and the wizard (NewApplication, PendingApplication). */
export const applicationRoutes: AppRoute[] = [
  {
    path: '/application',
    handle: {
      name: 'Application',
      title: 'Application',
      breadcrumb: [{ label: 'Finance' }, { label: 'Application' }],
    },
    Component: ApplicationListPage,
  },
  {
    path: '/application/new',
    handle: {
      name: 'NewApplication',
      title: 'New Application',
      breadcrumb: [
        { label: 'Finance' },
        { label: 'Application', to: '/application' },
        { label: 'New Application' },
      ],
    },
    Component: NewApplicationPage,
  },
  {
    path: '/application/pending/:id',
    handle: {
      name: 'PendingApplication',
      title: 'Pending Application',
      breadcrumb: [
        { label: 'Finance' },
        { label: 'Application', to: '/application' },
        { label: 'Pending Application' },
      ],
    },
    Component: PendingApplicationPage,
  },
];
