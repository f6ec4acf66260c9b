import type { AppRoute } from '../../app/route-types';
import { CollectionListPage } from './pages/CollectionListPage';
import { CollectionOverviewPage } from './pages/CollectionOverviewPage';
import { CollectionProfilePage } from './pages/CollectionProfilePage';

export const collectionRoutes: AppRoute[] = [
  {
    // Spec: status defaults to 'pending'; the menu links to /application/collection/list/pending.
    path: '/application/collection/list/:status?',
    handle: {
      name: 'CollectionList',
      title: 'Collection List',
      breadcrumb: [{ label: 'Collection' }, { label: 'List' }],
    },
    Component: CollectionListPage,
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
    Component: CollectionProfilePage,
  },
  {
    path: '/application/collection/overview',
    handle: {
      name: 'CollectionOverview',
      title: 'Collection Overview',
      breadcrumb: [{ label: 'Collection' }, { label: 'Overview' }],
    },
    Component: CollectionOverviewPage,
  },
];
