import type { AppRoute } from '../../app/route-types';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard/default',
    handle: {
      name: 'Dashboard',
      title: 'Dashboard',
      breadcrumb: [{ label: 'Dashboard' }, { label: 'Default' }],
    },
    load: () => import('./pages/DashboardPage').then((m) => m.default),
  },
];
