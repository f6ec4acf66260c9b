import { can, type Permission } from './permissions';

/**
 * Issue 41, four eyes that can always finish: a request that needs two approvers other than its requester is
 * refused when made if fewer people could ever approve it, instead of waiting for ever; and while it waits, its
 * card names who can still approve. Only people count (issue 40): a service account or a token never approves.
 */
export interface Approver {
  id: number;
  name: string;
  roleName: string | null | undefined;
  /** Active and not deleted: a deactivated user cannot sign in to approve. */
  active: boolean;
  serviceAccount: boolean;
}

/** The people who could approve under `permission`, other than the requester, in the order given. */
export function possibleApprovers<T extends Approver>(
  people: readonly T[],
  permission: Permission,
  requesterId: number,
): T[] {
  return people.filter(
    (person) =>
      person.active &&
      !person.serviceAccount &&
      person.id !== requesterId &&
      can({ roleName: person.roleName, actorKind: 'person' }, permission),
  );
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];
const countWord = (count: number): string => COUNT_WORDS[count] ?? String(count);

/**
 * 'A write-off needs two approvers other than you; only one other person can approve', or null when enough
 * people could approve. `what` starts the sentence ('A write-off', 'A reschedule').
 */
export function approversShortIssue(what: string, needed: number, possible: number): string | null {
  if (possible >= needed) return null;
  const others =
    possible === 0
      ? 'no other person can approve'
      : `only ${countWord(possible)} other ${possible === 1 ? 'person' : 'people'} can approve`;
  return `${what} needs ${countWord(needed)} approvers other than you; ${others}`;
}

/** Who can still approve a waiting request: the possible approvers who have not decided it yet. */
export function stillToApproveText(
  possible: readonly Pick<Approver, 'id' | 'name'>[],
  decidedBy: readonly number[],
): string {
  const names = possible.filter((person) => !decidedBy.includes(person.id)).map((person) => person.name);
  if (names.length === 0) return 'nobody else can approve it';
  return `can still approve: ${names.join(', ')}`;
}

/**
 * Issue 40: only people's decisions count toward four eyes. A decision a service account's token gave before the
 * rule existed stays in the audit but never counts (nor shows as one of the approvals).
 */
export function decisionsOfPeople<T extends { serviceAccount: boolean }>(decisions: readonly T[]): T[] {
  return decisions.filter((decision) => !decision.serviceAccount);
}
