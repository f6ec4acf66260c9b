import type { AppRoute } from '../../app/route-types';

/** Origination §2: the Application list and the wizard (NewApplication, PendingApplication). */
export const applicationRoutes: AppRoute[] = [
  {
    path: '/application',
    handle: {
      name: 'Application',
      title: 'Application',
      breadcrumb: [{ label: 'Finance' }, { label: 'Application' }],
    },
    load: () => import('./pages/ApplicationListPage').then((m) => m.ApplicationListPage),
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
    load: () => import('./wizard/WizardPage').then((m) => m.NewApplicationPage),
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
    load: () => import('./wizard/WizardPage').then((m) => m.PendingApplicationPage),
  },
];
