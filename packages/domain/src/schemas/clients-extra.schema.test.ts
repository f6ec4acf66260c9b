import { describe, expect, it } from 'vitest';
import { attachFileSchema, currentPasswordSchema } from './clients-extra.schema';

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
