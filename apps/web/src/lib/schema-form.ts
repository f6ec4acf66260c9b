import type { z } from 'zod';

/**
 * A Mantine form `validate` function from a domain schema: each field gets the first message of its rules, the
 * same text the server answers (the rules live once, in @sewabeli/domain).
 */
export function schemaValidate<S extends z.ZodType>(schema: S) {
  return (values: z.input<S>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
