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

export interface AuthState {
  user: SessionUser;
  sessionId: number;
}
