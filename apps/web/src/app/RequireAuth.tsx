import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CurrentUserContext } from '../features/auth/hooks/use-current-user';
import { useMeQuery } from '../features/auth/hooks/use-session';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { loginPathFor } from '../lib/redirect';
import { isUnauthorized } from '../lib/trpc-error';
import { RouteLoading } from './RouteLoading';

/** Protected screens render only for a signed-in user; anyone else goes to login and comes back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const me = useMeQuery();

  if (me.isPending) {
    return <RouteLoading fullScreen />;
  }
  if (me.isError) {
    if (isUnauthorized(me.error)) {
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    }
    return <ServerErrorPage />;
  }
  return <CurrentUserContext value={me.data}>{children}</CurrentUserContext>;
}
