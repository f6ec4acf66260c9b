import type { ActingAs } from '@sewabeli/domain';

/**
 * The signed-in member of staff, as every procedure sees them. Through an API token (issue 40) it is the token's
 * user acting with the token's role, `actorKind` 'token', and `personRoleName` the role today of the person
 * behind the token: `can` gives it no more than both roles hold and never a deciding permission.
 */
export interface SessionUser extends ActingAs {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  username: string;
  role: { id: number; name: string };
  department: { id: number; name: string };
  /**
   * The person behind the request (issue 40): the user, a token's member of staff, or the Superadmin who issued a
   * service account's token. Four-eyes rules count this id; absent means the user is that person.
   */
  personId?: number;
}

/** The API token a request came with (issue 33), instead of a person's session. */
export interface ApiTokenActor {
  id: number;
  name: string;
}

export interface AuthState {
  user: SessionUser;
  /** The person's session; null when the request came with an API token. */
  sessionId: number | null;
  /** The API token the request came with; null (or absent) for a person's session. */
  apiToken?: ApiTokenActor | null;
  /**
   * The data version (issue 17) as the session's query read it, at the start of the request that resolved it: only
   * that request may key cached answers on it. Null where the database has none.
   */
  dataVersion: number | null;
}
