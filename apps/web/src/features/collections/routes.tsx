import type { AppRoute } from '../../app/route-types';

export const collectionRoutes: AppRoute[] = [
  {
    // Spec: status defaults to 'pending'; the menu links to /application/collection/list/pending.
    path: '/application/collection/list/:status?',
    handle: {
      name: 'CollectionList',
      title: 'Collection List',
      breadcrumb: [{ label: 'Collection' }, { label: 'List' }],
    },
    load: () => import('./pages/CollectionListPage').then((m) => m.CollectionListPage),
  },
  {
    path: '/application/collection/profile/:id',
    handle: {
      name: 'CollectionProfile',
      title: 'Collection Profile',
      breadcrumb: [
        { label: 'Collection' },
        { label: 'List', to: '/application/collection/list/pending' },
        { label: 'Collection Profile' },
      ],
    },
    load: () => import('./pages/CollectionProfilePage').then((m) => m.CollectionProfilePage),
  },
  {
    path: '/application/collection/overview',
    handle: {
      name: 'CollectionOverview',
      title: 'Collection Overview',
      breadcrumb: [{ label: 'Collection' }, { label: 'Overview' }],
    },
    load: () => import('./pages/CollectionOverviewPage').then((m) => m.CollectionOverviewPage),
  },
];
