import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';

export function BrandMark({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={compact ? 32 : 38} radius="md" variant={inverted ? 'white' : 'filled'} color="teal">
        <IconBuildingBank size={compact ? 18 : 22} stroke={1.7} />
      </ThemeIcon>
      <Text fw={700} fz={compact ? 18 : 22} c={inverted ? 'white' : 'gray.9'} lts={-0.3}>
        Sewabeli
      </Text>
    </Group>
  );
}
