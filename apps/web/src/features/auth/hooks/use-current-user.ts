import { isSuperadmin } from '@sewabeli/domain';
import { createContext, useContext } from 'react';
import type { RouterOutputs } from '../../../lib/trpc';

export type Me = RouterOutputs['auth']['me'];

/** Filled by RequireAuth once `auth.me` answered; every screen inside the shell can read it. */
export const CurrentUserContext = createContext<Me | null>(null);

export function useCurrentUser(): Me {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser is only available inside RequireAuth');
  return me;
}

/**
 * Why the signed-in person may not `action` ('delete vendors'): 'Only a Superadmin can delete vendors', or
 * undefined for a Superadmin. For buttons that stay in view, disabled, for everyone else.
 */
export function useSuperadminOnly(action: string): string | undefined {
  const me = useCurrentUser();
  return isSuperadmin(me.role.name) ? undefined : `Only a Superadmin can ${action}`;
}
