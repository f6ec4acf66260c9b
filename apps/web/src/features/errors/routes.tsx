import type { AppRoute } from '../../app/route-types';
import { NotFoundPage } from './pages/NotFoundPage';
import { ServerErrorPage } from './pages/ServerErrorPage';

export const errorRoutes: AppRoute[] = [
  { path: '/error/error404', handle: { name: 'Error404', title: 'Error 404' }, Component: NotFoundPage },
  { path: '/error/error500', handle: { name: 'Error500', title: 'Error 500' }, Component: ServerErrorPage },
];
