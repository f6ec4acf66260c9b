import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { capitalize, orNA } from '@sewabeli/domain';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useLogout } from '../../features/auth/hooks/use-session';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase() || '?';
}

export function UserMenu() {
  const me = useCurrentUser();
  const logout = useLogout();
  const name = capitalize(me.name);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label="User menu"
          data-testid="user-menu"
          px={6}
          py={4}
          style={{ borderRadius: 8 }}
        >
          <Group gap={10} wrap="nowrap">
            <Avatar color="teal" radius="xl" size={34}>
              {initials(me.name)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.25} c="gray.9">
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.25}>
                {me.role.name}
              </Text>
            </Stack>
            <IconChevronDown size={14} stroke={1.8} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py={8}>
          <Text size="sm" fw={600} data-testid="user-menu-name">
            {name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="user-menu-email">
            {orNA(me.email)}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/user/me" leftSection={<IconUser size={16} stroke={1.6} />}>
          Your Profile
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} stroke={1.6} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
