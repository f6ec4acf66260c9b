import type { AppRoute } from '../../app/route-types';

/** Issue 31: statements imported from the bank, reconciled to agreements and posted as payments. */
export const bankStatementRoutes: AppRoute[] = [
  {
    path: '/collection/bank-statements',
    handle: {
      name: 'BankStatements',
      title: 'Bank Statements',
      breadcrumb: [{ label: 'Collection' }, { label: 'Bank Statements' }],
    },
    load: () => import('./pages/BankStatementsPage').then((m) => m.BankStatementsPage),
  },
  {
    path: '/collection/bank-statements/:id',
    handle: {
      name: 'BankStatement',
      title: 'Bank Statement',
      breadcrumb: [
        { label: 'Collection' },
        { label: 'Bank Statements', to: '/collection/bank-statements' },
        { label: 'Reconciliation' },
      ],
    },
    load: () => import('./pages/BankStatementPage').then((m) => m.BankStatementPage),
  },
];
