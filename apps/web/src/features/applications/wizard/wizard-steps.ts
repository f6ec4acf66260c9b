import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WizardStepProps } from './step-contract';

/** Each step's module, by step number (apps/web/src/features/applications/wizard/steps/<step>/). */
const STEP_MODULES: Record<number, () => Promise<{ default: ComponentType<WizardStepProps> }>> = {
  1: () => import('./steps/basic-information/BasicInformationStep'),
  2: () => import('./steps/score-card/ScoreCardStep'),
  3: () => import('./steps/product/ProductStep'),
  4: () => import('./steps/src-report/SrcReportStep'),
  5: () => import('./steps/result/ResultStep'),
  6: () => import('./steps/approval/ApprovalStep'),
  7: () => import('./steps/agreements/AgreementsStep'),
};

/** Each step's content, loaded when first opened. */
export const STEP_COMPONENTS: Record<
  number,
  LazyExoticComponent<ComponentType<WizardStepProps>>
> = Object.fromEntries(Object.entries(STEP_MODULES).map(([step, load]) => [step, lazy(load)]));

/**
 * Fetches the code of the given steps ahead of a click (a module is fetched once; lazy() then finds it
 * loaded), so that moving to the next step shows it instead of a blank box.
 */
export function preloadSteps(steps: readonly number[]): void {
  for (const step of steps) void STEP_MODULES[step]?.().catch(() => undefined);
}
