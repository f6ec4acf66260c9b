import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { documentTitle } from './breadcrumbs';
import { NavigationProgress } from './NavigationProgress';
import { useRouteHandle } from './use-route-handle';

/** Around every screen, signed in or not: the progress bar and the tab title. */
export function RootLayout() {
  const handle = useRouteHandle();
  const title = documentTitle(handle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
