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
