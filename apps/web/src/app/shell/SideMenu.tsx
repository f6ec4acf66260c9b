import { Divider, NavLink, Tooltip, UnstyledButton } from '@mantine/core';
import { can } from '@sewabeli/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useTRPC } from '../../lib/trpc';
import { prefetchScreen, preloadScreen } from '../preload-signed-in';
import classes from './SideMenu.module.css';
import { isItemActive, MENU } from './side-menu-items';

export interface SideMenuProps {
  /** The narrow icon rail instead of the full, labelled menu. */
  minimised: boolean;
}

export function SideMenu({ minimised }: SideMenuProps) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const me = useCurrentUser();
  return (
    <nav aria-label="Main menu" className={classes.menu} data-minimised={minimised ? true : undefined}>
      {MENU.map((group, index) => (
        <section key={group.label} data-menu-group={group.label} aria-label={group.label}>
          {minimised ? (
            index > 0 && <Divider className={classes.miniDivider} />
          ) : (
            <div className={classes.groupLabel}>{group.label}</div>
          )}
          {group.items
            .filter((item) => item.permission === undefined || can(me, item.permission))
            .map((item) => {
              const active = isItemActive(item, pathname);
              const Icon = item.icon;
              const preload = () => preloadScreen(item.to);
              const prefetch = () => prefetchScreen(item.to, queryClient, trpc);
              if (minimised) {
                return (
                  <Tooltip key={item.to} label={`${group.label} · ${item.label}`} position="right" withArrow>
                    <UnstyledButton
                      component={Link}
                      to={item.to}
                      className={classes.miniLink}
                      data-active={active ? true : undefined}
                      aria-current={active ? 'page' : undefined}
                      aria-label={`${group.label} ${item.label}`}
                      onPointerEnter={preload}
                      onFocus={preload}
                      onClick={prefetch}
                    >
                      <Icon size={20} stroke={1.6} />
                    </UnstyledButton>
                  </Tooltip>
                );
              }
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<Icon size={18} stroke={1.6} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  className={classes.link}
                  onPointerEnter={preload}
                  onFocus={preload}
                  onClick={prefetch}
                />
              );
            })}
        </section>
      ))}
    </nav>
  );
}
