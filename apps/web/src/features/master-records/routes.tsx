import { lazy } from 'react';
import type { AppRoute } from '../../app/route-types';
import { MasterListPage } from './pages/MasterListPage';

export const masterRecordRoutes: AppRoute[] = [
  {
    path: '/application/master',
    handle: {
      name: 'MasterList',
      title: 'Master List',
      breadcrumb: [{ label: 'Finance' }, { label: 'Master List' }],
    },
    Component: MasterListPage,
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
    Component: lazy(() => import('./pages/MasterProfilePage')),
  },
];
