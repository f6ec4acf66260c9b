import { Badge, type BadgeProps, UnstyledButton } from '@mantine/core';

export type TriState = 1 | 0 | null;

export interface FlagBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** 1 Yes, 0 No, null/undefined Pending (spec: tri-state flags of the master record). */
  value: TriState | boolean | undefined;
  /** Makes the badge a button (the master profile cycles the flag on click). */
  onClick?: () => void;
}

export function flagLabel(value: FlagBadgeProps['value']): {
  label: 'Yes' | 'No' | 'Pending';
  color: string;
} {
  if (value === 1 || value === true) return { label: 'Yes', color: 'green' };
  if (value === 0 || value === false) return { label: 'No', color: 'red' };
  return { label: 'Pending', color: 'gray' };
}

export function FlagBadge({ value, onClick, ...rest }: FlagBadgeProps) {
  const { label, color } = flagLabel(value);
  const badge = (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      {...rest}
      style={onClick ? { cursor: 'pointer' } : undefined}
    >
      {label}
    </Badge>
  );
  return onClick ? <UnstyledButton onClick={onClick}>{badge}</UnstyledButton> : badge;
}
