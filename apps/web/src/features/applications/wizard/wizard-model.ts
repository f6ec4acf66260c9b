import {
  canOpenStep,
  isApplicationLocked,
  isStepEditable,
  openingStep,
  WIZARD_STEPS,
} from '@sewabeli/domain';

export interface WizardStepState {
  /** 1..7. */
  step: number;
  label: (typeof WIZARD_STEPS)[number];
  /** Origination §4: not beyond progress, and steps 1-4 closed once submitted and locked. */
  openable: boolean;
  /** Highlighted in the header: up to the active step (origination §2). */
  reached: boolean;
}

/** What the wizard knows of the application: nothing yet for a new one. */
export type WizardProgress = { seq: number; lockStatus: number } | null;

/** A new application has only Basic Information; an existing one opens what its progress allows. */
export function wizardSteps(progress: WizardProgress, active: number): WizardStepState[] {
  return WIZARD_STEPS.map((label, index) => {
    const step = index + 1;
    return {
      step,
      label,
      openable: progress ? canOpenStep(step, progress) : step === 1,
      reached: step <= active,
    };
  });
}

/** The step the wizard opens at: 1 for a new application, else the one of its progress (origination §2). */
export function initialStep(progress: WizardProgress): number {
  if (!progress) return 1;
  const step = openingStep(progress.seq);
  return canOpenStep(step, progress) ? step : 5;
}

/**
 * Whether the step's content takes edits from this person: steps 1-4 while the application is not locked
 * (server-enforced too), and only for those allowed to write applications.
 */
export function stepEditable(step: number, progress: WizardProgress, mayWrite: boolean): boolean {
  if (!mayWrite) return false;
  if (!progress) return step === 1;
  return isStepEditable(step, progress) && !isApplicationLocked(progress);
}
