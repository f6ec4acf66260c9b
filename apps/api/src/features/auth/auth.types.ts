/** The signed-in member of staff, as every procedure sees them. */
export interface SessionUser {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  username: string;
  role: { id: number; name: string };
  department: { id: number; name: string };
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
