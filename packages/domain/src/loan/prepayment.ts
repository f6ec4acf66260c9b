/**
 * Prepayment [a, b] (decisions §3): a (0 or 1) instalments collected at signing for the first instalment(s),
 * b (0, 1 or 2) collected at signing as a deposit for the last instalment(s).
 */
export type PrepaymentPlan = readonly [number, number];

export const PREPAYMENT_FIRST_OPTIONS = [0, 1] as const;
export const PREPAYMENT_LAST_OPTIONS = [0, 1, 2] as const;
export const PREPAYMENT_PLANS: readonly PrepaymentPlan[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [0, 2],
  [1, 2],
];

export function isPrepaymentPlan(value: unknown): value is PrepaymentPlan {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    (PREPAYMENT_FIRST_OPTIONS as readonly unknown[]).includes(value[0]) &&
    (PREPAYMENT_LAST_OPTIONS as readonly unknown[]).includes(value[1])
  );
}

/** Collections §4: the Pre-Payment Type label depends on the total only; [0,2] reads '1 + 1'. */
export function prepaymentPlanLabel([first, last]: PrepaymentPlan): string {
  switch (first + last) {
    case 0:
      return '0 + 0';
    case 1:
      return '1 + 0';
    case 2:
      return '1 + 1';
    case 3:
      return '1 + 2';
    default:
      throw new RangeError(`Not a prepayment plan: [${first}, ${last}]`);
  }
}

/** Origination §3: the master list shows the pair as written, 'a + b'. */
export function prepaymentPairLabel([first, last]: PrepaymentPlan): string {
  return `${first} + ${last}`;
}

/** The instalment numbers (1-based) settled at signing. A plan must leave at least one instalment to collect. */
export function prepaidSeqs(months: number, [first, last]: PrepaymentPlan): number[] {
  if (!isPrepaymentPlan([first, last])) throw new RangeError(`Not a prepayment plan: [${first}, ${last}]`);
  if (first + last >= months) {
    throw new RangeError(
      `A prepayment of ${first} + ${last} leaves nothing to collect over ${months} months`,
    );
  }
  const seqs: number[] = [];
  for (let seq = 1; seq <= first; seq += 1) seqs.push(seq);
  for (let seq = months - last + 1; seq <= months; seq += 1) seqs.push(seq);
  return seqs;
}
