import type { AppRoute } from '../../app/route-types';

export const recoveryRoutes: AppRoute[] = [
  {
    path: '/application/collection/write-offs',
    handle: {
      name: 'WriteOffApprovals',
      title: 'Write-offs',
      breadcrumb: [{ label: 'Collection' }, { label: 'Write-offs' }],
    },
    load: () => import('./pages/WriteOffApprovalsPage').then((m) => m.WriteOffApprovalsPage),
  },
];
