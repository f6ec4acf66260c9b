import { applicationRoutes } from '../features/applications/routes';
import { authRoutes } from '../features/auth/routes';
import { brandProductRoutes } from '../features/brands-products/routes';
import { collectionRoutes } from '../features/collections/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { errorRoutes } from '../features/errors/routes';
import { hirerRoutes } from '../features/hirers/routes';
import { masterRecordRoutes } from '../features/master-records/routes';
import { PlaceholderPage } from '../features/placeholder/pages/PlaceholderPage';
import { programRoutes } from '../features/programs/routes';
import { resourceRoutes } from '../features/resources/routes';
import { userRoutes } from '../features/users/routes';
import { vendorRoutes } from '../features/vendors/routes';
import type { AppRoute, CrumbSpec, RouteHandle } from './route-types';

/**
 * Every screen of spec/routes.tsv. Screens that later issues build point at PlaceholderPage; each issue moves
 * its entries into features/<area>/routes.tsx (as resources did) and spreads that list here.
 */
function placeholder(path: string, name: string, title: string, breadcrumb: readonly CrumbSpec[]): AppRoute {
  const handle: RouteHandle = { name, title, breadcrumb };
  return { path, handle, Component: PlaceholderPage };
}

const finance: AppRoute[] = [
  ...masterRecordRoutes,
  ...applicationRoutes,
  placeholder('/application/pending', 'PendingApprovals', 'Pending Approvals', [
    { label: 'Finance' },
    { label: 'Pending' },
  ]),
  placeholder('/application/log', 'ApplicationLog', 'Log', [{ label: 'Finance' }, { label: 'Log' }]),
];

const collection: AppRoute[] = [...collectionRoutes];

const clientsAndReference: AppRoute[] = [
  ...hirerRoutes,
  ...brandProductRoutes,
  ...vendorRoutes,
  ...userRoutes,
];

export const routeTable: { public: AppRoute[]; protected: AppRoute[] } = {
  public: [...authRoutes, ...errorRoutes],
  protected: [
    ...dashboardRoutes,
    ...finance,
    ...collection,
    ...programRoutes,
    ...resourceRoutes,
    ...clientsAndReference,
  ],
};
