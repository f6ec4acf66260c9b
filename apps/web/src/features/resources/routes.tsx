import type { AppRoute } from '../../app/route-types';

export const resourceRoutes: AppRoute[] = [
  {
    path: '/resource/list',
    handle: {
      name: 'ResourceList',
      title: 'Resource Categories',
      breadcrumb: [{ label: 'Resource' }, { label: 'List' }],
    },
    load: () => import('./pages/ResourceCategoriesPage').then((m) => m.ResourceCategoriesPage),
  },
  {
    path: '/resource/profile/:category',
    handle: {
      name: 'ResourceProfile',
      title: 'Resources',
      breadcrumb: [
        { label: 'Resource' },
        { label: 'List', to: '/resource/list' },
        { label: (p) => p.category ?? '' },
      ],
    },
    load: () => import('./pages/ResourcesOfCategoryPage').then((m) => m.ResourcesOfCategoryPage),
  },
];
