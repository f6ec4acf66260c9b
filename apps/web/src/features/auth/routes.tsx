import type { AppRoute } from '../../app/route-types';

export const authRoutes: AppRoute[] = [
  {
    path: '/login',
    handle: { name: 'Login', title: 'Login' },
    load: () => import('./pages/LoginPage').then((m) => m.LoginPage),
  },
];
