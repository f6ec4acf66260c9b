import { agreementRestRoutes } from '../features/agreements/agreement.rest';
import { applicationRestRoutes } from '../features/applications/application.rest';
import { productStepRestRoutes } from '../features/applications/steps/product/product.rest';
import { resultRestRoutes } from '../features/applications/steps/result/result.rest';
import { scoreCardRestRoutes } from '../features/applications/steps/score-card/score-card.rest';
import { srcReportRestRoutes } from '../features/applications/steps/src-report/src-report.rest';
import { approvalRestRoutes } from '../features/approvals/approval.rest';
import { authRestRoutes } from '../features/auth/auth.rest';
import { brandsProductsRestRoutes } from '../features/brands-products/brands-products.rest';
import { collectionRestRoutes } from '../features/collections/collection.rest';
import { dashboardRestRoutes } from '../features/dashboard/dashboard.rest';
import { hirerRestRoutes } from '../features/hirers/hirer.rest';
import { masterRecordRestRoutes } from '../features/master-records/master-record.rest';
import { programsRestRoutes } from '../features/programs/programs.rest';
import { resourceRestRoutes } from '../features/resources/resource.rest';
import { userRestRoutes } from '../features/users/user.rest';
import { vendorRestRoutes } from '../features/vendors/vendor.rest';
import type { AnyRestRoute } from './rest';

/** Every legacy route of the spec, by area. */
export const restRoutes: readonly AnyRestRoute[] = [
  ...authRestRoutes,
  ...resourceRestRoutes,
  ...userRestRoutes,
  ...hirerRestRoutes,
  ...masterRecordRestRoutes,
  ...brandsProductsRestRoutes,
  ...programsRestRoutes,
  ...vendorRestRoutes,
  ...collectionRestRoutes,
  ...dashboardRestRoutes,
  ...applicationRestRoutes,
  ...approvalRestRoutes,
  ...agreementRestRoutes,
  ...scoreCardRestRoutes,
  ...srcReportRestRoutes,
  ...resultRestRoutes,
  ...productStepRestRoutes,
];
