import { z } from 'zod';
import { idField } from './fields';

/** Decisions §7: changing one's own password asks for the current one. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter current password';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

export const currentPasswordSchema = z.object({
  currentPassword: z.string().max(200, CURRENT_PASSWORD_WRONG).optional(),
});

/** Attaches a stored upload (POST /files) to a record: a user's signature, a company's logo. */
export const attachFileSchema = z.object({
  id: idField(),
  fileId: idField('Please choose a file'),
});
