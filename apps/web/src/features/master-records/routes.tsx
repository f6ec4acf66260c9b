import type { AppRoute } from '../../app/route-types';
import { MASTER_OPENING_QUERY } from './master-list-query';

export const masterRecordRoutes: AppRoute[] = [
  {
    path: '/application/master',
    handle: {
      name: 'MasterList',
      title: 'Master List',
      breadcrumb: [{ label: 'Finance' }, { label: 'Master List' }],
    },
    load: () => import('./pages/MasterListPage').then((m) => m.MasterListPage),
    prefetch: (queryClient, trpc) =>
      void queryClient.prefetchQuery(trpc.masterRecord.list.queryOptions(MASTER_OPENING_QUERY)),
  },
  {
    path: '/application/master/profile/:id',
    handle: {
      name: 'MasterProfile',
      title: 'Master Profile',
      breadcrumb: [
        { label: 'Finance' },
        { label: 'Master List', to: '/application/master' },
        { label: 'Master Profile' },
      ],
    },
    load: () => import('./pages/MasterProfilePage').then((m) => m.default),
  },
];
