import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WizardStepProps } from './step-contract';

type StepModule = { default: ComponentType<WizardStepProps> };

/** Each step's code (apps/web/src/features/applications/wizard/steps/<step>/). */
const STEP_MODULES: Record<number, () => Promise<StepModule>> = {
  1: () => import('./steps/basic-information/BasicInformationStep'),
  2: () => import('./steps/score-card/ScoreCardStep'),
  3: () => import('./steps/product/ProductStep'),
  4: () => import('./steps/src-report/SrcReportStep'),
  5: () => import('./steps/result/ResultStep'),
  6: () => import('./steps/approval/ApprovalStep'),
  7: () => import('./steps/agreements/AgreementsStep'),
};

/** Each step's content, loaded when first opened or when preloaded. */
export const STEP_COMPONENTS: Record<
  number,
  LazyExoticComponent<ComponentType<WizardStepProps>>
> = Object.fromEntries(Object.entries(STEP_MODULES).map(([step, load]) => [step, lazy(load)]));

/**
 * Fetches the code of the step after `step` while this one is shown (issue 29): a Save that moves on then waits for
 * the next step's data alone, not for its code first.
 */
export function preloadStepAfter(step: number): void {
  void STEP_MODULES[step + 1]?.();
}
