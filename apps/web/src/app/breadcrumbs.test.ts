import { describe, expect, it } from 'vitest';
import { deepestHandle, documentTitle, resolveBreadcrumbs } from './breadcrumbs';
import { routeTable } from './route-table';

describe('resolveBreadcrumbs', () => {
  it('fills route parameters into labels and links', () => {
    const crumbs = resolveBreadcrumbs(
      {
        name: 'FactorDetail',
        title: 'Factor Detail',
        breadcrumb: [
          { label: 'Program' },
          { label: 'Program Detail', to: (p) => `/program/tier/${p.financialProgramId}` },
          { label: (p) => `Factor ${p.id}` },
        ],
      },
      { financialProgramId: '4', id: '9' },
    );
    expect(crumbs).toEqual([
      { label: 'Program' },
      { label: 'Program Detail', to: '/program/tier/4' },
      { label: 'Factor 9' },
    ]);
  });

  it('defaults to the title, and is empty for a route without a display name', () => {
    expect(resolveBreadcrumbs({ name: 'X', title: 'Log' }, {})).toEqual([{ label: 'Log' }]);
    expect(resolveBreadcrumbs({ name: 'X' }, {})).toEqual([]);
  });
});

describe('documentTitle', () => {
  it("reads 'Name | Sewabeli', and the 500 page's for a nameless route", () => {
    expect(documentTitle({ name: 'MasterList', title: 'Master List' })).toBe('Master List | Sewabeli');
    expect(documentTitle({ name: 'Nameless' })).toBe('Error 500 | Sewabeli');
  });
});

describe('deepestHandle', () => {
  it('takes the innermost route that has a handle', () => {
    const handle = deepestHandle([
      { handle: undefined },
      { handle: { name: 'Log', title: 'Log' } },
      { handle: null },
    ]);
    expect(handle?.name).toBe('Log');
  });
});

describe('route table', () => {
  const specPaths = [
    '/login',
    '/dashboard/default',
    '/application/master',
    '/application/master/profile/:id',
    '/application',
    '/application/new',
    '/application/pending/:id',
    '/application/pending',
    '/application/log',
    '/application/collection/list/:status?',
    '/application/collection/profile/:id',
    '/application/collection/overview',
    '/program/criteria',
    '/program/criteria/profile/:id',
    '/program/tier',
    '/program/tier/:id',
    '/program/tier/:financialProgramId/factor',
    '/program/tier/:financialProgramId/factor/:id',
    '/resource/list',
    '/resource/profile/:category',
    '/user/list',
    '/user/profile/:id',
    '/user/me',
    '/company/list',
    '/company/profile/:id',
    '/product/profile/:id',
    '/type/list',
    '/type/profile/:id',
    '/vendor/list',
    '/vendor/profile/:id',
    '/error/error404',
    '/error/error500',
    // Beyond the spec: issue 9's audit log for Superadmins.
    '/user/audit',
    // Issue 33's API tokens, for Superadmins.
    '/user/api-tokens',
    // Issue 31's bank statements and their reconciliation.
    '/application/collection/bank-statements',
    '/application/collection/bank-statements/:id',
    // Issue 32: the arrears queue, its outbox and the Superadmin's ladder.
    '/application/collection/arrears',
    '/application/collection/outbox',
    '/application/collection/ladder',
    // Issue 32's write-offs awaiting two Superadmins.
    '/application/collection/write-offs',
  ];

  it('registers every route of the spec once, each with a display name and a breadcrumb', () => {
    const all = [...routeTable.public, ...routeTable.protected];
    expect(all.map((r) => r.path).sort()).toEqual([...specPaths].sort());
    for (const route of all) {
      expect(route.handle.title, route.path).toBeTruthy();
      expect(
        resolveBreadcrumbs(route.handle, { id: '1', category: 'Bank', status: 'pending' }).length,
      ).toBeGreaterThan(0);
    }
    expect(new Set(all.map((r) => r.handle.name)).size).toBe(all.length);
  });

  it('keeps only login and the error pages public', () => {
    expect(routeTable.public.map((r) => r.path).sort()).toEqual([
      '/error/error404',
      '/error/error500',
      '/login',
    ]);
  });
});
