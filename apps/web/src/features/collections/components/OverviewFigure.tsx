import { Paper, Text } from '@mantine/core';

/** One figure of the Collection Overview: its label, its value and, when given, a hint below it. */
export function Figure({
  label,
  value,
  hint,
  description,
}: {
  label: string;
  value: string;
  hint?: string;
  /** The figure read out whole (a group named by it), when its number alone says too little. */
  description?: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role={description ? 'group' : undefined}
      aria-label={description}
      data-testid={description ? `figure-group-${label}` : undefined}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* A large book's figures run to billions: the size follows the viewport so 'RM' stays on the number's line. */}
      <Text
        fz="clamp(15px, 1.2vw, 22px)"
        fw={650}
        style={{ whiteSpace: 'nowrap' }}
        data-testid={`figure-${label}`}
      >
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
