import { authedProcedure, withPermission } from '../../trpc/init';

/**
 * Spec §6 leaves open who edits programs, factors and criteria: the `program.write` row of the domain's permission
 * table (see docs/decisions.md, 'Programs'). Everyone signed in reads them (the wizard scores applications).
 */
export const programReader = authedProcedure;
export const programEditor = withPermission('program.write');
export const programEditorAccess = { permission: 'program.write' } as const;
