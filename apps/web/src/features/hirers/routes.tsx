import type { AppRoute } from '../../app/route-types';
import { CompanyListPage } from './pages/CompanyListPage';
import { CompanyProfilePage } from './pages/CompanyProfilePage';

export const hirerRoutes: AppRoute[] = [
  {
    path: '/company/list',
    handle: {
      name: 'CompanyList',
      title: 'Client List',
      breadcrumb: [{ label: 'Client' }, { label: 'List' }],
    },
    Component: CompanyListPage,
  },
  {
    path: '/company/profile/:id',
    handle: {
      name: 'CompanyProfile',
      title: 'Company Profile',
      breadcrumb: [{ label: 'Client' }, { label: 'List', to: '/company/list' }, { label: 'Company Profile' }],
    },
    Component: CompanyProfilePage,
  },
];
