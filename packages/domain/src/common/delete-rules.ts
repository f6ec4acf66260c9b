import { FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE } from '../programs/factors';

const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/**
 * Decisions §9: reference data in use is refused with a clear message naming what holds it; money and approvals
 * are never destroyed. The one home of these texts: the services answer them, the screens may show them first.
 */
export const DELETE_REFUSALS = {
  hirer: (applications: number) =>
    `This company cannot be deleted: it has ${count(applications, 'application')}`,
  program: (applications: number) =>
    `Unable to delete program: ${applications === 1 ? '1 application uses it' : `${applications} applications use it`}`,
  brandWithAssets: (name: string, assets: number) =>
    `${name} has ${count(assets, 'asset')}; delete or move them before deleting the asset type`,
  /** An asset type, asset or vendor still named by live order lines. */
  usedByLines: (name: string, lines: number) =>
    `${name} is used by ${count(lines, 'application line')} and cannot be deleted`,
  factor: FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE,
} as const;

/**
 * Decisions §9: an application still being drafted (never submitted, seq <= 5 and not re-attempted) may be
 * removed; once submitted (or re-attempted after a rejection, which carries approval history) it is only
 * hidden. Agreements (seq 8 lines) are always soft-deleted.
 */
export function applicationDeleteMode(application: { seq: number; progressId: number }): 'hard' | 'soft' {
  return application.seq <= 5 && application.progressId !== 9 ? 'hard' : 'soft';
}
