import type { Permission } from '@sewabeli/domain';
import { createContext, useContext } from 'react';
import type { RouterOutputs } from '../../../lib/trpc';
import { type PermissionState, permissionState } from '../permission-state';

export type Me = RouterOutputs['auth']['me'];

/** Filled by RequireAuth once `auth.me` answered; every screen inside the shell can read it. */
export const CurrentUserContext = createContext<Me | null>(null);

export function useCurrentUser(): Me {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser is only available inside RequireAuth');
  return me;
}

/**
 * Whether the signed-in person holds `permission` of the domain's permission table, and if not why: buttons stay
 * in view, disabled, with the reason (`<DeleteButton lockedReason={useCan('vendor.delete').reason}>`).
 */
export function useCan(permission: Permission): PermissionState {
  return permissionState(useCurrentUser(), permission);
}
