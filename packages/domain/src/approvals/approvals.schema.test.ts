import { describe, expect, it } from 'vitest';
import {
  approveSchema,
  bypassSchema,
  checklistSchema,
  completeSchema,
  reattemptSchema,
  rejectSchema,
  submitSchema,
} from './approvals.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

const mandatory = { ctos: true, nrics: true, bankStatements: true, formD: true };

describe('origination.md §5 submit needs the mandatory checklist', () => {
  it('accepts the four mandatory ticks and defaults the optional ones', () => {
    const parsed = submitSchema.parse({ id: 1, checklist: mandatory });
    expect(parsed.checklist).toMatchObject({ ...mandatory, CPT: false, form9: false, clOthers: null });
  });

  it.each(['ctos', 'nrics', 'bankStatements', 'formD'])('refuses without %s', (item) => {
    expect(messages(submitSchema.safeParse({ id: 1, checklist: { ...mandatory, [item]: false } }))).toEqual([
      'Mandatory checklist is not completed!',
    ]);
  });

  it('the checklist alone accepts anything ticked', () => {
    expect(checklistSchema.parse({})).toMatchObject({ ctos: false });
  });
});

describe('decisions.md §5 approve, reject, re-attempt, complete bodies', () => {
  it('approve takes an optional comment', () => {
    expect(approveSchema.parse({ id: 1 })).toEqual({ id: 1, comment: null });
  });
  it.each([[''], ['  '], [undefined]])('reject needs a comment (%j)', (comment) => {
    expect(messages(rejectSchema.safeParse({ id: 1, comment }))).toEqual([
      'Please enter the reason to reject',
    ]);
  });
  it('reject trims its comment', () => {
    expect(rejectSchema.parse({ id: 1, comment: ' no ' })).toEqual({ id: 1, comment: 'no' });
  });
  it('re-attempt is lockStatus 0, progressId 9', () => {
    expect(reattemptSchema.parse({ id: 1 })).toEqual({ id: 1, lockStatus: 0, progressId: 9 });
    expect(reattemptSchema.safeParse({ id: 1, progressId: 5 }).success).toBe(false);
    expect(completeSchema.parse({ id: 2 })).toEqual({ id: 2 });
    expect(bypassSchema.safeParse({ id: 0 }).success).toBe(false);
  });
});
