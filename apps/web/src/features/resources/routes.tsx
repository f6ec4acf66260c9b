import type { AppRoute } from '../../app/route-types';
import { ResourceCategoriesPage } from './pages/ResourceCategoriesPage';
import { ResourcesOfCategoryPage } from './pages/ResourcesOfCategoryPage';

export const resourceRoutes: AppRoute[] = [
  {
    path: '/resource/list',
    handle: {
      name: 'ResourceList',
      title: 'Resource Categories',
      breadcrumb: [{ label: 'Resource' }, { label: 'List' }],
    },
    Component: ResourceCategoriesPage,
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
    Component: ResourcesOfCategoryPage,
  },
];
