import { z } from 'zod';
import { ringgitToSen } from '../money/ringgit';
import { idField } from './fields';

/** Decisions §7: changing one's own password asks for the current one. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter current password';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

export const currentPasswordSchema = z.object({
  currentPassword: z.string().max(200, CURRENT_PASSWORD_WRONG).optional(),
});
export type CurrentPasswordInput = z.infer<typeof currentPasswordSchema>;

/** Attaches a stored upload (POST /files) to a record: a user's signature, a company's logo. */
export const attachFileSchema = z.object({
  id: idField(),
  fileId: idField('Please choose a file'),
});
export type AttachFileInput = z.infer<typeof attachFileSchema>;

/**
 * The legacy REST forms of users and companies (clients §7) send ids and years as digit strings ('3'), the
 * Active switch as 1/0 or true/false, and money as ringgit. This normalises such a payload (ids and years to
 * numbers, the listed ringgit fields to integer sen) before the same schema the tRPC procedures use judges it.
 */
export function legacyPayload<S extends z.ZodType>(
  schema: S,
  options: { numbers?: readonly string[]; ringgit?: readonly string[] } = {},
) {
  return z.preprocess((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key of options.numbers ?? []) {
      const v = out[key];
      if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) out[key] = Number(v);
      if (v === '') out[key] = undefined;
    }
    for (const key of options.ringgit ?? []) {
      const v = out[key];
      if (v === '' || v === null || v === undefined) {
        out[key] = undefined;
        continue;
      }
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      try {
        out[key] = ringgitToSen(v);
      } catch {
        // Left as it came: the schema refuses it with its own message.
      }
    }
    if ('status' in out) {
      const status = out.status;
      if (status === 1 || status === '1' || status === 'true') out.status = true;
      if (status === 0 || status === '0' || status === 'false') out.status = false;
    }
    return out;
  }, schema);
}
