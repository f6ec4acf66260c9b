import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WizardStepProps } from './step-contract';

/** Each step's content, loaded when first opened (apps/web/src/features/applications/wizard/steps/<step>/). */
export const STEP_COMPONENTS: Record<number, LazyExoticComponent<ComponentType<WizardStepProps>>> = {
  1: lazy(() => import('./steps/basic-information/BasicInformationStep')),
  2: lazy(() => import('./steps/score-card/ScoreCardStep')),
  3: lazy(() => import('./steps/product/ProductStep')),
  4: lazy(() => import('./steps/src-report/SrcReportStep')),
  5: lazy(() => import('./steps/result/ResultStep')),
  6: lazy(() => import('./steps/approval/ApprovalStep')),
  7: lazy(() => import('./steps/agreements/AgreementsStep')),
};
