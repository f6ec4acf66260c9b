import { useMatches } from 'react-router-dom';
import { deepestHandle } from './breadcrumbs';
import type { RouteHandle } from './route-types';

/** Name, display name and breadcrumb of the screen being shown. */
export function useRouteHandle(): RouteHandle | undefined {
  return deepestHandle(useMatches());
}
