import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { LOGIN_PATH } from '../lib/redirect';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { routeTable } from './route-table';
import type { AppRoute } from './route-types';
import { AppLayout } from './shell/AppLayout';

/** Spec: a route without a display name shows the 500 page. */
export function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route.handle,
    Component: route.handle.title ? route.Component : ServerErrorPage,
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <ServerErrorPage />,
    children: [
      {
        path: '/',
        element: <Navigate to={LOGIN_PATH} replace />,
        handle: { name: 'Root', title: 'Login' },
      },
      ...routeTable.public.map(toRouteObject),
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: routeTable.protected.map(toRouteObject),
      },
      { path: '*', Component: NotFoundPage, handle: { name: 'NotFound', title: 'Error 404' } },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;
