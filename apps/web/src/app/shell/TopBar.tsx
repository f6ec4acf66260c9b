import { ActionIcon, Box, Group, Kbd, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../features/auth/components/BrandMark';
import { spotlightControls } from '../../features/spotlight/spotlight-store';
import { HOME_PATH } from '../../lib/redirect';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import classes from './TopBar.module.css';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  menuPinned: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuPinned, onToggleMenu }: TopBarProps) {
  const label = menuPinned ? 'Minimise side menu' : 'Pin side menu';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0}>
        <Box component={Link} to={HOME_PATH} w={{ base: 'auto', sm: 214 }} style={{ textDecoration: 'none' }}>
          <BrandMark compact />
        </Box>
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleMenu}
            aria-label={label}
            aria-pressed={menuPinned}
            data-testid="sidebar-toggle"
          >
            {menuPinned ? (
              <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
            ) : (
              <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
            )}
          </ActionIcon>
        </Tooltip>
        <Box visibleFrom="sm" miw={0}>
          <AppBreadcrumbs />
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          onClick={spotlightControls.open}
          className={classes.search}
          aria-label="Search (Ctrl+K)"
          data-testid="spotlight-open"
        >
          <IconSearch size={16} stroke={1.6} aria-hidden />
          <Box component="span" visibleFrom="md">
            Search
          </Box>
          <Kbd size="xs" visibleFrom="md" aria-hidden>
            Ctrl K
          </Kbd>
        </UnstyledButton>
        <UserMenu />
      </Group>
    </Group>
  );
}
