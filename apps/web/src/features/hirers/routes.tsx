import type { AppRoute } from '../../app/route-types';

export const hirerRoutes: AppRoute[] = [
  {
    path: '/company/list',
    handle: {
      name: 'CompanyList',
      title: 'Client List',
      breadcrumb: [{ label: 'Client' }, { label: 'List' }],
    },
    load: () => import('./pages/CompanyListPage').then((m) => m.CompanyListPage),
  },
  {
    path: '/company/profile/:id',
    handle: {
      name: 'CompanyProfile',
      title: 'Company Profile',
      breadcrumb: [{ label: 'Client' }, { label: 'List', to: '/company/list' }, { label: 'Company Profile' }],
    },
    load: () => import('./pages/CompanyProfilePage').then((m) => m.CompanyProfilePage),
  },
];
