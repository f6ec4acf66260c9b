import type { AppRoute } from '../../app/route-types';
import { NotFoundPage } from './pages/NotFoundPage';
import { ServerErrorPage } from './pages/ServerErrorPage';

// The error pages are in the entry chunk already (the router's error element), so they load from there.
export const errorRoutes: AppRoute[] = [
  {
    path: '/error/error404',
    handle: { name: 'Error404', title: 'Error 404' },
    load: async () => NotFoundPage,
  },
  {
    path: '/error/error500',
    handle: { name: 'Error500', title: 'Error 500' },
    load: async () => ServerErrorPage,
  },
];
