import { Button, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface RecordNotFoundProps {
  /** 'Asset type not found', ... (the server's message). */
  message: string;
  backTo: string;
  backLabel: string;
}

/** A profile whose record does not exist (or was deleted): say so and offer the way back to its list. */
export function RecordNotFound({ message, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <Center py={64}>
      <Paper withBorder p="xl" maw={440} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconSearchOff size={28} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {message}
          </Text>
          <Text c="dimmed" size="sm">
            It may have been deleted, or the link is wrong.
          </Text>
          <Button component={Link} to={backTo} variant="light" mt="xs">
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
