import type { AppRoute } from '../../app/route-types';
import { AssetProfilePage } from './pages/AssetProfilePage';
import { AssetTypeListPage } from './pages/AssetTypeListPage';
import { AssetTypeProfilePage } from './pages/AssetTypeProfilePage';

export const brandProductRoutes: AppRoute[] = [
  {
    path: '/type/list',
    handle: {
      name: 'AssetTypeList',
      title: 'Asset Type',
      breadcrumb: [{ label: 'Asset' }, { label: 'Type' }],
    },
    Component: AssetTypeListPage,
  },
  {
    path: '/type/profile/:id',
    handle: {
      name: 'AssetTypeProfile',
      title: 'Asset Type Profile',
      breadcrumb: [{ label: 'Asset' }, { label: 'Type', to: '/type/list' }, { label: 'Asset Type Profile' }],
    },
    Component: AssetTypeProfilePage,
  },
  {
    path: '/product/profile/:id',
    handle: {
      name: 'AssetProfile',
      title: 'Asset Profile',
      breadcrumb: [{ label: 'Asset' }, { label: 'Type', to: '/type/list' }, { label: 'Asset Profile' }],
    },
    Component: AssetProfilePage,
  },
];
