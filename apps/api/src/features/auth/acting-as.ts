import type { ActingAs } from '@sewabeli/domain';
import type { SessionUser } from './auth.types';

/** The person a four-eyes rule counts for this user (issue 40): a token stands for its person. */
export function personIdOf(user: SessionUser): number {
  return user.personId ?? user.id;
}

/** What the domain's rules need to know of how the user acts (a token never decides). */
export function actingAsOf(user: SessionUser): ActingAs {
  return { actorKind: user.actorKind ?? 'person', personRoleName: user.personRoleName };
}
