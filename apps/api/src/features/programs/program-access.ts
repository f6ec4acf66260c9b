import { authedProcedure, withRole } from '../../trpc/init';

/**
 * Spec §6 leaves open who edits programs, factors and criteria. They set the price and the risk appetite of
 * every application, so only the credit side and the Superadmin change them; everyone signed in reads them
 * (the wizard scores applications against them). See docs/decisions.md, 'Programs'.
 */
export const PROGRAM_EDITOR_ROLES = ['Superadmin', 'Credit Officer'] as const;

export const programReader = authedProcedure;
export const programEditor = withRole(...PROGRAM_EDITOR_ROLES);
export const programEditorAccess = { roles: PROGRAM_EDITOR_ROLES };
