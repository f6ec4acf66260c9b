import type { AppRoute } from '../../app/route-types';

export const brandProductRoutes: AppRoute[] = [
  {
    path: '/type/list',
    handle: {
      name: 'AssetTypeList',
      title: 'Asset Type',
      breadcrumb: [{ label: 'Asset' }, { label: 'Type' }],
    },
    load: () => import('./pages/AssetTypeListPage').then((m) => m.AssetTypeListPage),
  },
  {
    path: '/type/profile/:id',
    handle: {
      name: 'AssetTypeProfile',
      title: 'Asset Type Profile',
      breadcrumb: [{ label: 'Asset' }, { label: 'Type', to: '/type/list' }, { label: 'Asset Type Profile' }],
    },
    load: () => import('./pages/AssetTypeProfilePage').then((m) => m.AssetTypeProfilePage),
  },
  {
    path: '/product/profile/:id',
    handle: {
      name: 'AssetProfile',
      title: 'Asset Profile',
      breadcrumb: [{ label: 'Asset' }, { label: 'Type', to: '/type/list' }, { label: 'Asset Profile' }],
    },
    load: () => import('./pages/AssetProfilePage').then((m) => m.AssetProfilePage),
  },
];
