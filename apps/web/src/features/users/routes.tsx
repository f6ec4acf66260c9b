import type { AppRoute } from '../../app/route-types';
import { AuditLogPage } from './pages/AuditLogPage';
import { UserListPage } from './pages/UserListPage';
import { MyProfilePage, UserProfilePage } from './pages/UserProfilePage';

export const userRoutes: AppRoute[] = [
  {
    path: '/user/list',
    handle: { name: 'UserList', title: 'User List', breadcrumb: [{ label: 'User' }, { label: 'List' }] },
    Component: UserListPage,
  },
  {
    path: '/user/profile/:id',
    handle: {
      name: 'UserProfile',
      title: 'User Profile',
      breadcrumb: [{ label: 'User' }, { label: 'List', to: '/user/list' }, { label: 'User Profile' }],
    },
    Component: UserProfilePage,
  },
  {
    path: '/user/audit',
    handle: {
      name: 'UserAudit',
      title: 'Audit Log',
      breadcrumb: [{ label: 'User' }, { label: 'Audit Log' }],
    },
    Component: AuditLogPage,
  },
  {
    path: '/user/me',
    handle: {
      name: 'UserMyProfile',
      title: 'Your Profile',
      breadcrumb: [{ label: 'User' }, { label: 'Your Profile' }],
    },
    Component: MyProfilePage,
  },
];
