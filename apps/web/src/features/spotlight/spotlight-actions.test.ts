import { describe, expect, it } from 'vitest';
import type { Me } from '../auth/hooks/use-current-user';
import { goToActions, matchGoTo } from './spotlight-actions';

const as = (role: string) => ({ role: { name: role } }) as unknown as Me;

describe('spotlight Go to actions', () => {
  it('offers New application only to those who create applications, and the audit log only to a Superadmin', () => {
    const labels = (role: string) => goToActions(as(role)).map((action) => action.label);
    expect(labels('Credit Officer')).toContain('New application');
    expect(labels('Collection Officer')).not.toContain('New application');
    expect(labels('Superadmin')).toContain('User · Audit Log');
    expect(labels('Credit Officer')).not.toContain('User · Audit Log');
    expect(labels('Collection Officer')).toContain('Collection · Overview');
  });

  it('matches every word of the query, in any case and order', () => {
    const actions = goToActions(as('Superadmin'));
    expect(matchGoTo(actions, 'overview COLL').map((action) => action.to)).toEqual([
      '/application/collection/overview',
    ]);
    expect(matchGoTo(actions, 'nothing like this')).toEqual([]);
    expect(matchGoTo(actions, '')).toHaveLength(actions.length);
  });
});
