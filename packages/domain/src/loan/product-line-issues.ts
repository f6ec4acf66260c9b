import type { Sen } from '../money/sen';
import {
  checkMaxCapped,
  maxFinanceAmount,
  maxFinanceMessage,
  type ProgramPercentages,
} from './finance-limits';
import { interestBounds, isInterestRateAllowed, type TierLimits, tenureChoices } from './loan-options';

export const CONDITION_ALREADY_ADDED = 'This condition has already been added for the selected model';

export interface ProductLineCandidate {
  id?: number | null;
  productId: number;
  condition: string;
  cost: Sen;
  loanAmount: Sen;
  quantity: number;
  interestRate: number;
  tenure: number;
}

export interface ProductLineContext {
  program: ProgramPercentages & { maxCapped?: Sen | null; maxTenure?: number | null };
  tier: (TierLimits & { maxCapped?: Sen | null }) | null;
  /** The application's other saved lines (the candidate itself excluded by id when editing). */
  otherLines: readonly {
    id?: number | null;
    productId: number;
    condition: string;
    loanAmount: Sen;
    quantity: number;
  }[];
}

/**
 * Origination §5 and decisions §3, the rules of an order line that need the program, the tier and the other
 * lines: one line per model and condition, interest within the tier, tenure within the tier, finance amount
 * within the program percentage, and the program/tier maxCapped. Messages are shown together.
 */
export function productLineIssues(line: ProductLineCandidate, context: ProductLineContext): string[] {
  const issues: string[] = [];
  const others = context.otherLines.filter((other) => !(line.id && other.id === line.id));
  if (others.some((other) => other.productId === line.productId && other.condition === line.condition)) {
    issues.push(CONDITION_ALREADY_ADDED);
  }
  if (!isInterestRateAllowed(line.interestRate, context.tier)) {
    const { min, max } = interestBounds(context.tier);
    issues.push(`Interest rate must be between ${min}% and ${max}%`);
  }
  const tenures = tenureChoices(context.tier, context.program.maxTenure ?? undefined);
  if (!tenures.includes(line.tenure)) issues.push(`Tenure must be between 1 and ${tenures.length} years`);
  const max = maxFinanceAmount(line.cost, line.condition, context.program);
  if (line.loanAmount > max) issues.push(maxFinanceMessage(max));
  issues.push(
    ...checkMaxCapped({
      lineLoanTotals: [
        ...others.map((other) => other.loanAmount * other.quantity),
        line.loanAmount * line.quantity,
      ],
      programMaxCapped: context.program.maxCapped ?? null,
      tierMaxCapped: context.tier?.maxCapped ?? null,
    }),
  );
  return issues;
}
