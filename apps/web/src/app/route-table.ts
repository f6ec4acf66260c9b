import { applicationRoutes } from '../features/applications/routes';
import { approvalRoutes } from '../features/approvals/routes';
import { arrearsRoutes } from '../features/arrears/routes';
import { authRoutes } from '../features/auth/routes';
import { bankStatementRoutes } from '../features/bank-statements/routes';
import { brandProductRoutes } from '../features/brands-products/routes';
import { collectionRoutes } from '../features/collections/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { errorRoutes } from '../features/errors/routes';
import { hirerRoutes } from '../features/hirers/routes';
import { masterRecordRoutes } from '../features/master-records/routes';
import { programRoutes } from '../features/programs/routes';
import { recoveryRoutes } from '../features/recovery/routes';
import { resourceRoutes } from '../features/resources/routes';
import { userRoutes } from '../features/users/routes';
import { vendorRoutes } from '../features/vendors/routes';
import type { AppRoute } from './route-types';

/** Every screen of spec/routes.tsv, each area's list from its features/<area>/routes.tsx. */
const finance: AppRoute[] = [...masterRecordRoutes, ...applicationRoutes, ...approvalRoutes];

const collection: AppRoute[] = [
  ...collectionRoutes,
  ...bankStatementRoutes,
  ...arrearsRoutes,
  ...recoveryRoutes,
];

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
