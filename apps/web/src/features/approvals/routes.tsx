import type { AppRoute } from '../../app/route-types';

/** Origination §2: the Pending Approvals list and the Application log. */
export const approvalRoutes: AppRoute[] = [
  {
    path: '/application/pending',
    handle: {
      name: 'PendingApprovals',
      title: 'Pending Approvals',
      breadcrumb: [{ label: 'Finance' }, { label: 'Pending' }],
    },
    load: () => import('./pages/PendingApprovalsPage').then((m) => m.PendingApprovalsPage),
  },
  {
    path: '/application/log',
    handle: { name: 'ApplicationLog', title: 'Log', breadcrumb: [{ label: 'Finance' }, { label: 'Log' }] },
    load: () => import('./pages/ApplicationLogPage').then((m) => m.ApplicationLogPage),
  },
];
