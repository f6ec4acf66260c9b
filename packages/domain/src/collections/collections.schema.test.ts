import { describe, expect, it } from 'vitest';
import {
  analyticsRangeSchema,
  editPaymentSchema,
  isPaymentDate,
  lateReasonSchema,
  paymentSchema,
  rescheduleDecisionSchema,
  rescheduleSchema,
  transactionEditSchema,
} from './collections.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('collections-and-programs.md §5 make payment', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{ amount: 100, paidAt: '2024-03-01' }, []],
    [{ amount: 0, paidAt: '2024-03-01' }, ['Amount must be greater than 0']],
    [{ amount: -5, paidAt: '2024-03-01' }, ['Amount cannot be negative']],
    [{ amount: 10.5, paidAt: '2024-03-01' }, ['Please enter at most two decimal places']],
    [{ amount: 'abc', paidAt: '2024-03-01' }, ['Please enter a valid amount']],
    [{ paidAt: '2024-03-01' }, ['Amount must be greater than 0']],
    [{ amount: 100, paidAt: '01-03-2024' }, ['Invalid date format']],
    [{ amount: 100, paidAt: '1969-12-31' }, ['Invalid date format']],
    [{ amount: 100, paidAt: '2100-01-01' }, ['Invalid date format']],
    [{ amount: 100, paidAt: '2024-02-30' }, ['Invalid date format']],
    [{ amount: 100 }, ['Invalid date format']],
  ])('%j gives %j', (body, expected) => {
    expect(messages(paymentSchema.safeParse({ applicantProductId: 1, ...body }))).toEqual(expected);
  });

  it.each([
    ['1970-01-01', true],
    ['2099-12-31', true],
    ['2099-12-32', false],
  ])('payment date %s valid: %s', (date, ok) => {
    expect(isPaymentDate(date)).toBe(ok);
  });
});

describe('collections-and-programs.md §5 edit latest payment', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{ amount: 0, paidAt: '2024-03-01' }, []],
    [{ amount: -1, paidAt: '2024-03-01' }, ['Amount cannot be negative']],
    [{ amount: 5, paidAt: '2024/03/01' }, ['Invalid date format']],
  ])('%j gives %j', (body, expected) => {
    expect(messages(editPaymentSchema.safeParse({ id: 1, applicantProductId: 1, ...body }))).toEqual(
      expected,
    );
  });
});

describe('collections-and-programs.md §5 transaction modal and late reason', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{ paidAt: '2024-03-01', paidAmount: 500 }, []],
    [{ paidAt: '', paidAmount: 500 }, ['Payment date is required']],
    [{ paidAmount: 500 }, ['Payment date is required']],
    [{ paidAt: '2024-13-01', paidAmount: 500 }, ['Invalid date format']],
    [{ paidAt: '2024-03-01', paidAmount: -1 }, ['Amount cannot be negative']],
  ])('%j gives %j', (body, expected) => {
    expect(messages(transactionEditSchema.safeParse({ id: 1, ...body }))).toEqual(expected);
  });

  it('a late reason is free text, not blank', () => {
    expect(lateReasonSchema.parse({ id: 1, note: ' Insufficient funds ' })).toEqual({
      id: 1,
      note: 'Insufficient funds',
    });
    expect(messages(lateReasonSchema.safeParse({ id: 1, note: '' }))).toEqual(['Please enter a reason']);
  });
});

describe('collections-and-programs.md §5 / decisions.md §6 reschedule request', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{ month: 3, applicantProductTransactionId: 7 }, []],
    [{ applicantProductTransactionId: 7 }, ['Please enter the number of months']],
    [{ month: 0, applicantProductTransactionId: 7 }, ['Months must be between 1 and 12']],
    [{ month: 13, applicantProductTransactionId: 7 }, ['Months must be between 1 and 12']],
    [{ month: 2.5, applicantProductTransactionId: 7 }, ['Months must be between 1 and 12']],
    [{ month: 3 }, ['Please select the starting installment']],
  ])('%j gives %j', (body, expected) => {
    expect(messages(rescheduleSchema.safeParse({ applicantProductId: 1, ...body }))).toEqual(expected);
  });

  it('approve / reject take the request id', () => {
    expect(rescheduleDecisionSchema.parse({ id: 4 })).toEqual({ id: 4 });
  });
});

describe('collections-and-programs.md §7 analytics range query', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{}, true],
    [{ startDate: '2024-01-01', endDate: '2024-12-31' }, true],
    [{ startDate: '2024-01-01' }, true],
    [{ startDate: '2024-12-31', endDate: '2024-01-01' }, false],
    [{ startDate: '2024-1-1' }, false],
  ])('%j accepted: %s', (query, ok) => {
    expect(analyticsRangeSchema.safeParse(query).success).toBe(ok);
  });
});
