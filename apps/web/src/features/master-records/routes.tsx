import type { AppRoute } from '../../app/route-types';

export const masterRecordRoutes: AppRoute[] = [
  {
    path: '/application/master',
    handle: {
      name: 'MasterList',
      title: 'Master List',
      breadcrumb: [{ label: 'Finance' }, { label: 'Master List' }],
    },
    load: () => import('./pages/MasterListPage').then((m) => m.MasterListPage),
    // Imported, not bundled with the sign-in screen (its budget); the pointer on the link has loaded it by then.
    prefetch: (queryClient, trpc) =>
      void import('./master-list-query').then(({ MASTER_OPENING_QUERY }) =>
        queryClient.prefetchQuery(trpc.masterRecord.list.queryOptions(MASTER_OPENING_QUERY)),
      ),
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
