import { z } from 'zod';
import { idField, requiredText } from '../common/fields';
import { ATTRIBUTE_SCORE_MAX, ATTRIBUTE_SCORE_MIN } from './factors';
import {
  FACTOR_MESSAGES,
  factorAttributeSchema,
  financialProgramTierSchema,
  financialProgramUpdateSchema,
} from './programs.schema';

// The Save of the program detail and of the factor detail: one payload with every row of the screen, so the
// server can apply all of it in one transaction (collections §2.6, §2.8).

export const SAVE_MESSAGES = {
  tierOfOtherProgram: 'Tier does not belong to this program',
  rowSavedAndDeleted: 'A row cannot be both saved and deleted',
  rowTwice: 'A row appears twice',
  attributeScoreWhole: 'Score must be a whole number from 0 to 10',
  factorName: 'Please enter factor name',
  factorDescription: 'Please enter factor description',
} as const;

const MAX_ROWS = 100;

function deletesField() {
  return z.array(idField()).max(MAX_ROWS);
}

/** Every id of `upserts` and `deletes` at most once, and never in both. */
function checkRowIds(
  upserts: readonly { id?: number | null }[],
  deletes: readonly number[],
  ctx: z.RefinementCtx,
) {
  const seen = new Set<number>();
  upserts.forEach((row, index) => {
    if (!row.id) return;
    if (seen.has(row.id))
      ctx.addIssue({ code: 'custom', message: SAVE_MESSAGES.rowTwice, path: ['upserts', index] });
    seen.add(row.id);
  });
  const deleted = new Set<number>();
  deletes.forEach((id, index) => {
    if (seen.has(id) || deleted.has(id)) {
      const message = seen.has(id) ? SAVE_MESSAGES.rowSavedAndDeleted : SAVE_MESSAGES.rowTwice;
      ctx.addIssue({ code: 'custom', message, path: ['deletes', index] });
    }
    deleted.add(id);
  });
}

/** A tier row of the program-detail Save: without id it is a new tier. */
export const tierUpsertSchema = financialProgramTierSchema.extend({ id: idField().nullish() });
export type TierUpsertInput = z.infer<typeof tierUpsertSchema>;

const tierChangesSchema = z
  .object({ upserts: z.array(tierUpsertSchema).max(MAX_ROWS), deletes: deletesField() })
  .superRefine((value, ctx) => checkRowIds(value.upserts, value.deletes, ctx));

/**
 * Program detail Save: name and percentages (PUT /financialProgram) plus the tier rows, new, changed and
 * deleted. Whether the tiers overlap is judged on the server against every live tier of the program.
 */
export const programDetailSaveSchema = financialProgramUpdateSchema
  .extend({ tiers: tierChangesSchema })
  .superRefine((value, ctx) => {
    value.tiers.upserts.forEach((tier, index) => {
      if (tier.financialProgramId !== value.id) {
        ctx.addIssue({
          code: 'custom',
          message: SAVE_MESSAGES.tierOfOtherProgram,
          path: ['tiers', 'upserts', index, 'financialProgramId'],
        });
      }
    });
  });
export type ProgramDetailSaveInput = z.infer<typeof programDetailSaveSchema>;

/** Attribute scores are stored as whole numbers 0..10. */
export const attributeScoreField = z
  .number({ error: FACTOR_MESSAGES.attributeScore })
  .min(ATTRIBUTE_SCORE_MIN, FACTOR_MESSAGES.attributeScore)
  .max(ATTRIBUTE_SCORE_MAX, FACTOR_MESSAGES.attributeScore)
  .int(SAVE_MESSAGES.attributeScoreWhole);

/** An attribute row of the factor-detail Save: without id it is a new attribute. */
export const attributeUpsertSchema = factorAttributeSchema
  .omit({ factorId: true })
  .extend({ id: idField().nullish(), score: attributeScoreField });

/**
 * Factor detail Save (collections §2.8): name (kept unless the factor is editable), description and the
 * attribute rows. Blank trailing rows are the screen's business: only rows with a name are sent (§5).
 */
export const factorDetailSaveSchema = z.object({
  id: idField(),
  name: requiredText(SAVE_MESSAGES.factorName),
  description: requiredText(SAVE_MESSAGES.factorDescription, 2000),
  attributes: z
    .object({ upserts: z.array(attributeUpsertSchema).max(MAX_ROWS), deletes: deletesField() })
    .superRefine((value, ctx) => checkRowIds(value.upserts, value.deletes, ctx)),
});
export type FactorDetailSaveInput = z.infer<typeof factorDetailSaveSchema>;
