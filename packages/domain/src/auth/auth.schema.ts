import { z } from 'zod';
import { idField } from '../common/fields';
import { LOGIN_FAILED } from './login-failed';
import { isValidPassword, isValidUsername, normaliseUsername } from './passwords/credential-rules';

/** Origination §5: no client validation; any failure reads the §8 message, so the schema uses it too. */

export const loginSchema = z.object({
  username: z.string({ error: LOGIN_FAILED }).trim().min(1, LOGIN_FAILED).max(100, LOGIN_FAILED),
  password: z.string({ error: LOGIN_FAILED }).min(1, LOGIN_FAILED).max(200, LOGIN_FAILED),
});

export const USERNAME_CHANGE_INVALID = 'Username does not match requirement';
export const NEW_PASSWORD_INVALID = 'New password does not match requirements';
export const CONFIRM_PASSWORD_MISMATCH = 'Confirm password not match with password';

export const usernameChangeSchema = z.object({
  userId: idField(),
  username: z
    .string({ error: USERNAME_CHANGE_INVALID })
    .trim()
    .max(100, USERNAME_CHANGE_INVALID)
    .refine(isValidUsername, USERNAME_CHANGE_INVALID)
    .transform(normaliseUsername),
});

export const passwordChangeSchema = z
  .object({
    userId: idField(),
    password: z
      .string({ error: NEW_PASSWORD_INVALID })
      .max(200, NEW_PASSWORD_INVALID)
      .refine((password) => isValidPassword(password), NEW_PASSWORD_INVALID),
    confirmPassword: z.string({ error: CONFIRM_PASSWORD_MISMATCH }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: CONFIRM_PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
