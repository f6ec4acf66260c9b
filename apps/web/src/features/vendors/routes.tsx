import type { AppRoute } from '../../app/route-types';
import { VendorListPage } from './pages/VendorListPage';
import { VendorProfilePage } from './pages/VendorProfilePage';

export const vendorRoutes: AppRoute[] = [
  {
    path: '/vendor/list',
    handle: { name: 'VendorList', title: 'Vendor', breadcrumb: [{ label: 'Asset' }, { label: 'Vendor' }] },
    Component: VendorListPage,
  },
  {
    path: '/vendor/profile/:id',
    handle: {
      name: 'VendorProfile',
      title: 'Vendor Profile',
      breadcrumb: [{ label: 'Asset' }, { label: 'Vendor', to: '/vendor/list' }, { label: 'Vendor Profile' }],
    },
    Component: VendorProfilePage,
  },
];
