import type { Db } from '@sewabeli/db';
import type { SessionUser } from './auth.types';

/**
 * The users of live sessions as this server read them at one data version (issue 17): while the version stays, the
 * session query leaves the user out (auth.repository.ts), since no user, role or department changed. A different
 * version, newer or (a restored database) older, starts afresh. The token's user is found by the token's hash,
 * which never changes hands.
 */
export class SessionUsers {
  private version = -1;
  private users = new Map<number, SessionUser>();
  private readonly userOfToken = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  /**
   * What the session query of `tokenHash` may take as known: the version its user is held at (-1 for none), and
   * the users held at that version (a later `remember` at another version does not change them).
   */
  at(tokenHash: string): { version: number; user(id: number): SessionUser | undefined } {
    const users = this.users;
    const userId = this.userOfToken.get(tokenHash);
    const held = userId !== undefined && users.has(userId);
    return { version: held ? this.version : -1, user: (id) => users.get(id) };
  }

  /** An active user as the session query of `tokenHash` read them at `version`. */
  remember(version: number, tokenHash: string, user: SessionUser): void {
    if (version !== this.version) {
      this.version = version;
      this.users = new Map();
    }
    if (this.users.size >= this.capacity) this.users.clear();
    this.users.set(user.id, user);
    this.userOfToken.delete(tokenHash);
    this.userOfToken.set(tokenHash, user.id);
    if (this.userOfToken.size > this.capacity)
      this.userOfToken.delete(this.userOfToken.keys().next().value as string);
  }
}

const byDb = new WeakMap<Db, SessionUsers>();

export function sessionUsersOf(db: Db): SessionUsers {
  let users = byDb.get(db);
  if (!users) {
    users = new SessionUsers();
    byDb.set(db, users);
  }
  return users;
}
