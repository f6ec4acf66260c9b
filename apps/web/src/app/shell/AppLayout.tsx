import { AppShell, ScrollArea } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppSpotlight } from '../../features/spotlight/AppSpotlight';
import { RouteLoading } from '../RouteLoading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const MENU_WIDTH = 248;
const RAIL_WIDTH = 68;

/**
 * The signed-in shell: top bar, side menu and the screen. Confirmation modals are opened only from signed-in screens,
 * so their provider (Modal, ScrollArea, floating-ui) is here rather than in the sign-in screen's JavaScript.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const [pinned, setPinned] = useState(true);
  const [shownPath, setShownPath] = useState(pathname);

  // Spec: on every navigation the pinned side menu is minimised.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setPinned(false);
  }

  return (
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: pinned ? MENU_WIDTH : RAIL_WIDTH, breakpoint: 'sm', collapsed: { mobile: !pinned } }}
        padding="lg"
        transitionDuration={150}
      >
        <AppShell.Header>
          <TopBar menuPinned={pinned} onToggleMenu={() => setPinned((p) => !p)} />
        </AppShell.Header>
        <AppShell.Navbar data-pinned={pinned ? true : undefined} data-testid="side-menu">
          <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
            <SideMenu minimised={!pinned} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
      <AppSpotlight />
    </ModalsProvider>
  );
}
