import { calendarDateInKualaLumpur, yearSelectorOptions } from '@sewabeli/domain';
import type { AppRoute } from '../../app/route-types';
import { prefetchDashboard } from './hooks/use-dashboard';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard/default',
    handle: {
      name: 'Dashboard',
      title: 'Dashboard',
      breadcrumb: [{ label: 'Dashboard' }, { label: 'Default' }],
    },
    load: () => import('./pages/DashboardPage').then((m) => m.default),
    // The year selector opens on its first option (this year), as DashboardPage does.
    prefetch: (queryClient, trpc) => {
      const opening = yearSelectorOptions(calendarDateInKualaLumpur(new Date()))[0];
      if (opening) prefetchDashboard(queryClient, trpc, { startDate: opening.start, endDate: opening.end });
    },
  },
];
