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

export const STEPS_LOCKED_REASON = 'Submitted for approval: steps 1 to 4 are read-only';
export const STEP_READ_ONLY_REASON = 'This step has nothing to edit';

/**
 * Issue 29: why the step's content takes no edits from this person (its Save says so), or undefined when it
 * does: the permission's reason, the lock of a submitted application, or a step that is not edited here.
 */
export function stepLockedReason(
  step: number,
  progress: WizardProgress,
  writeLocked: string | undefined,
): string | undefined {
  if (writeLocked !== undefined) return writeLocked;
  if (!progress) return step === 1 ? undefined : STEP_READ_ONLY_REASON;
  if (isApplicationLocked(progress)) return STEPS_LOCKED_REASON;
  return isStepEditable(step, progress) ? undefined : STEP_READ_ONLY_REASON;
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
