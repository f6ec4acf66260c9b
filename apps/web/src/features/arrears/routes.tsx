import type { AppRoute } from '../../app/route-types';

/** Issue 32: the arrears ladder's screens under Collection. */
export const arrearsRoutes: AppRoute[] = [
  {
    path: '/application/collection/arrears',
    handle: {
      name: 'ArrearsQueue',
      title: 'Arrears Queue',
      breadcrumb: [{ label: 'Collection' }, { label: 'Arrears Queue' }],
    },
    load: () => import('./pages/ArrearsQueuePage').then((m) => m.ArrearsQueuePage),
  },
  {
    path: '/application/collection/outbox',
    handle: {
      name: 'ArrearsOutbox',
      title: 'Outbox',
      breadcrumb: [{ label: 'Collection' }, { label: 'Outbox' }],
    },
    load: () => import('./pages/OutboxPage').then((m) => m.OutboxPage),
  },
  {
    path: '/application/collection/ladder',
    handle: {
      name: 'ArrearsLadder',
      title: 'Arrears Ladder',
      breadcrumb: [{ label: 'Collection' }, { label: 'Arrears Ladder' }],
    },
    load: () => import('./pages/ArrearsLadderPage').then((m) => m.ArrearsLadderPage),
  },
];
