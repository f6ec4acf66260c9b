import type { AppRoute } from '../../app/route-types';

const tierCrumbs = [{ label: 'Program' }, { label: 'Tier', to: '/program/tier' }] as const;

/** Collections-and-programs §2.4-2.8. */
export const programRoutes: AppRoute[] = [
  {
    path: '/program/criteria',
    handle: {
      name: 'CriteriaList',
      title: 'Criteria',
      breadcrumb: [{ label: 'Program' }, { label: 'Criteria' }],
    },
    load: () => import('./criteria/CriteriaListPage').then((m) => m.CriteriaListPage),
  },
  {
    // Spec: the criteria profile has no screen of its own; it is the list with that row's modal open.
    path: '/program/criteria/profile/:id',
    handle: {
      name: 'CriteriaProfile',
      title: 'Criteria Profile',
      breadcrumb: [
        { label: 'Program' },
        { label: 'Criteria', to: '/program/criteria' },
        { label: 'Criteria Profile' },
      ],
    },
    load: () => import('./criteria/CriteriaListPage').then((m) => m.CriteriaListPage),
  },
  {
    path: '/program/tier',
    handle: {
      name: 'FinancialProgram',
      title: 'Program Tier',
      breadcrumb: [{ label: 'Program' }, { label: 'Tier' }],
    },
    load: () => import('./financial-programs/ProgramListPage').then((m) => m.ProgramListPage),
  },
  {
    path: '/program/tier/:id',
    handle: {
      name: 'FinancialProgramDetail',
      title: 'Program Detail',
      breadcrumb: [...tierCrumbs, { label: 'Program Detail' }],
    },
    load: () => import('./financial-programs/ProgramDetailPage').then((m) => m.ProgramDetailPage),
  },
  {
    path: '/program/tier/:financialProgramId/factor',
    handle: {
      name: 'FinancialFactor',
      title: 'Factor List',
      breadcrumb: [
        ...tierCrumbs,
        { label: 'Program Detail', to: (p) => `/program/tier/${p.financialProgramId}` },
        { label: 'Factors' },
      ],
    },
    load: () => import('./factors/FactorListPage').then((m) => m.FactorListPage),
  },
  {
    path: '/program/tier/:financialProgramId/factor/:id',
    handle: {
      name: 'FinancialFactorDetail',
      title: 'Factor Detail',
      breadcrumb: [
        ...tierCrumbs,
        { label: 'Program Detail', to: (p) => `/program/tier/${p.financialProgramId}` },
        { label: 'Factors', to: (p) => `/program/tier/${p.financialProgramId}/factor` },
        { label: 'Factor Detail' },
      ],
    },
    load: () => import('./factors/FactorDetailPage').then((m) => m.FactorDetailPage),
  },
];
