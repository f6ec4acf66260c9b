import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../lib/redirect';

export interface ErrorScreenProps {
  code: string;
  heading: string;
  message: string;
  icon: ReactNode;
  color: string;
}

export function ErrorScreen({ code, heading, message, icon, color }: ErrorScreenProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder radius="lg" p={48} maw={520} w="100%" shadow="xs">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={40} fw={700} c="gray.9" mt="sm">
            {code}
          </Title>
          <Text fz="xl" fw={600} c="gray.8">
            {heading}
          </Text>
          <Text c="dimmed" maw={380}>
            {message}
          </Text>
          <Button component={Link} to={HOME_PATH} size="md" mt="md">
            Go to Homepage
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
