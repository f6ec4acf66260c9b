import type { AppRoute } from '../../app/route-types';
import { LoginPage } from './pages/LoginPage';

export const authRoutes: AppRoute[] = [
  { path: '/login', handle: { name: 'Login', title: 'Login' }, Component: LoginPage },
];
