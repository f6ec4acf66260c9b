import type { Sen } from '../../money/sen';
import {
  checkEditLimit,
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
  const others = otherLinesOf(line, context);
  const issues: string[] = [];
  if (others.some((other) => other.productId === line.productId && other.condition === line.condition)) {
    issues.push(CONDITION_ALREADY_ADDED);
  }
  issues.push(...termIssues(line, context));
  const max = maxFinanceAmount(line.cost, line.condition, context.program);
  if (line.loanAmount > max) issues.push(maxFinanceMessage(max));
  issues.push(...cappedIssues(line, others, context));
  return issues;
}

/**
 * Origination §5 and decisions §3, editing a saved line (PUT /applicantProduct): the finance amount is held to
 * 100 % of cost for New and 90 % for other conditions instead of the program percentage; the interest, tenure
 * and program/tier maxCapped rules stay. Model and condition do not change on edit, so they cannot clash.
 */
export function productLineEditIssues(line: ProductLineCandidate, context: ProductLineContext): string[] {
  const others = otherLinesOf(line, context);
  const issues = termIssues(line, context);
  const overLimit = checkEditLimit(line);
  if (overLimit) issues.push(overLimit);
  issues.push(...cappedIssues(line, others, context));
  return issues;
}

function otherLinesOf(line: ProductLineCandidate, context: ProductLineContext) {
  return context.otherLines.filter((other) => !(line.id && other.id === line.id));
}

function termIssues(line: ProductLineCandidate, context: ProductLineContext): string[] {
  const issues: string[] = [];
  if (!isInterestRateAllowed(line.interestRate, context.tier)) {
    const { min, max } = interestBounds(context.tier);
    issues.push(`Interest rate must be between ${min}% and ${max}%`);
  }
  const tenures = tenureChoices(context.tier, context.program.maxTenure ?? undefined);
  if (!tenures.includes(line.tenure)) issues.push(`Tenure must be between 1 and ${tenures.length} years`);
  return issues;
}

function cappedIssues(
  line: ProductLineCandidate,
  others: ProductLineContext['otherLines'],
  context: ProductLineContext,
): string[] {
  return checkMaxCapped({
    lineLoanTotals: [
      ...others.map((other) => other.loanAmount * other.quantity),
      line.loanAmount * line.quantity,
    ],
    programMaxCapped: context.program.maxCapped ?? null,
    tierMaxCapped: context.tier?.maxCapped ?? null,
  });
}
