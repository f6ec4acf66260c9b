import type { AppRoute } from '../../app/route-types';

/**
 * Issue 31: statements imported from the bank, reconciled to agreements and posted as payments; under
 * /application/collection like the other collection screens (the first paths, /collection/bank-statements,
 * redirect: app/router.tsx).
 */
export const bankStatementRoutes: AppRoute[] = [
  {
    path: '/application/collection/bank-statements',
    handle: {
      name: 'BankStatements',
      title: 'Bank Statements',
      breadcrumb: [{ label: 'Collection' }, { label: 'Bank Statements' }],
    },
    load: () => import('./pages/BankStatementsPage').then((m) => m.BankStatementsPage),
  },
  {
    path: '/application/collection/bank-statements/:id',
    handle: {
      name: 'BankStatement',
      title: 'Bank Statement',
      breadcrumb: [
        { label: 'Collection' },
        { label: 'Bank Statements', to: '/application/collection/bank-statements' },
        { label: 'Reconciliation' },
      ],
    },
    load: () => import('./pages/BankStatementPage').then((m) => m.BankStatementPage),
  },
];
