import type { AppRoute } from '../../app/route-types';

export const userRoutes: AppRoute[] = [
  {
    path: '/user/list',
    handle: { name: 'UserList', title: 'User List', breadcrumb: [{ label: 'User' }, { label: 'List' }] },
    load: () => import('./pages/UserListPage').then((m) => m.UserListPage),
  },
  {
    path: '/user/profile/:id',
    handle: {
      name: 'UserProfile',
      title: 'User Profile',
      breadcrumb: [{ label: 'User' }, { label: 'List', to: '/user/list' }, { label: 'User Profile' }],
    },
    load: () => import('./pages/UserProfilePage').then((m) => m.UserProfilePage),
  },
  {
    path: '/user/audit',
    handle: {
      name: 'UserAudit',
      title: 'Audit Log',
      breadcrumb: [{ label: 'User' }, { label: 'Audit Log' }],
    },
    load: () => import('./pages/AuditLogPage').then((m) => m.AuditLogPage),
  },
  {
    path: '/user/api-tokens',
    handle: {
      name: 'UserApiTokens',
      title: 'API Tokens',
      breadcrumb: [{ label: 'User' }, { label: 'API Tokens' }],
    },
    load: () => import('./pages/ApiTokensPage').then((m) => m.ApiTokensPage),
  },
  {
    path: '/user/me',
    handle: {
      name: 'UserMyProfile',
      title: 'Your Profile',
      breadcrumb: [{ label: 'User' }, { label: 'Your Profile' }],
    },
    load: () => import('./pages/UserProfilePage').then((m) => m.MyProfilePage),
  },
];
