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
    // Imported, not bundled with the sign-in screen (its budget); the screen's code has it loaded by then.
    prefetch: (queryClient, trpc) =>
      void import('./hooks/use-dashboard').then((m) => m.prefetchDashboard(queryClient, trpc)),
  },
];
