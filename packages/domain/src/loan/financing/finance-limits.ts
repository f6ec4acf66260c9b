import { formatRM } from '../../format/format-money';
import { percentOf, type Sen } from '../../money/sen';
import type { Condition } from './loan-options';

export interface ProgramPercentages {
  percentageOnNew: number;
  percentageOnUsed: number;
}

/** Decisions §3: per unit, cost x percentageOnNew for New, x percentageOnUsed for every other condition. */
export function maxFinanceAmount(cost: Sen, condition: Condition | string, program: ProgramPercentages): Sen {
  return percentOf(cost, condition === 'New' ? program.percentageOnNew : program.percentageOnUsed);
}

/** Origination §9: editing a saved line allows 100 % of cost for New, 90 % for other conditions. */
export function editLimitPercent(condition: Condition | string): number {
  return condition === 'New' ? 100 : 90;
}

export function maxEditFinanceAmount(cost: Sen, condition: Condition | string): Sen {
  return percentOf(cost, editLimitPercent(condition));
}

export function editLimitMessage(condition: Condition | string): string {
  return `Finance amount for ${condition} condition exceeded the limit of ${editLimitPercent(condition)}% of cost`;
}

/** Origination §5: the message when an edited line's finance amount exceeds the edit limit, else null. */
export function checkEditLimit(line: {
  cost: Sen;
  loanAmount: Sen;
  condition: Condition | string;
}): string | null {
  return line.loanAmount > maxEditFinanceAmount(line.cost, line.condition)
    ? editLimitMessage(line.condition)
    : null;
}

export function maxFinanceMessage(max: Sen): string {
  return `Finance amount exceeds the maximum finance amount of ${formatRM(max)}`;
}

export interface MaxCappedInput {
  /** Line loan totals (loan x quantity) of the application, including the line being added or edited. */
  lineLoanTotals: readonly Sen[];
  programMaxCapped?: Sen | null;
  tierMaxCapped?: Sen | null;
}

/**
 * Decisions §3: a maxCapped above 0 caps the sum of the application's line loan totals (program, then tier).
 * Returns the breach messages, empty when within both caps.
 */
export function checkMaxCapped({
  lineLoanTotals,
  programMaxCapped,
  tierMaxCapped,
}: MaxCappedInput): string[] {
  const total = lineLoanTotals.reduce((sum, value) => sum + value, 0);
  const programCap = programMaxCapped ?? 0;
  const tierCap = tierMaxCapped ?? 0;
  const messages: string[] = [];
  if (programCap > 0 && total > programCap) {
    messages.push(
      `Total finance amount ${formatRM(total)} exceeds the program's Maximum Loan Amount of ${formatRM(programCap)}`,
    );
  }
  if (tierCap > 0 && total > tierCap) {
    messages.push(
      `Total finance amount ${formatRM(total)} exceeds the tier's Max Capped of ${formatRM(tierCap)}`,
    );
  }
  return messages;
}
