import { normaliseRoleName, ROLE_NAMES, type RoleName } from './roles';

const { superadmin, creditOfficer, headOfOperation, malaysiaDirector, chinaDirector, collectionOfficer } =
  ROLE_NAMES;

interface PermissionRule {
  /** The roles that hold the permission. */
  roles: readonly RoleName[];
  /** What it allows, completing 'Only a Superadmin can ...'; the reason shown to everyone else. */
  action: string;
  /**
   * Issue 40: a decision about money (an approval position, a reschedule, a write-off, a bank posting, the
   * arrears ladder's letters) is taken by a person signed in as themselves, never by an API token or a service
   * account, so that one person with tokens cannot be two approvers.
   */
  decides?: true;
}

/**
 * Who may do what: the one table the tRPC procedures (`withPermission`), the REST adapter (`access`) and the
 * screens (`useCan`) read. A rule the spec states (approval positions, reschedule approvers) or a decision of
 * docs/decisions.md is a row here; a new area adds its rows here (and the table test covers them).
 */
export const PERMISSIONS = {
  /** Decisions §7: only a Superadmin creates users and changes another user's account. */
  'user.create': { roles: [superadmin], action: 'create users' },
  'user.manage': { roles: [superadmin], action: "change other users' accounts" },
  /** Issue 9: the audit log (who did what, signed in from where) is a Superadmin's to read. */
  'audit.read': { roles: [superadmin], action: 'read the audit log' },
  /** Issue 33: tokens for machines act with a role's permissions, so only a Superadmin issues and revokes them. */
  'apiToken.manage': { roles: [superadmin], action: 'issue and revoke API tokens' },
  /** Decisions §9: deleting reference data is a Superadmin's (docs/decisions.md, assets and vendors). */
  'hirer.delete': { roles: [superadmin], action: 'delete companies' },
  'brand.delete': { roles: [superadmin], action: 'delete asset types' },
  'product.delete': { roles: [superadmin], action: 'delete assets' },
  'vendor.delete': { roles: [superadmin], action: 'delete vendors' },
  /** Programs, tiers, factors and criteria set the price and risk appetite (docs/decisions.md, programs). */
  'program.write': { roles: [superadmin, creditOfficer], action: 'change programs, factors and criteria' },
  /** Decisions §5: By Pass and re-attempt. */
  'application.bypass': { roles: [superadmin], action: 'by pass the approvals', decides: true },
  /** Origination §4: the four approval positions, one role each (approvals/approval-chain.ts). */
  'application.approve': {
    roles: [creditOfficer, headOfOperation, malaysiaDirector, chinaDirector],
    action: 'approve or reject an application',
    decides: true,
  },
  /** Origination §6 (issue 10): Credit Officers and Superadmins create and edit applications; all signed in read. */
  'application.write': { roles: [superadmin, creditOfficer], action: 'create and edit applications' },
  'application.reattempt': { roles: [creditOfficer], action: 're-attempt an application' },
  /** Decisions §6: reschedule approvers. */
  'reschedule.decide': { roles: [superadmin], action: 'approve or reject a reschedule', decides: true },
  /**
   * Collections §6 and issue 12: Collection Officers, Credit Officers and Superadmins record payments, edit the
   * latest payment, add late reasons and request reschedules; only Superadmins correct an instalment and delete a
   * collection; everyone signed in reads.
   */
  'collection.write': {
    roles: [superadmin, creditOfficer, collectionOfficer],
    action: 'record payments, late reasons and reschedule requests',
  },
  'collection.correct': { roles: [superadmin], action: 'correct instalments' },
  'collection.delete': { roles: [superadmin], action: 'delete collections' },
  /**
   * Issue 41: running the month-end posting of late-payment charges for a month by hand (the job runs it on the
   * 1st). No decision on money: it applies each agreement's stated rate and posts nothing twice.
   */
  'lateCharge.post': { roles: [superadmin], action: 'post late-payment charges for a month' },
  /** Issue 31: the financier's bank accounts (where hirers pay) are a Superadmin's to define. */
  'bankAccount.manage': { roles: [superadmin], action: 'define bank accounts' },
  /** Issue 31: the collections team imports bank statements and reconciles their lines to agreements... */
  'bankStatement.import': {
    roles: [superadmin, collectionOfficer],
    action: 'import and reconcile bank statements',
  },
  /** ...and posts the matched lines as payments through the ledger. */
  'bankStatement.post': {
    roles: [superadmin, collectionOfficer],
    action: 'post bank statement payments',
    decides: true,
  },
  /** Issue 32: Collection Officers and Superadmins run the arrears queue (approve, skip, snooze) and its letters... */
  'arrears.run': {
    roles: [superadmin, collectionOfficer],
    action: 'run the arrears queue and its letters',
    decides: true,
  },
  /** ...and only a Superadmin sets the ladder (the days at which each step is proposed). */
  'arrears.ladder': { roles: [superadmin], action: 'set the arrears ladder' },
  /**
   * Issue 32: the collections team runs recovery cases (open, repossession with photos, valuation, disposal,
   * close) and asks for a shortfall to be written off...
   */
  'recovery.write': {
    roles: [superadmin, collectionOfficer],
    action: 'run recovery cases and request write-offs',
  },
  /** ...which only Superadmins decide: two of them, neither the requester (packages/domain recovery/write-off). */
  'writeOff.decide': { roles: [superadmin], action: 'approve or reject write-offs', decides: true },
  /** Issue 13 (origination §2 Master Profile): operations staff edit master fields and flags. */
  'masterRecord.edit': {
    roles: [superadmin, creditOfficer, headOfOperation],
    action: 'change master records',
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * Issue 40: who stands behind a request. A person signed in as themselves; an API token (acting for a member of
 * staff or a service account); a service account's own session, should one ever exist.
 */
export type ActorKind = 'person' | 'token' | 'serviceAccount';

/** How an actor acts, beside its role; absent on a person's own session. */
export interface ActingAs {
  /** Absent means a person signed in as themselves. */
  actorKind?: ActorKind;
  /**
   * A token's person's role today (the member of staff it acts for, or the Superadmin who issued a service
   * account's): a token acts with no more than both roles allow, so a demotion takes effect at its next call.
   */
  personRoleName?: string | null;
}

/** Whoever acts: the api's session user (`role.name`) or a domain actor (`roleName`). */
export type PermissionActor = (
  | { roleName: string | null | undefined }
  | { role: { name: string | null | undefined } | null | undefined }
) &
  ActingAs;

export function roleNameOf(actor: PermissionActor | null | undefined): string | null | undefined {
  if (!actor) return null;
  return 'roleName' in actor ? actor.roleName : actor.role?.name;
}

/** Role names compare as `normaliseRoleName` does, here as everywhere ('SUPER_ADMIN' is a Superadmin). */
export function hasRole(roleName: string | null | undefined, roles: readonly string[]): boolean {
  const normalised = normaliseRoleName(roleName);
  return normalised !== '' && roles.some((role) => normaliseRoleName(role) === normalised);
}

/** The permissions that decide money (issue 40): never held by a token or a service account. */
export const DECIDING_PERMISSIONS = PERMISSION_NAMES.filter(
  (permission) => (PERMISSIONS[permission] as PermissionRule).decides === true,
);

export function isDecidingPermission(permission: Permission): boolean {
  return (PERMISSIONS[permission] as PermissionRule).decides === true;
}

/** A person signed in as themselves (the only actor that may decide). */
export function isPersonActor(actor: ActingAs | null | undefined): boolean {
  return (actor?.actorKind ?? 'person') === 'person';
}

export function can(actor: PermissionActor | null | undefined, permission: Permission): boolean {
  const { roles } = PERMISSIONS[permission];
  if (!hasRole(roleNameOf(actor), roles)) return false;
  if (!actor || !isPersonActor(actor)) {
    if (isDecidingPermission(permission)) return false;
    // The lesser of the token's role and its person's role today: both must hold the permission.
    if (actor?.actorKind === 'token' && !hasRole(actor.personRoleName, roles)) return false;
  }
  return true;
}

/**
 * What a token issued with `roleName` will never do (issue 40): the role's deciding permissions, with their
 * actions ('approve or reject write-offs'), for the Issue Token answer and modal.
 */
export function permissionsLeftOutOfToken(roleName: string | null | undefined): Permission[] {
  return DECIDING_PERMISSIONS.filter((permission) => hasRole(roleName, PERMISSIONS[permission].roles));
}

function article(role: string): string {
  return /^[aeiou]/i.test(role) ? 'an' : 'a';
}

/** 'Only a Superadmin can delete vendors', 'Only a Superadmin or a Credit Officer can change programs, ...'. */
export function permissionReason(permission: Permission): string {
  const { roles, action } = PERMISSIONS[permission];
  const who = roles.map((role) => `${article(role)} ${role}`).join(' or ');
  return `Only ${who} can ${action}`;
}

/** Why `actor` may not do it, or undefined when they may: for disabled buttons and 403 answers alike. */
export function deniedReason(
  actor: PermissionActor | null | undefined,
  permission: Permission,
): string | undefined {
  if (can(actor, permission)) return undefined;
  const roleHolds = hasRole(roleNameOf(actor), PERMISSIONS[permission].roles);
  if (actor && roleHolds && !isPersonActor(actor) && isDecidingPermission(permission))
    return tokenCannotDecide(permission);
  return permissionReason(permission);
}

/** 'An API token cannot approve or reject write-offs: a person signs in to decide'. */
export function tokenCannotDecide(permission: Permission): string {
  return `An API token or service account cannot ${PERMISSIONS[permission].action}: a person signs in to decide`;
}
