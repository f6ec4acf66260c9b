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
];
