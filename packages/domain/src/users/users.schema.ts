import { z } from 'zod';
import { isValidPassword, isValidUsername, normaliseUsername } from '../auth/passwords/credential-rules';
import { idField, optionalEmailField, optionalPhoneField, requiredText } from '../common/fields';

export const FULL_NAME_REQUIRED = 'Please enter full name';
export const ROLE_REQUIRED = 'Please select role';
export const DEPARTMENT_REQUIRED = 'Please select department';
export const USERNAME_INVALID = 'Username is not valid';
export const PASSWORD_INVALID = 'Password is invalid';

const profileFields = {
  name: requiredText(FULL_NAME_REQUIRED),
  roleId: idField(ROLE_REQUIRED),
  departmentId: idField(DEPARTMENT_REQUIRED),
  email: optionalEmailField,
  phone: optionalPhoneField,
};

/**
 * Clients §5 New user. The username must also meet the change rule (RULES.md): one rule for one field. A password
 * containing the username is refused by the server, which checks the two together (`isValidPassword`).
 */
export const userCreateSchema = z.object({
  ...profileFields,
  username: z
    .string({ error: USERNAME_INVALID })
    .trim()
    .max(100, USERNAME_INVALID)
    .refine(isValidUsername, USERNAME_INVALID)
    .transform(normaliseUsername),
  password: z
    .string({ error: PASSWORD_INVALID })
    .max(200, PASSWORD_INVALID)
    .refine((password) => isValidPassword(password), PASSWORD_INVALID),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** Clients §5 Profile edit: the same name/role/department rules, plus the Active switch. */
export const userUpdateSchema = z.object({
  id: idField(),
  ...profileFields,
  status: z.boolean().default(true),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** Decisions §7: changing one's own password asks for the current one. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter current password';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

export const currentPasswordSchema = z.object({
  currentPassword: z.string().max(200, CURRENT_PASSWORD_WRONG).optional(),
});
