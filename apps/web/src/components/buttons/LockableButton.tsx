import { Button, type ButtonProps, type ElementProps, type TooltipProps } from '@mantine/core';
import { DisabledReason } from './DisabledReason';

export interface LockableButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  /** Why this person may not use the button ('Only a Superadmin can ...'); the button then stays, disabled. */
  lockedReason?: string;
  /** Test id of the hover target that shows `lockedReason`. */
  lockedTestId?: string;
  lockedTooltipPosition?: TooltipProps['position'];
}

/**
 * A button shown to everyone: to someone who may not use it, disabled with the reason on hover and focus, so
 * that they learn who can rather than wonder where the button went.
 */
export function LockableButton({
  lockedReason,
  lockedTestId,
  lockedTooltipPosition,
  ...props
}: LockableButtonProps) {
  return (
    <DisabledReason
      reason={lockedReason}
      position={lockedTooltipPosition}
      testId={lockedTestId}
      fullWidth={props.fullWidth}
    >
      <Button {...props} />
    </DisabledReason>
  );
}
