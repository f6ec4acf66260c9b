import { can, type Permission } from '@sewabeli/domain';
import { MENU } from '../../app/shell/side-menu-items';
import type { Me } from '../auth/hooks/use-current-user';

export interface GoToAction {
  id: string;
  label: string;
  to: string;
}

/** Screens beyond the menu that a person opens often, with the permission they need. */
const EXTRA: readonly (GoToAction & { permission?: Permission })[] = [
  {
    id: 'new-application',
    label: 'New application',
    to: '/application/new',
    permission: 'application.write',
  },
  { id: 'own-profile', label: 'My profile', to: '/user/me' },
];

/**
 * The spotlight's 'Go to' actions: every side-menu screen this person may open (named 'Group · Item', as the
 * minimised menu's tooltips) and a few screens beyond it, filtered by the same permission table as the menu.
 */
export function goToActions(me: Me): GoToAction[] {
  const menu = MENU.flatMap((group) =>
    group.items
      .filter((item) => item.permission === undefined || can(me, item.permission))
      .map((item) => ({
        id: `menu:${item.to}`,
        label:
          group.items.length === 1 && group.label === item.label
            ? item.label
            : `${group.label} · ${item.label}`,
        to: item.to,
      })),
  );
  const extra = EXTRA.filter((action) => action.permission === undefined || can(me, action.permission)).map(
    ({ id, label, to }) => ({ id, label, to }),
  );
  return [...extra, ...menu];
}

/** The actions whose label holds every word of the query (case-insensitive). */
export function matchGoTo(actions: readonly GoToAction[], query: string): GoToAction[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return actions.filter((action) => words.every((word) => action.label.toLowerCase().includes(word)));
}
