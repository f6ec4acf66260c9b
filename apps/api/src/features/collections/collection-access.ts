import { ROLE_NAMES } from '@sewabeli/domain';

/**
 * Collections §6 and issue 12: Collection Officers, Credit Officers and Superadmins record payments, edit the
 * latest payment, add late reasons and request reschedules; only Superadmins decide reschedules, correct an
 * instalment and delete a collection; everyone signed in reads.
 */
export const COLLECTION_WRITERS = [
  ROLE_NAMES.superadmin,
  ROLE_NAMES.creditOfficer,
  ROLE_NAMES.collectionOfficer,
] as const;

export const COLLECTION_SUPERVISORS = [ROLE_NAMES.superadmin] as const;
