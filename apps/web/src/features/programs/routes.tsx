import type { AppRoute } from '../../app/route-types';
import { CriteriaListPage } from './pages/CriteriaListPage';
import { FactorDetailPage } from './pages/FactorDetailPage';
import { FactorListPage } from './pages/FactorListPage';
import { ProgramDetailPage } from './pages/ProgramDetailPage';
import { ProgramListPage } from './pages/ProgramListPage';

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
    Component: CriteriaListPage,
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
    Component: CriteriaListPage,
  },
  {
    path: '/program/tier',
    handle: {
      name: 'FinancialProgram',
      title: 'Program Tier',
      breadcrumb: [{ label: 'Program' }, { label: 'Tier' }],
    },
    Component: ProgramListPage,
  },
  {
    path: '/program/tier/:id',
    handle: {
      name: 'FinancialProgramDetail',
      title: 'Program Detail',
      breadcrumb: [...tierCrumbs, { label: 'Program Detail' }],
    },
    Component: ProgramDetailPage,
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
    Component: FactorListPage,
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
    Component: FactorDetailPage,
  },
];
