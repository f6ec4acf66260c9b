import {
  applicantProductSchema,
  CONDITIONS,
  type Condition,
  calculateLoan,
  DEFAULT_INSURANCE_RATE,
  DEFAULT_JPJ_FEE,
  type InterestMethod,
  interestBounds,
  type LineQuote,
  type LoanFigures,
  manufactureYearIssue,
  maxFinanceAmount,
  moneyInputIssue,
  PRODUCT_LINE_MONEY_RULES,
  type PrepaymentPlan,
  type ProductLineContext,
  productLineEditIssues,
  productLineIssues,
  quoteLine,
  type RateCap,
  rateCapIssue,
  readMoneyInput,
  tenureChoices,
} from '@sewabeli/domain';

// The Product step's entry form as plain state (origination §2, §5, §9; decisions §3), kept apart from React so
// that its rules are unit-tested. Money is typed as ringgit text and read into integer sen here.

export interface StepProgram {
  percentageOnNew: number;
  percentageOnUsed: number;
  maxCapped: number;
  maxTenure: number;
  /** Issue 14: the method a new line takes from its program. */
  interestMethod: InterestMethod;
}

export interface StepTier {
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number;
  maxCapped: number;
}

export interface SavedLine {
  id: number;
  productId: number;
  condition: string;
  loanAmount: number;
  quantity: number;
}

export interface ProductFormValues {
  brandId: string | null;
  productId: string | null;
  vendorId: string | null;
  /** Ringgit text, per unit. */
  cost: string;
  condition: string | null;
  quantity: number | string;
  /** Sen, per unit. */
  jpjFee: number;
  manufactureYear: number | string;
  /** Ringgit text, per unit. */
  loanAmount: string;
  prepaymentFirst: number;
  prepaymentLast: number;
  insuranceRate: number;
  interestRate: number | string;
  tenure: string | null;
  resourceId: string | null;
}

export function initialFormValues(tier: StepTier | null, thisYear: number): ProductFormValues {
  const { defaultRate } = interestBounds(tier);
  return {
    brandId: null,
    productId: null,
    vendorId: null,
    cost: '',
    condition: null,
    quantity: 1,
    jpjFee: DEFAULT_JPJ_FEE,
    manufactureYear: thisYear,
    loanAmount: '',
    prepaymentFirst: 0,
    prepaymentLast: 0,
    insuranceRate: DEFAULT_INSURANCE_RATE,
    interestRate: defaultRate ?? '',
    tenure: null,
    resourceId: null,
  };
}

/** Ringgit text to sen, or null while it is not (yet) an amount (the money rule of issue 29 says why). */
export function senOf(text: string): number | null {
  return readMoneyInput(text).sen ?? null;
}

function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

const idOf = (value: string | null) => (value ? Number(value) : null);

/** Origination §5: a condition already added for the selected model is not offered again. */
export function conditionChoices(productId: number | null, lines: readonly SavedLine[]): Condition[] {
  if (productId === null) return [...CONDITIONS];
  const taken = new Set(lines.filter((line) => line.productId === productId).map((line) => line.condition));
  return CONDITIONS.filter((condition) => !taken.has(condition));
}

/** Decisions §3: tenure choices 1..tier maxTenure (program maxTenure, else 5), within the stored 1..5 years. */
export function tenureOptions(tier: StepTier | null, program: StepProgram): number[] {
  return tenureChoices(tier, program.maxTenure).filter((years) => years <= 5);
}

/** The Add Product input in sen, as the server's schema reads it (null ids stay null so the schema names them). */
export function toInput(applicantId: number, hirerId: number, values: ProductFormValues) {
  return {
    applicantId,
    hirerId,
    brandId: idOf(values.brandId),
    productId: idOf(values.productId),
    vendorId: idOf(values.vendorId),
    cost: senOf(values.cost),
    condition: values.condition,
    quantity: numberOf(values.quantity),
    loanAmount: senOf(values.loanAmount),
    prepayment: [values.prepaymentFirst, values.prepaymentLast] as [number, number],
    insuranceRate: values.insuranceRate,
    interestRate: numberOf(values.interestRate),
    tenure: idOf(values.tenure),
    resourceId: idOf(values.resourceId),
    jpjFee: values.jpjFee,
    manufactureYear: numberOf(values.manufactureYear),
  };
}

/**
 * The schema's messages, each once; an issue on a typed amount answers the money rule's message for the text
 * as typed (issue 29: 'Please enter a valid amount' for letters, never the field's empty message).
 */
export function schemaMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  typed: { cost: string; loanAmount: string },
): string[] {
  const own: Record<string, string | null> = {
    cost: moneyInputIssue(typed.cost, PRODUCT_LINE_MONEY_RULES.cost),
    loanAmount: moneyInputIssue(typed.loanAmount, PRODUCT_LINE_MONEY_RULES.loanAmount),
  };
  return [...new Set(issues.map((issue) => own[String(issue.path[0])] ?? issue.message))];
}

export interface RuleContext {
  program: StepProgram;
  tier: StepTier | null;
  lines: readonly SavedLine[];
  /** Issue 14: the server's caps on the effective rate by tenure (it refuses a line above them). */
  rateCaps: readonly RateCap[];
  /** Today in Kuala Lumpur ('YYYY-MM-DD'): no year of manufacture beyond next year (issue 29). */
  today: string;
}

/** The cap a line's effective rate breaks, from the same domain quote the server stores, or null. */
export function capIssueOf(quote: LineQuote | null, tenureYears: number, caps: readonly RateCap[]) {
  return quote ? rateCapIssue(quote.effectiveRate, tenureYears, caps) : null;
}

function quoteOrNull(method: InterestMethod, input: Parameters<typeof quoteLine>[1]): LineQuote | null {
  try {
    return quoteLine(method, input);
  } catch {
    return null;
  }
}

function contextOf({ program, tier, lines }: RuleContext): ProductLineContext {
  return { program, tier, otherLines: lines };
}

/**
 * Every message of Add Product at once (origination §5: shown together in one alert): the schema's field
 * messages first, then the rules needing the program, the tier and the saved lines. Empty when it may be sent.
 */
export function addIssues(
  applicantId: number,
  hirerId: number,
  values: ProductFormValues,
  rules: RuleContext,
) {
  const parsed = applicantProductSchema.safeParse(toInput(applicantId, hirerId, values));
  if (!parsed.success) return schemaMessages(parsed.error.issues, values);
  const year = manufactureYearIssue(parsed.data.manufactureYear, rules.today);
  if (year) return [year];
  const issues = productLineIssues(parsed.data, contextOf(rules));
  if (issues.length > 0) return issues;
  const line = parsed.data;
  const quote = quoteOrNull(rules.program.interestMethod, {
    cost: line.cost,
    loanAmount: line.loanAmount,
    interestRate: line.interestRate,
    tenureYears: line.tenure,
    prepayment: line.prepayment,
    quantity: line.quantity,
  });
  const cap = capIssueOf(quote, line.tenure, rules.rateCaps);
  return cap ? [cap] : [];
}

/**
 * Editing a saved line: the edit limits of §5 (100 % New, 90 % otherwise), the tier and caps, then the rate cap
 * on the line's own interest method (kept from when it was added).
 */
export function editIssues(
  line: SavedLine & {
    cost: number;
    tenure: number;
    interestMethod: InterestMethod;
    prepayment: PrepaymentPlan;
  },
  change: { cost: number; loanAmount: number; interestRate: number },
  rules: RuleContext,
) {
  const issues = productLineEditIssues({ ...line, ...change }, contextOf(rules));
  if (issues.length > 0) return issues;
  const quote = quoteOrNull(line.interestMethod, {
    cost: change.cost,
    loanAmount: change.loanAmount,
    interestRate: change.interestRate,
    tenureYears: line.tenure,
    prepayment: line.prepayment,
    quantity: line.quantity,
  });
  const cap = capIssueOf(quote, line.tenure, rules.rateCaps);
  return cap ? [cap] : [];
}

export interface LiveFigures {
  loan: LoanFigures;
  /** Null until cost, finance amount, rate and tenure make a quote. */
  quote: LineQuote | null;
  /** The reason no quote can be made from complete inputs (e.g. a prepayment as large as the loan). */
  quoteProblem: string | null;
  /** Issue 14: the rate cap the quote's effective rate breaks (the server would refuse the line). */
  capIssue: string | null;
}

/**
 * The figures the officer sees while typing (decisions §3), from the same domain functions the server's
 * calculate calls use, quoted by the line's interest method (issue 14); the server recomputes them when the
 * line is saved and refuses a line above the rate cap.
 */
export function liveFigures(
  input: {
    cost: number | null;
    loanAmount: number | null;
    interestRate: number | null;
    tenure: number | null;
    prepayment: PrepaymentPlan;
    quantity: number | null;
    insuranceRate: number;
    condition: string | null;
  },
  program: StepProgram,
  terms: { method: InterestMethod; rateCaps: readonly RateCap[] },
): LiveFigures | null {
  const { cost, loanAmount, interestRate, tenure, prepayment, insuranceRate, condition } = input;
  if (cost === null || cost <= 0) return null;
  const quantity =
    input.quantity !== null && Number.isInteger(input.quantity) && input.quantity >= 1 ? input.quantity : 1;
  const loan = calculateLoan({
    cost: cost * quantity,
    loanAmount: (loanAmount ?? 0) * quantity,
    insuranceRate,
    condition,
    program,
  });
  // The maximum is per unit, as the finance amount field is.
  const perUnitMax = condition ? maxFinanceAmount(cost, condition, program) : null;
  const figures: LiveFigures = {
    loan: { ...loan, maxLoanAmount: perUnitMax },
    quote: null,
    quoteProblem: null,
    capIssue: null,
  };
  if (loanAmount === null || loanAmount <= 0 || interestRate === null || tenure === null) return figures;
  try {
    figures.quote = quoteLine(terms.method, {
      cost,
      loanAmount,
      interestRate,
      tenureYears: tenure,
      prepayment,
      quantity,
    });
    figures.capIssue = capIssueOf(figures.quote, tenure, terms.rateCaps);
  } catch (error) {
    figures.quoteProblem = error instanceof RangeError ? error.message : 'These figures cannot be calculated';
  }
  return figures;
}
