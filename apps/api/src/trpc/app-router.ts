import { agreementRouter } from '../features/agreements/agreement.router';
import { apiTokenRouter } from '../features/api-tokens/api-token.router';
import { applicationRouter } from '../features/applications/application.router';
import { applicationProductRouter } from '../features/applications/steps/product/product.router';
import { applicationResultRouter } from '../features/applications/steps/result/result.router';
import { scoreCardRouter } from '../features/applications/steps/score-card/score-card.router';
import { srcReportRouter } from '../features/applications/steps/src-report/src-report.router';
import { approvalRouter } from '../features/approvals/approval.router';
import { arrearsRouter } from '../features/arrears/arrears.router';
import { auditRouter } from '../features/audit/audit.router';
import { authRouter } from '../features/auth/auth.router';
import { bankStatementRouter } from '../features/bank-statements/bank-statement.router';
import { brandRouter } from '../features/brands-products/brand.router';
import { productRouter } from '../features/brands-products/product.router';
import { collectionRouter, completeProcedure } from '../features/collections/collection.router';
import { dashboardRouter } from '../features/dashboard/dashboard.router';
import { documentAnalysisRouter } from '../features/document-analysis/document-analysis.router';
import { hirerRouter } from '../features/hirers/hirer.router';
import { masterRecordRouter } from '../features/master-records/master-record.router';
import { programsRouter } from '../features/programs/programs.router';
import { recoveryRouter } from '../features/recovery/recovery.router';
import { resourceRouter } from '../features/resources/resource.router';
import { spotlightRouter } from '../features/spotlight/spotlight.router';
import { userRouter } from '../features/users/user.router';
import { vendorRouter } from '../features/vendors/vendor.router';
import { mergeRouters, router } from './init';

export const appRouter = router({
  // Complete is the agreements' call and collections' work (collections depend on agreements, not the reverse).
  agreement: mergeRouters(agreementRouter, router({ complete: completeProcedure })),
  application: applicationRouter,
  applicationResult: applicationResultRouter,
  applicationProduct: applicationProductRouter,
  apiToken: apiTokenRouter,
  arrears: arrearsRouter,
  audit: auditRouter,
  approval: approvalRouter,
  auth: authRouter,
  bankStatement: bankStatementRouter,
  brand: brandRouter,
  collection: collectionRouter,
  dashboard: dashboardRouter,
  documentAnalysis: documentAnalysisRouter,
  hirer: hirerRouter,
  masterRecord: masterRecordRouter,
  product: productRouter,
  programs: programsRouter,
  recovery: recoveryRouter,
  vendor: vendorRouter,
  resource: resourceRouter,
  scoreCard: scoreCardRouter,
  spotlight: spotlightRouter,
  srcReport: srcReportRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;
