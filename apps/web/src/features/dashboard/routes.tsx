import { lazy } from 'react';
import type { AppRoute } from '../../app/route-types';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard/default',
    handle: {
      name: 'Dashboard',
      title: 'Dashboard',
      breadcrumb: [{ label: 'Dashboard' }, { label: 'Default' }],
    },
    Component: lazy(() => import('./pages/DashboardPage')),
  },
];
