import { z } from 'zod';
import { isValidPassword, isValidUsername, normaliseUsername } from '../auth/credential-rules';
import { idField, optionalEmailField, optionalPhoneField, requiredText } from './fields';

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
