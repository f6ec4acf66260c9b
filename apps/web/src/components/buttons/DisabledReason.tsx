import { Box, Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';

/** The reason of a disabled export (a CSV button over an empty list). */
export const NOTHING_TO_EXPORT = 'No Record Found: nothing to export';

interface ActionProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
}

export interface DisabledReasonProps {
  /** Why the action cannot be used now; the action is enabled when there is none. */
  reason: string | null | undefined | false;
  /** One Mantine Button or ActionIcon (anything that styles `data-disabled` as disabled). */
  children: ReactElement<ActionProps>;
  position?: TooltipProps['position'];
  /** What the enabled action's tooltip says (an icon button's name), if it has one. */
  label?: string;
  /** Test id of the wrapper that shows the reason on hover. */
  testId?: string;
  fullWidth?: boolean;
}

const swallow = (event: MouseEvent<HTMLElement>) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * Issue 29: every disabled action says why. A natively disabled button takes neither the pointer nor the focus,
 * so the action stays focusable and is marked disabled with `data-disabled` and `aria-disabled` (Mantine's
 * pattern for a tooltip on a disabled button); its click does nothing, and the reason shows on hover and on
 * keyboard focus.
 */
export function DisabledReason({
  reason,
  children,
  position,
  label,
  testId,
  fullWidth,
}: DisabledReasonProps) {
  if (!reason) {
    return label ? (
      <Tooltip label={label} withArrow position={position}>
        {children}
      </Tooltip>
    ) : (
      children
    );
  }
  const action = cloneElement(children, {
    disabled: false,
    'data-disabled': true,
    'aria-disabled': true,
    onClick: swallow,
  } as ActionProps);
  return (
    <Tooltip label={reason} withArrow position={position} events={{ hover: true, focus: true, touch: true }}>
      <Box w={fullWidth ? '100%' : undefined} data-testid={testId}>
        {action}
      </Box>
    </Tooltip>
  );
}
