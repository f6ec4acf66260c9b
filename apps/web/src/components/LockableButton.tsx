import { Box, Button, type ButtonProps, type ElementProps, Tooltip, type TooltipProps } from '@mantine/core';

export interface LockableButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  /** Why this person may not use the button ('Only a Superadmin can ...'); the button then stays, disabled. */
  lockedReason?: string;
  /** Test id of the hover target that shows `lockedReason`. */
  lockedTestId?: string;
  lockedTooltipPosition?: TooltipProps['position'];
}

/**
 * A button shown to everyone: to someone who may not use it, disabled with the reason on hover, so that they
 * learn who can rather than wonder where the button went.
 */
export function LockableButton({
  lockedReason,
  lockedTestId,
  lockedTooltipPosition,
  disabled,
  ...props
}: LockableButtonProps) {
  const button = <Button {...props} disabled={disabled || lockedReason !== undefined} />;
  if (lockedReason === undefined) return button;
  // A disabled button gets no pointer events, so the tooltip hangs on a wrapper.
  return (
    <Tooltip label={lockedReason} withArrow position={lockedTooltipPosition}>
      <Box w={props.fullWidth ? '100%' : undefined} data-testid={lockedTestId}>
        {button}
      </Box>
    </Tooltip>
  );
}
