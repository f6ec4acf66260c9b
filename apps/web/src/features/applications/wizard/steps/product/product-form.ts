import {
  applicantProductSchema,
  CONDITIONS,
  type Condition,
  calculateLoan,
  DEFAULT_INSURANCE_RATE,
  DEFAULT_JPJ_FEE,
  type FlatRateQuote,
  interestBounds,
  type LoanFigures,
  maxFinanceAmount,
  type PrepaymentPlan,
  type ProductLineContext,
  productLineEditIssues,
  productLineIssues,
  quoteFlatRate,
  ringgitToSen,
  senToRinggit,
  tenureChoices,
} from '@sewabeli/domain';

// The Product step's entry form as plain state (origination §2, §5, §9; decisions §3), kept apart from React so
// that its rules are unit-tested. Money is typed as ringgit text and read into integer sen here.

export interface StepProgram {
  percentageOnNew: number;
  percentageOnUsed: number;
  maxCapped: number;
  maxTenure: number;
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

/** Ringgit text to sen, or null while it is not (yet) an amount. */
export function senOf(text: string): number | null {
  if (text.trim() === '') return null;
  try {
    return ringgitToSen(text);
  } catch {
    return null;
  }
}

/** A sen amount as the officer would type it back ('90000.00'). */
export function ringgitText(sen: number): string {
  return senToRinggit(sen);
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

export interface RuleContext {
  program: StepProgram;
  tier: StepTier | null;
  lines: readonly SavedLine[];
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
  if (!parsed.success) return [...new Set(parsed.error.issues.map((issue) => issue.message))];
  return productLineIssues(parsed.data, contextOf(rules));
}

/** Editing a saved line: the edit limits of §5 (100 % New, 90 % otherwise) and the tier and caps. */
export function editIssues(
  line: SavedLine & { cost: number; tenure: number },
  change: { cost: number; loanAmount: number; interestRate: number },
  rules: RuleContext,
) {
  return productLineEditIssues({ ...line, ...change }, contextOf(rules));
}

export interface LiveFigures {
  loan: LoanFigures;
  /** Null until cost, finance amount, rate and tenure make a quote. */
  quote: FlatRateQuote | null;
  /** The reason no quote can be made from complete inputs (e.g. a prepayment as large as the loan). */
  quoteProblem: string | null;
}

/**
 * The figures the officer sees while typing (decisions §3), from the same domain functions the server's
 * calculate calls use; the server recomputes them when the line is saved.
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
  };
  if (loanAmount === null || loanAmount <= 0 || interestRate === null || tenure === null) return figures;
  try {
    figures.quote = quoteFlatRate({
      cost,
      loanAmount,
      interestRate,
      tenureYears: tenure,
      prepayment,
      quantity,
    });
  } catch (error) {
    figures.quoteProblem = error instanceof RangeError ? error.message : 'These figures cannot be calculated';
  }
  return figures;
}
