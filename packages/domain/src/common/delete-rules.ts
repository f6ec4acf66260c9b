/** Decisions §9: reference data in use is refused with a clear message; money and approvals are never destroyed. */
export const DELETE_REFUSALS = {
  hirer: 'This company has applications and cannot be deleted',
  brand: 'This asset type has assets and cannot be deleted',
  program: 'This program has applications and cannot be deleted',
  factor: 'Weightage must be adjusted to 0 before deleting factor',
  product: 'This asset has applications and cannot be deleted',
  vendor: 'This vendor has facilities and cannot be deleted',
} as const;

export type ReferenceKind = keyof typeof DELETE_REFUSALS;

/** The refusal for deleting a reference row still in use (usage = rows that depend on it, or the weightage). */
export function referenceDeleteIssue(kind: ReferenceKind, usage: number): string | null {
  return usage > 0 ? DELETE_REFUSALS[kind] : null;
}

/**
 * Decisions §9: an application still being drafted (never submitted, seq <= 5 and not re-attempted) may be
 * removed; once submitted (or re-attempted after a rejection, which carries approval history) it is only
 * hidden. Agreements (seq 8 lines) are always soft-deleted.
 */
export function applicationDeleteMode(application: { seq: number; progressId: number }): 'hard' | 'soft' {
  return application.seq <= 5 && application.progressId !== 9 ? 'hard' : 'soft';
}
