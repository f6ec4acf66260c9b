import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attachFileSchema, currentPasswordSchema, legacyPayload } from './clients-extra.schema';

describe('decisions.md §7/§8 own password change and attaching an upload', () => {
  it('the current password is optional text', () => {
    expect(currentPasswordSchema.parse({})).toEqual({});
    expect(currentPasswordSchema.parse({ currentPassword: 'Secret#1' })).toEqual({
      currentPassword: 'Secret#1',
    });
    expect(currentPasswordSchema.safeParse({ currentPassword: 'x'.repeat(201) }).success).toBe(false);
  });

  it('attaching a file needs a file id', () => {
    expect(attachFileSchema.parse({ id: 1, fileId: 2 })).toEqual({ id: 1, fileId: 2 });
    expect(attachFileSchema.safeParse({ id: 1 }).error?.issues[0]?.message).toBe('Please choose a file');
  });
});

describe('clients-and-reference-data.md §7 legacy user and company payloads', () => {
  const schema = legacyPayload(
    z.object({
      roleId: z.number(),
      establishYear: z.number().optional(),
      loanLimit: z.number().optional(),
      status: z.boolean().optional(),
    }),
    { numbers: ['roleId', 'establishYear'], ringgit: ['loanLimit'] },
  );

  it.each<[Record<string, unknown>, Record<string, unknown> | null]>([
    [
      { roleId: '3', establishYear: '2001', loanLimit: '1,000.50', status: '1' },
      { roleId: 3, establishYear: 2001, loanLimit: 100_050, status: true },
    ],
    [
      { roleId: 3, establishYear: '', loanLimit: '', status: 0 },
      { roleId: 3, status: false },
    ],
    [
      { roleId: 3, loanLimit: 12.5, status: 'false' },
      { roleId: 3, loanLimit: 1250, status: false },
    ],
    [{ roleId: 3, loanLimit: 'abc' }, null],
    [{ roleId: 3, loanLimit: true }, null],
    [
      { roleId: 3, status: true },
      { roleId: 3, status: true },
    ],
  ])('%j -> %j', (body, expected) => {
    const result = schema.safeParse(body);
    expect(result.success ? result.data : null).toEqual(expected);
  });

  it('leaves a non-object to the schema', () => {
    expect(schema.safeParse('x').success).toBe(false);
    expect(schema.safeParse([1]).success).toBe(false);
  });
});
