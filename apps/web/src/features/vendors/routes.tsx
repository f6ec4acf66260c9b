import type { AppRoute } from '../../app/route-types';

export const vendorRoutes: AppRoute[] = [
  {
    path: '/vendor/list',
    handle: { name: 'VendorList', title: 'Vendor', breadcrumb: [{ label: 'Asset' }, { label: 'Vendor' }] },
    load: () => import('./pages/VendorListPage').then((m) => m.VendorListPage),
  },
  {
    path: '/vendor/profile/:id',
    handle: {
      name: 'VendorProfile',
      title: 'Vendor Profile',
      breadcrumb: [{ label: 'Asset' }, { label: 'Vendor', to: '/vendor/list' }, { label: 'Vendor Profile' }],
    },
    load: () => import('./pages/VendorProfilePage').then((m) => m.VendorProfilePage),
  },
];
