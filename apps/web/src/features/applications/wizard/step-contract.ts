/**
 * What the application wizard (origination §2) hands each step. A step loads what it shows itself (tRPC by
 * application id), so the wizard and its steps share nothing but this contract.
 */
export interface WizardStepProps {
  applicationId: number;
  /** False once the application is locked (origination §4) or the signed-in user may not edit applications. */
  editable: boolean;
  /** Why it is not editable (issue 29: a disabled action says why); undefined when editable. */
  lockedReason?: string;
  /** Called after the step's Next/Save succeeded on the server: the wizard reloads the application and moves on. */
  onCompleted: () => void;
  /** Tells the wizard whether the step holds unsaved edits; the wizard asks before discarding them. */
  onDirtyChange: (dirty: boolean) => void;
}
