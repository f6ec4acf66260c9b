import { Box, Collapse, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface CollapsiblePanelProps {
  title: string;
  /** A count or short note beside the title. */
  note?: ReactNode;
  /** Buttons on the right of the header ('Create New', ...). */
  actions?: ReactNode;
  /** Spec: collapsible panels are open by default. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A titled section of a profile screen that folds away; its content (usually a DataTable) keeps its own card. */
export function CollapsiblePanel({
  title,
  note,
  actions,
  defaultOpen = true,
  children,
}: CollapsiblePanelProps) {
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  const contentId = useId();
  return (
    <Box component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="sm" wrap="nowrap">
        <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls={contentId}>
          <Group gap="xs" wrap="nowrap">
            <IconChevronDown
              size={18}
              stroke={1.8}
              style={{ transform: opened ? undefined : 'rotate(-90deg)', transition: 'transform 150ms ease' }}
              aria-hidden
            />
            <Title order={3} fz="lg" fw={650} c="gray.9">
              {title}
            </Title>
            {note !== undefined && (
              <Text size="sm" c="dimmed">
                {note}
              </Text>
            )}
          </Group>
        </UnstyledButton>
        {actions && opened && <Group gap="sm">{actions}</Group>}
      </Group>
      <Collapse expanded={opened} id={contentId}>
        {children}
      </Collapse>
    </Box>
  );
}
