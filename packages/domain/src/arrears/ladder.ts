import { z } from 'zod';

/**
 * Issue 32: the arrears ladder. Each step is an action taken once an agreement's oldest unpaid instalment is a
 * number of days past due; the steps escalate in this order and an agreement never goes back down the ladder
 * within one arrears cycle (arrears-decision.ts).
 */
export const ARREARS_ACTIONS = [
  'reminder',
  'first_demand',
  'final_demand',
  'repossession_notice',
  'recovery',
] as const;
export type ArrearsAction = (typeof ARREARS_ACTIONS)[number];

export const ARREARS_ACTION_LABELS: Record<ArrearsAction, string> = {
  reminder: 'E-mail reminder',
  first_demand: 'First letter of demand',
  final_demand: 'Final letter of demand',
  repossession_notice: 'Notice of intention to repossess',
  recovery: 'Escalation to recovery',
};

/** What approving a step makes: an e-mail (with the reminder attached), a letter (PDF, e-mailed too), or nothing sent. */
export type ArrearsMessageKind = 'email' | 'letter';

export function messageKindOf(action: ArrearsAction): ArrearsMessageKind | null {
  if (action === 'recovery') return null;
  return action === 'reminder' ? 'email' : 'letter';
}

export interface LadderStep {
  action: ArrearsAction;
  /** Days past due of the oldest unpaid instalment from which the step is due. */
  days: number;
}

/** The issue's defaults: reminder at 7 days, first letter of demand at 30, final at 60, notice at 90. */
export const DEFAULT_LADDER: readonly LadderStep[] = [
  { action: 'reminder', days: 7 },
  { action: 'first_demand', days: 30 },
  { action: 'final_demand', days: 60 },
  { action: 'repossession_notice', days: 90 },
];

export const LADDER_MAX_DAYS = 3650;

export const LADDER_MESSAGES = {
  empty: 'Add at least one step to the ladder',
  duplicate: 'Each step appears once in the ladder',
  days: `Days past due must be a whole number from 1 to ${LADDER_MAX_DAYS}`,
  order:
    'The steps follow the order reminder, first letter of demand, final letter of demand, notice of ' +
    'intention to repossess, escalation to recovery',
  ascending: 'Each step needs more days past due than the step before it',
} as const;

export const actionRank = (action: ArrearsAction): number => ARREARS_ACTIONS.indexOf(action);

/** The first thing wrong with a ladder, as the settings screen and the server word it; null when it holds. */
export function ladderIssue(steps: readonly LadderStep[]): string | null {
  if (steps.length === 0) return LADDER_MESSAGES.empty;
  const seen = new Set<ArrearsAction>();
  for (const step of steps) {
    if (seen.has(step.action)) return LADDER_MESSAGES.duplicate;
    seen.add(step.action);
    if (!Number.isInteger(step.days) || step.days < 1 || step.days > LADDER_MAX_DAYS)
      return LADDER_MESSAGES.days;
  }
  for (let index = 1; index < steps.length; index++) {
    const before = steps[index - 1] as LadderStep;
    const step = steps[index] as LadderStep;
    if (actionRank(step.action) < actionRank(before.action)) return LADDER_MESSAGES.order;
    if (step.days <= before.days) return LADDER_MESSAGES.ascending;
  }
  return null;
}

export const ladderSchema = z
  .array(z.object({ action: z.enum(ARREARS_ACTIONS), days: z.number() }))
  .superRefine((steps, context) => {
    const issue = ladderIssue(steps);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

/** The furthest step an agreement `daysPastDue` has reached, or null before the first. */
export function stepReached(ladder: readonly LadderStep[], daysPastDue: number): LadderStep | null {
  let reached: LadderStep | null = null;
  for (const step of ladder) if (step.days <= daysPastDue) reached = step;
  return reached;
}
