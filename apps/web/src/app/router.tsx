import { createBrowserRouter, Navigate, type RouteObject, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { LOGIN_PATH } from '../lib/redirect';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteLoading } from './RouteLoading';
import { routeTable } from './route-table';
import type { AppRoute } from './route-types';

/**
 * Each screen is a react-router lazy route: its chunk loads on the first visit, while the previous screen stays
 * with the progress bar running. Spec: a route without a display name shows the 500 page.
 */
export function toRouteObject(route: AppRoute): RouteObject {
  if (!route.handle.title) return { path: route.path, handle: route.handle, Component: ServerErrorPage };
  return { path: route.path, handle: route.handle, lazy: async () => ({ Component: await route.load() }) };
}

/** The signed-in shell (side menu, top bar and their icons) is not needed to sign in: it loads with the first screen. */
async function signedInShell(): Promise<Pick<RouteObject, 'element'>> {
  const { AppLayout } = await import('./shell/AppLayout');
  return {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
  };
}

/** A screen that moved: its old address (a bookmark, a link in an e-mail) goes to the new one, query kept. */
function Moved({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${to(params)}${search}${hash}`} replace />;
}

/** Old addresses of moved screens (issue 32: bank statements joined the other collection screens). */
const MOVED: RouteObject[] = [
  {
    path: '/collection/bank-statements',
    element: <Moved to={() => '/application/collection/bank-statements'} />,
    handle: { name: 'BankStatementsMoved', title: 'Bank Statements' },
  },
  {
    path: '/collection/bank-statements/:id',
    element: <Moved to={({ id }) => `/application/collection/bank-statements/${id ?? ''}`} />,
    handle: { name: 'BankStatementMoved', title: 'Bank Statement' },
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <RouteLoading fullScreen />,
    errorElement: <ServerErrorPage />,
    children: [
      {
        path: '/',
        element: <Navigate to={LOGIN_PATH} replace />,
        handle: { name: 'Root', title: 'Login' },
      },
      ...routeTable.public.map(toRouteObject),
      ...MOVED,
      { lazy: signedInShell, children: routeTable.protected.map(toRouteObject) },
      { path: '*', Component: NotFoundPage, handle: { name: 'NotFound', title: 'Error 404' } },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
