import {
  calculateLoan,
  DEFAULT_RATE_CAPS,
  editLimitMessage,
  insuranceCharges,
  maxFinanceMessage,
  permissionReason,
  quoteFlatRate,
  quoteLine,
  rateCapIssue,
  senToRinggit,
} from '@sewabeli/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../../../lib/today';
import { type Caller, callerFor } from '../../../../testing/caller';
import { newHirer } from '../../../../testing/factories';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../../../testing/test-app';
import {
  APPLICATION_LOCKED,
  AT_LEAST_ONE_PRODUCT,
  PRODUCT_NOT_FOUND,
  PRODUCT_STEP_NOT_OPEN,
} from './product.service';

let t: TestApp;
let officer: Caller;
let headOfOperation: Caller;
let officerToken: Record<string, string>;
let adminToken: Record<string, string>;

interface Refs {
  hirerId: number;
  programId: number;
  tierId: number;
  brandId: number;
  productId: number;
  otherProductId: number;
  vendorId: number;
  paymentMethodId: number;
}
let refs: Refs;

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Credit Officer');
  headOfOperation = await callerFor(t, 'Head of Operation');
  officerToken = bearer(await signIn(t.app, 'credit.officer'));
  adminToken = bearer(await signIn(t.app, 'superadmin'));
  const db = t.app.db;
  const hirerId = await newHirer(db, 'Syarikat Jentera Maju Sdn Bhd');
  const program = await db
    .insertInto('financialProgram')
    .values({
      name: 'Heavy Equipment 2026',
      percentageOnNew: 90,
      percentageOnUsed: 80,
      maxCapped: '500000.00',
      maxTenure: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tier = await db
    .insertInto('financialProgramTier')
    .values({
      financialProgramId: program.id,
      name: 'Tier A',
      minScore: 0,
      maxScore: 100,
      riskLevel: 'Low',
      minInterestRate: 2.5,
      maxInterestRate: 4.5,
      maxTenure: 4,
      maxCapped: '400000.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const brand = await db
    .insertInto('brand')
    .values({ name: 'Komatsu' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('product')
    .values({ name: 'PC200 Excavator', brandId: brand.id, cost: '100000.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('product')
    .values({ name: 'D65 Dozer', brandId: brand.id, cost: '150000.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendor')
    .values({ name: 'United Komatsu Sdn Bhd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mode = await db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'REPAYMENT_MODE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  refs = {
    hirerId,
    programId: program.id,
    tierId: tier.id,
    brandId: brand.id,
    productId: product.id,
    otherProductId: other.id,
    vendorId: vendor.id,
    paymentMethodId: mode.id,
  };
});
afterAll(() => t.close());

async function newApplication(values: { progressId?: number; lockStatus?: number; tier?: boolean } = {}) {
  const row = await t.app.db
    .insertInto('applicant')
    .values({
      hirerId: refs.hirerId,
      financialProgramId: refs.programId,
      financialProgramTierId: values.tier === false ? null : refs.tierId,
      progressId: values.progressId ?? 3,
      lockStatus: values.lockStatus ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A valid Add Product input in sen: RM 100,000 cost, RM 90,000 finance (the program's 90 % for New). */
function lineInput(applicantId: number, change: Record<string, unknown> = {}) {
  return {
    applicantId,
    hirerId: refs.hirerId,
    brandId: refs.brandId,
    productId: refs.productId,
    vendorId: refs.vendorId,
    cost: 10_000_000,
    condition: 'New' as const,
    quantity: 2,
    loanAmount: 9_000_000,
    prepayment: [1, 1] as [number, number],
    insuranceRate: 1.25,
    interestRate: 4.5,
    tenure: 3,
    resourceId: refs.paymentMethodId,
    jpjFee: 25_000,
    manufactureYear: 2026,
    ...change,
  };
}

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
}

beforeEach(async () => {
  await t.app.db.deleteFrom('applicantProduct').execute();
});

describe('decisions §3 figures: the calculate calls agree with packages/domain to the sen', () => {
  const cases = [
    {
      cost: 10_000_000,
      loanAmount: 9_000_000,
      prepayment: [0, 0],
      loanMonth: 36,
      interestRate: 4.5,
      quantity: 1,
    },
    {
      cost: 12_345_678,
      loanAmount: 9_876_543,
      prepayment: [1, 2],
      loanMonth: 60,
      interestRate: 3.33,
      quantity: 3,
    },
    {
      cost: 5_000_001,
      loanAmount: 4_000_001,
      prepayment: [1, 0],
      loanMonth: 12,
      interestRate: 0,
      quantity: 1,
    },
  ] as const;

  it.each(cases)('tRPC calculate for %o', async (input) => {
    const quote = await officer.applicationProduct.calculate({ ...input, prepayment: [...input.prepayment] });
    expect(quote).toEqual(
      quoteFlatRate({
        cost: input.cost,
        loanAmount: input.loanAmount,
        interestRate: input.interestRate,
        tenureYears: input.loanMonth / 12,
        prepayment: input.prepayment,
        quantity: input.quantity,
      }),
    );
  });

  it.each(cases)('POST /applicantProduct/calculate answers the ringgit shape for %o', async (input) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct/calculate',
      headers: officerToken,
      payload: {
        cost: senToRinggit(input.cost),
        loanAmount: input.loanAmount / 100,
        prepayment: JSON.stringify(input.prepayment),
        loanMonth: input.loanMonth,
        interestRate: String(input.interestRate),
        quantity: input.quantity,
      },
    });
    expect(res.statusCode).toBe(200);
    const q = quoteFlatRate({
      cost: input.cost,
      loanAmount: input.loanAmount,
      interestRate: input.interestRate,
      tenureYears: input.loanMonth / 12,
      prepayment: input.prepayment,
      quantity: input.quantity,
    });
    const rm = (sen: number) => Number(senToRinggit(sen));
    expect(res.json()).toEqual({
      totalInterest: rm(q.totalInterest),
      totalPayable: rm(q.totalPayable),
      monthlyInstallment: rm(q.monthlyInstallment),
      finalInstallment: rm(q.finalInstallment),
      marginFinance: q.marginFinance,
      downpayment: rm(q.downpayment),
      effectiveRate: q.effectiveRate,
      prepaymentAmount: rm(q.prepaymentAmount),
      prepaymentArray: q.prepaidInstalments.map((p) => rm(p.amount)),
    });
  });

  it('worked example: RM 90,000 at 4.5 % over 3 years is RM 2,837.50 a month, prepayment 1 + 1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct/calculate',
      headers: officerToken,
      payload: { cost: 100000, loanAmount: 90000, prepayment: [1, 1], loanMonth: 36, interestRate: 4.5 },
    });
    expect(res.json()).toMatchObject({
      totalInterest: 12150,
      totalPayable: 102150,
      monthlyInstallment: 2837.5,
      finalInstallment: 2837.5,
      marginFinance: 90,
      downpayment: 10000,
      prepaymentAmount: 5675,
      prepaymentArray: [2837.5, 2837.5],
    });
    expect(res.json<{ effectiveRate: number }>().effectiveRate).toBeGreaterThan(8);
  });

  it('POST /applicantProduct/calculate_loan answers downpayment, margin, maximum and insurance', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct/calculate_loan',
      headers: officerToken,
      payload: {
        cost: '100000',
        loanAmount: '85000.50',
        insuranceRate: 1.1,
        condition: 'Used',
        financialProgramId: refs.programId,
      },
    });
    expect(res.json()).toEqual({
      downpayment: 14999.5,
      marginFinance: 85,
      maxLoanAmount: 80000,
      insurance: 1100,
      insuranceSST: 88,
    });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct/calculate_loan',
      headers: officerToken,
      payload: { cost: 1234.56, loanAmount: 1000, insuranceRate: 0.85 },
    });
    const expected = calculateLoan({ cost: 123_456, loanAmount: 100_000, insuranceRate: 0.85 });
    expect(bare.json()).toEqual({
      downpayment: 234.56,
      marginFinance: expected.marginFinance,
      maxLoanAmount: null,
      insurance: Number(senToRinggit(expected.insurance)),
      insuranceSST: Number(senToRinggit(expected.insuranceSST)),
    });
    const rpc = await officer.applicationProduct.calculateLoan({
      cost: 10_000_000,
      loanAmount: 9_000_000,
      insuranceRate: 1.25,
      condition: 'New',
      financialProgramId: refs.programId,
    });
    expect(rpc).toEqual({
      downpayment: 1_000_000,
      marginFinance: 90,
      maxLoanAmount: 9_000_000,
      insurance: 125_000,
      insuranceSST: 10_000,
    });
  });

  it('refuses a calculation without a finance amount with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct/calculate',
      headers: officerToken,
      payload: { cost: 100000, prepayment: [0, 0], loanMonth: 36, interestRate: 4.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, msg: 'Please enter the finance amount' });
  });
});

describe('origination §5 Add Product', () => {
  it('stores a line whose every figure is the domain quote, and shows it on the step and over REST', async () => {
    const applicantId = await newApplication();
    const { id } = await officer.applicationProduct.add(lineInput(applicantId));
    const step = await officer.applicationProduct.step({ applicantId });
    const quote = quoteFlatRate({
      cost: 10_000_000,
      loanAmount: 9_000_000,
      interestRate: 4.5,
      tenureYears: 3,
      prepayment: [1, 1],
      quantity: 2,
    });
    const insurance = insuranceCharges(20_000_000, 1.25);
    expect(step.application).toMatchObject({
      id: applicantId,
      hirerName: 'Syarikat Jentera Maju Sdn Bhd',
      seq: 3,
      editable: true,
    });
    expect(step.program).toMatchObject({
      name: 'Heavy Equipment 2026',
      percentageOnNew: 90,
      percentageOnUsed: 80,
      maxCapped: 50_000_000,
    });
    expect(step.tier).toMatchObject({
      name: 'Tier A',
      riskLevel: 'Low',
      minInterestRate: 2.5,
      maxInterestRate: 4.5,
      maxTenure: 4,
      maxCapped: 40_000_000,
    });
    expect(step.lines).toEqual([
      expect.objectContaining({
        id,
        brandName: 'Komatsu',
        productName: 'PC200 Excavator',
        vendorName: 'United Komatsu Sdn Bhd',
        condition: 'New',
        quantity: 2,
        jpjFee: 25_000,
        manufactureYear: 2026,
        cost: 10_000_000,
        loanAmount: 9_000_000,
        tenure: 3,
        months: 36,
        prepayment: [1, 1],
        downpayment: quote.downpayment,
        totalInterest: quote.totalInterest,
        totalPayable: quote.totalPayable,
        monthlyInstallment: quote.monthlyInstallment,
        finalInstallment: quote.finalInstallment,
        prepaymentAmount: quote.prepaymentAmount,
        marginFinance: quote.marginFinance,
        effectiveRate: quote.effectiveRate,
        insurancePremium: insurance.premium,
        insuranceSst: insurance.sst,
      }),
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/product/${applicantId}`,
      headers: officerToken,
    });
    expect(res.json()).toEqual([
      expect.objectContaining({
        id,
        cost: 100000,
        loanAmount: 90000,
        prepayment: '[1,1]',
        tenure: 3,
        quantity: 2,
        jpjFee: 250,
        condition: 'New',
        Brand: { id: refs.brandId, name: 'Komatsu' },
        Product: { id: refs.productId, name: 'PC200 Excavator' },
        monthlyInstallment: Number(senToRinggit(quote.monthlyInstallment)),
        finalInstallment: Number(senToRinggit(quote.finalInstallment)),
        marginFinance: 90,
        effectiveRate: quote.effectiveRate,
        prepaymentAmount: Number(senToRinggit(quote.prepaymentAmount)),
        insuranceSST: Number(senToRinggit(insurance.sst)),
      }),
    ]);
  });

  it('adds over POST /applicantProduct with ringgit, the prepayment as JSON text and ids as text', async () => {
    const applicantId = await newApplication();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct',
      headers: officerToken,
      payload: {
        ...lineInput(applicantId),
        applicantId: String(applicantId),
        cost: '100,000.00',
        loanAmount: 80000,
        jpjFee: 750,
        prepayment: '[0,1]',
        quantity: '1',
        condition: 'Used',
      },
    });
    expect(res.json()).toMatchObject({ status: 1, msg: 'Saved Successfully' });
    const [line] = (await officer.applicationProduct.step({ applicantId })).lines;
    expect(line).toMatchObject({
      condition: 'Used',
      loanAmount: 8_000_000,
      jpjFee: 75_000,
      prepayment: [0, 1],
      quantity: 1,
    });
  });

  it('refuses a line above the maximum finance amount of the program percentage', async () => {
    const applicantId = await newApplication();
    const over = await refusal(
      officer.applicationProduct.add(lineInput(applicantId, { loanAmount: 9_000_001 })),
    );
    expect(over).toEqual({ code: 'BAD_REQUEST', message: maxFinanceMessage(9_000_000) });
    expect(over.message).toBe('Finance amount exceeds the maximum finance amount of RM 90,000.00');
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct',
      headers: officerToken,
      payload: {
        ...lineInput(applicantId),
        cost: 100000,
        loanAmount: 80000.01,
        condition: 'Recon',
        quantity: 1,
        jpjFee: 250,
      },
    });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      status: 0,
      msg: 'Finance amount exceeds the maximum finance amount of RM 80,000.00',
    });
    expect((await officer.applicationProduct.step({ applicantId })).lines).toEqual([]);
  });

  it('refuses a condition already added for the model, and allows another condition or model', async () => {
    const applicantId = await newApplication();
    await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
    expect(await refusal(officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 })))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This condition has already been added for the selected model',
    });
    await officer.applicationProduct.add(
      lineInput(applicantId, { quantity: 1, condition: 'Used', loanAmount: 8_000_000 }),
    );
    await officer.applicationProduct.add(
      lineInput(applicantId, { quantity: 1, productId: refs.otherProductId }),
    );
    expect((await officer.applicationProduct.step({ applicantId })).lines).toHaveLength(3);
  });

  it('holds the interest rate and tenure to the tier, and reports every breach together', async () => {
    const applicantId = await newApplication();
    const res = await refusal(
      officer.applicationProduct.add(
        lineInput(applicantId, { interestRate: 2.4, tenure: 5, loanAmount: 9_500_000 }),
      ),
    );
    expect(res.message.split('\n')).toEqual([
      'Interest rate must be between 2.5% and 4.5%',
      'Tenure must be between 1 and 4 years',
      'Finance amount exceeds the maximum finance amount of RM 90,000.00',
    ]);
    // Without a tier the rate runs 0..100 (within the issue-14 rate cap: 8 % flat over 5 years is an effective
    // rate under 17 %) and the program's maxTenure applies.
    const untiered = await newApplication({ tier: false });
    await officer.applicationProduct.add(lineInput(untiered, { interestRate: 8, tenure: 5, quantity: 1 }));
  });

  it("refuses a breach of the tier's and the program's maxCapped over the application's lines", async () => {
    const applicantId = await newApplication();
    // Two units of RM 90,000: RM 180,000.
    await officer.applicationProduct.add(lineInput(applicantId));
    // + 3 units of RM 80,000 (Used): RM 420,000 > tier RM 400,000.
    const tier = await refusal(
      officer.applicationProduct.add(
        lineInput(applicantId, { condition: 'Used', loanAmount: 8_000_000, quantity: 3 }),
      ),
    );
    expect(tier.message).toBe(
      "Total finance amount RM 420,000.00 exceeds the tier's Max Capped of RM 400,000.00",
    );
    // Without a tier, only the program's RM 500,000: + 4 x RM 80,000 = RM 500,000 passes, 1 sen more does not.
    const untiered = await newApplication({ tier: false });
    await officer.applicationProduct.add(lineInput(untiered));
    const program = await refusal(
      officer.applicationProduct.add(
        lineInput(untiered, { condition: 'Used', loanAmount: 8_000_001, quantity: 4, cost: 10_000_002 }),
      ),
    );
    expect(program.message).toBe(
      "Total finance amount RM 500,000.04 exceeds the program's Maximum Loan Amount of RM 500,000.00",
    );
    await officer.applicationProduct.add(
      lineInput(untiered, { condition: 'Used', loanAmount: 8_000_000, quantity: 4 }),
    );
  });

  it('refuses a model of another asset type, an unknown vendor or payment method, and a foreign company', async () => {
    const applicantId = await newApplication();
    const brand = await t.app.db
      .insertInto('brand')
      .values({ name: 'Hitachi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await refusal(
      officer.applicationProduct.add(
        lineInput(applicantId, { brandId: brand.id, vendorId: 999_999, resourceId: 1 }),
      ),
    );
    expect(res.message.split('\n')).toEqual([
      'Please select a model',
      'Please select a vendor',
      'Please select a payment method',
    ]);
    expect(
      (await refusal(officer.applicationProduct.add(lineInput(applicantId, { hirerId: 999_999 })))).message,
    ).toBe('The company does not match the application');
  });

  it('answers missing fields with the spec messages', async () => {
    const applicantId = await newApplication();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct',
      headers: officerToken,
      payload: { applicantId },
    });
    expect(res.json()).toEqual({ status: 0, msg: 'Please select a brand' });
    const rpc = await trpc(t.app, 'mutation', 'applicationProduct.add', { applicantId }, officerToken);
    expect(rpc.error?.message).toBe('Please select a brand');
  });
});

describe('origination §5 editing a saved product (PUT /applicantProduct)', () => {
  it('allows up to 100 % of cost for New, above the program percentage', async () => {
    const applicantId = await newApplication({ tier: false });
    const { id } = await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
    await officer.applicationProduct.update({
      id,
      cost: 10_000_000,
      loanAmount: 10_000_000,
      interestRate: 4,
      insuranceRate: 0,
    });
    const [line] = (await officer.applicationProduct.step({ applicantId })).lines;
    const quote = quoteFlatRate({
      cost: 10_000_000,
      loanAmount: 10_000_000,
      interestRate: 4,
      tenureYears: 3,
      prepayment: [1, 1],
    });
    expect(line).toMatchObject({
      loanAmount: 10_000_000,
      interestRate: 4,
      insuranceRate: 0,
      insurancePremium: 0,
      insuranceSst: 0,
      monthlyInstallment: quote.monthlyInstallment,
      finalInstallment: quote.finalInstallment,
      effectiveRate: quote.effectiveRate,
      marginFinance: 100,
    });
    expect(
      await refusal(
        officer.applicationProduct.update({
          id,
          cost: 10_000_000,
          loanAmount: 10_000_001,
          interestRate: 4,
          insuranceRate: 0,
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: editLimitMessage('New'),
    });
  });

  it('holds other conditions to 90 % of cost over the legacy PUT, and keeps the master-record PUT', async () => {
    const applicantId = await newApplication();
    const { id } = await officer.applicationProduct.add(
      lineInput(applicantId, { condition: 'Pre-Owned', loanAmount: 8_000_000, quantity: 1 }),
    );
    const over = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProduct',
      headers: officerToken,
      payload: { id, cost: 100000, loanAmount: 90000.01, interestRate: 3, insuranceRate: 1 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      status: 0,
      msg: 'Finance amount for Pre-Owned condition exceeded the limit of 90% of cost',
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProduct/',
      headers: officerToken,
      payload: { id: String(id), cost: '100000', loanAmount: '90000', interestRate: '3', insuranceRate: 1 },
    });
    expect(ok.json()).toEqual({ status: 1, msg: 'Saved Successfully' });
    const [line] = (await officer.applicationProduct.step({ applicantId })).lines;
    expect(line).toMatchObject({ loanAmount: 9_000_000, interestRate: 3, insuranceRate: 1 });
    // A master-record field on the same path is still the master-record edit (an order line is not one yet).
    const field = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProduct/',
      headers: officerToken,
      payload: { id, salesman: 'Lim Chee Keong' },
    });
    expect(field.json()).toEqual({ status: 0, msg: 'Master record not found' });
  });

  it('refuses an interest rate outside the tier and a missing line', async () => {
    const applicantId = await newApplication();
    const { id } = await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
    expect(
      (
        await refusal(
          officer.applicationProduct.update({
            id,
            cost: 10_000_000,
            loanAmount: 9_000_000,
            interestRate: 5,
            insuranceRate: 1,
          }),
        )
      ).message,
    ).toBe('Interest rate must be between 2.5% and 4.5%');
    expect(
      await refusal(
        officer.applicationProduct.update({
          id: 999_999,
          cost: 1,
          loanAmount: 1,
          interestRate: 3,
          insuranceRate: 1,
        }),
      ),
    ).toEqual({
      code: 'NOT_FOUND',
      message: PRODUCT_NOT_FOUND,
    });
  });

  it('refuses an edit that breaches the maxCapped', async () => {
    const applicantId = await newApplication();
    await officer.applicationProduct.add(lineInput(applicantId));
    const { id } = await officer.applicationProduct.add(
      lineInput(applicantId, { condition: 'Used', loanAmount: 8_000_000, quantity: 2 }),
    );
    expect(
      (
        await refusal(
          officer.applicationProduct.update({
            id,
            cost: 13_000_000,
            loanAmount: 11_000_001,
            interestRate: 3,
            insuranceRate: 1,
          }),
        )
      ).message,
    ).toBe("Total finance amount RM 400,000.02 exceeds the tier's Max Capped of RM 400,000.00");
    await officer.applicationProduct.update({
      id,
      cost: 13_000_000,
      loanAmount: 11_000_000,
      interestRate: 3,
      insuranceRate: 1,
    });
  });
});

describe('deleting a product and moving on', () => {
  it('deletes over tRPC and over the legacy DELETE, and leaves collections to the Superadmin', async () => {
    const applicantId = await newApplication();
    const first = await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
    const second = await officer.applicationProduct.add(
      lineInput(applicantId, { quantity: 1, productId: refs.otherProductId }),
    );
    await officer.applicationProduct.remove({ id: first.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantProduct?id=${second.id}`,
      headers: officerToken,
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Deleted Successfully' });
    expect((await officer.applicationProduct.step({ applicantId })).lines).toEqual([]);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'applicant_product')
      .where('entityId', 'in', [String(first.id), String(second.id)])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'create', 'delete', 'delete']);
    // The same condition may be added again once deleted.
    await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
    // A line of a completed application is a collection: a Credit Officer may not delete it.
    const done = await newApplication({ progressId: 8, lockStatus: 1 });
    const line = await t.app.db
      .insertInto('applicantProduct')
      .values({
        applicantId: done,
        hirerId: refs.hirerId,
        brandId: refs.brandId,
        productId: refs.productId,
        vendorId: refs.vendorId,
        condition: 'New',
        cost: '100000.00',
        loanAmount: '90000.00',
        tenure: 3,
        interestRate: 4.5,
        resourceId: refs.paymentMethodId,
        downpayment: '10000.00',
        totalInterest: '12150.00',
        totalPayable: '102150.00',
        monthlyInstallment: '2837.50',
        finalInstallment: '2837.50',
        marginFinance: 90,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantProduct?id=${line.id}`,
      headers: officerToken,
    });
    expect(refused.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/applicantProduct?id=999999',
      headers: adminToken,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('moves progress Product -> SRC Report on Next only with at least one line', async () => {
    const applicantId = await newApplication();
    expect(await refusal(officer.applicationProduct.complete({ applicantId }))).toEqual({
      code: 'BAD_REQUEST',
      message: AT_LEAST_ONE_PRODUCT,
    });
    await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
    expect(await officer.applicationProduct.complete({ applicantId })).toEqual({
      id: applicantId,
      progressId: 4,
      seq: 4,
    });
    // Further on already (Result), Next keeps the progress where it is.
    const atResult = await newApplication({ progressId: 5 });
    await officer.applicationProduct.add(lineInput(atResult, { quantity: 1 }));
    expect(await officer.applicationProduct.complete({ applicantId: atResult })).toEqual({
      id: atResult,
      progressId: 5,
      seq: 5,
    });
  });
});

describe('origination §4: a locked application and who may edit', () => {
  it('refuses every change to a locked application, with the reason', async () => {
    const open = await newApplication({ progressId: 5 });
    const { id } = await officer.applicationProduct.add(lineInput(open, { quantity: 1 }));
    await t.app.db
      .updateTable('applicant')
      .set({ progressId: 6, lockStatus: 1 })
      .where('id', '=', open)
      .execute();
    const locked = { code: 'CONFLICT', message: APPLICATION_LOCKED };
    expect(
      await refusal(
        officer.applicationProduct.add(lineInput(open, { quantity: 1, productId: refs.otherProductId })),
      ),
    ).toEqual(locked);
    expect(
      await refusal(
        officer.applicationProduct.update({
          id,
          cost: 10_000_000,
          loanAmount: 8_000_000,
          interestRate: 4,
          insuranceRate: 1,
        }),
      ),
    ).toEqual(locked);
    expect(await refusal(officer.applicationProduct.remove({ id }))).toEqual(locked);
    expect(await refusal(officer.applicationProduct.complete({ applicantId: open }))).toEqual(locked);
    const rest = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantProduct?id=${id}`,
      headers: officerToken,
    });
    expect({ status: rest.statusCode, body: rest.json() }).toEqual({
      status: 409,
      body: { status: 0, msg: APPLICATION_LOCKED },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProduct',
      headers: officerToken,
      payload: { id, cost: 100000, loanAmount: 80000, interestRate: 4, insuranceRate: 1 },
    });
    expect(put.json()).toEqual({ status: 0, msg: APPLICATION_LOCKED });
    const step = await officer.applicationProduct.step({ applicantId: open });
    expect(step.application.editable).toBe(false);
    expect(step.lines).toHaveLength(1);
  });

  it('refuses products before the Score Card is done', async () => {
    const early = await newApplication({ progressId: 2 });
    expect(await refusal(officer.applicationProduct.add(lineInput(early)))).toEqual({
      code: 'BAD_REQUEST',
      message: PRODUCT_STEP_NOT_OPEN,
    });
  });

  it('lets everyone signed in read, and only Credit Officers and Superadmins change', async () => {
    const applicantId = await newApplication();
    const reason = permissionReason('application.write');
    expect(await refusal(headOfOperation.applicationProduct.add(lineInput(applicantId)))).toEqual({
      code: 'FORBIDDEN',
      message: reason,
    });
    const hoToken = bearer(await signIn(t.app, 'head.operation'));
    const { id } = await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProduct',
      headers: hoToken,
      payload: { id, cost: 100000, loanAmount: 80000, interestRate: 4, insuranceRate: 1 },
    });
    expect({ status: put.statusCode, body: put.json() }).toEqual({
      status: 403,
      body: { status: 0, msg: reason },
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantProduct?id=${id}`,
      headers: hoToken,
    });
    expect(del.json()).toEqual({ status: 0, msg: reason });
    expect((await headOfOperation.applicationProduct.step({ applicantId })).lines).toHaveLength(1);
    const choices = await headOfOperation.applicationProduct.choices();
    expect(await headOfOperation.applicationProduct.models({ brandId: refs.brandId })).toEqual([
      { id: refs.otherProductId, name: 'D65 Dozer', brandId: refs.brandId, cost: 15_000_000 },
      { id: refs.productId, name: 'PC200 Excavator', brandId: refs.brandId, cost: 10_000_000 },
    ]);
    expect(choices.brands).toContainEqual({ id: refs.brandId, name: 'Komatsu' });
    expect(choices.paymentMethods.map((m) => m.name)).toContain('Cheque');
  });
});

describe('issue 14: the interest method of a line and the rate caps', () => {
  async function setProgramMethod(method: 'flat' | 'reducing_balance') {
    await t.app.db
      .updateTable('financialProgram')
      .set({ interestMethod: method })
      .where('id', '=', refs.programId)
      .execute();
  }
  async function setTierMaxRate(rate: number) {
    await t.app.db
      .updateTable('financialProgramTier')
      .set({ maxInterestRate: rate })
      .where('id', '=', refs.tierId)
      .execute();
  }
  async function storedMethod(id: number) {
    const row = await t.app.db
      .selectFrom('applicantProduct')
      .select(['interestMethod', 'monthlyInstallment', 'effectiveRate'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row;
  }

  it('a line takes its program reducing-balance method, stores that quote and keeps the method for life', async () => {
    await setProgramMethod('reducing_balance');
    try {
      const applicantId = await newApplication();
      const { id } = await officer.applicationProduct.add(lineInput(applicantId));
      const reducing = quoteLine('reducing_balance', {
        cost: 10_000_000,
        loanAmount: 9_000_000,
        interestRate: 4.5,
        tenureYears: 3,
        prepayment: [1, 1],
        quantity: 2,
      });
      if (reducing.method !== 'reducing_balance') throw new Error('expected a reducing-balance quote');
      const step = await officer.applicationProduct.step({ applicantId });
      expect(step.program.interestMethod).toBe('reducing_balance');
      expect(step.rateCaps).toEqual(t.config.rateCaps);
      expect(step.lines[0]).toMatchObject({
        id,
        interestMethod: 'reducing_balance',
        totalInterest: reducing.totalInterest,
        totalPayable: reducing.totalPayable,
        monthlyInstallment: reducing.monthlyInstallment,
        finalInstallment: reducing.finalInstallment,
        effectiveRate: reducing.effectiveRate,
        split: reducing.split,
      });
      // The program turns flat again: the saved line keeps its method, and an edit quotes by it.
      await setProgramMethod('flat');
      await officer.applicationProduct.update({
        id,
        cost: 10_000_000,
        loanAmount: 8_000_000,
        interestRate: 4,
        insuranceRate: 1,
      });
      const edited = quoteLine('reducing_balance', {
        cost: 10_000_000,
        loanAmount: 8_000_000,
        interestRate: 4,
        tenureYears: 3,
        prepayment: [1, 1],
        quantity: 2,
      });
      const [line] = (await officer.applicationProduct.step({ applicantId })).lines;
      expect(line).toMatchObject({
        interestMethod: 'reducing_balance',
        monthlyInstallment: edited.monthlyInstallment,
        effectiveRate: edited.effectiveRate,
      });
      expect((await storedMethod(id)).interestMethod).toBe('reducing_balance');
      // A line added now takes the program's flat method, and the legacy answer keeps its shape.
      const flat = await officer.applicationProduct.add(
        lineInput(applicantId, { productId: refs.otherProductId, quantity: 1 }),
      );
      expect((await storedMethod(flat.id)).interestMethod).toBe('flat');
      const rest = await t.app.inject({
        method: 'GET',
        url: `/api/applicant/product/${applicantId}`,
        headers: officerToken,
      });
      for (const row of rest.json<Record<string, unknown>[]>()) {
        expect(row).not.toHaveProperty('interestMethod');
        expect(row).not.toHaveProperty('split');
      }
    } finally {
      await setProgramMethod('flat');
    }
  });

  it('flat lines carry no split', async () => {
    const applicantId = await newApplication();
    await officer.applicationProduct.add(lineInput(applicantId));
    const [line] = (await officer.applicationProduct.step({ applicantId })).lines;
    expect(line).toMatchObject({ interestMethod: 'flat', split: null });
  });

  it('refuses a line whose effective rate exceeds the cap for its tenure, on add and update, changing nothing', async () => {
    await setTierMaxRate(12);
    try {
      const applicantId = await newApplication();
      // Flat 10 % over 3 years is an effective rate near 18 %: above the default 17 % cap.
      const over = lineInput(applicantId, { interestRate: 10, prepayment: [0, 0], quantity: 1 });
      const quote = quoteFlatRate({
        cost: 10_000_000,
        loanAmount: 9_000_000,
        interestRate: 10,
        tenureYears: 3,
        prepayment: [0, 0],
      });
      const message = rateCapIssue(quote.effectiveRate, 3, DEFAULT_RATE_CAPS);
      expect(message).toMatch(
        /^The effective rate of .* exceeds the cap of 17 % for a tenure of up to 5 years$/,
      );
      expect(await refusal(officer.applicationProduct.add(over))).toEqual({
        code: 'BAD_REQUEST',
        message,
      });
      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/applicantProduct',
        headers: officerToken,
        payload: { ...over, cost: 100000, loanAmount: 90000, jpjFee: 250 },
      });
      expect({ status: rest.statusCode, body: rest.json() }).toEqual({
        status: 400,
        body: { status: 0, msg: message },
      });
      expect((await officer.applicationProduct.step({ applicantId })).lines).toHaveLength(0);

      const { id } = await officer.applicationProduct.add(lineInput(applicantId, { quantity: 1 }));
      const before = await storedMethod(id);
      expect(
        await refusal(
          officer.applicationProduct.update({
            id,
            cost: 10_000_000,
            loanAmount: 9_000_000,
            interestRate: 11,
            insuranceRate: 1,
          }),
        ),
      ).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('exceeds the cap of 17 %') });
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/applicantProduct',
        headers: officerToken,
        payload: { id, cost: 100000, loanAmount: 90000, interestRate: 11, insuranceRate: 1 },
      });
      expect(put.json()).toEqual({ status: 0, msg: expect.stringContaining('exceeds the cap of 17 %') });
      expect(await storedMethod(id)).toEqual(before);
    } finally {
      await setTierMaxRate(4.5);
    }
  });
});

describe('issue 29: Cost of Equipment and Finance Amount under the money rule; no asset from beyond next year', () => {
  it.each<[Record<string, unknown>, Record<string, unknown>, string]>([
    [{ cost: 'abc' }, { cost: 'abc' }, 'Please enter a valid amount'],
    [{ loanAmount: '90000' }, { loanAmount: '90,000.x' }, 'Please enter a valid amount'],
    [{ cost: 10_000_000.5 }, { cost: '100000.005' }, 'Please enter at most two decimal places'],
    [{ loanAmount: -100 }, { loanAmount: -1 }, 'Amount cannot be negative'],
    [{ cost: null }, { cost: '' }, 'Please enter the cost of equipment'],
  ])('%j (tRPC) and %j (REST) are refused: %s, no line written', async (sen, ringgit, message) => {
    const applicantId = await newApplication();
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'applicationProduct.add',
      lineInput(applicantId, sen),
      officerToken,
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error?.message).toBe(message);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProduct',
      headers: officerToken,
      payload: { ...lineInput(applicantId), cost: 100000, loanAmount: 90000, jpjFee: 250, ...ringgit },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, msg: message });
    expect((await officer.applicationProduct.step({ applicantId })).lines).toEqual([]);
  });

  it('refuses a year of manufacture past next year, and takes next year', async () => {
    const applicantId = await newApplication();
    const thisYear = Number(todayInKualaLumpur().slice(0, 4));
    expect(
      await refusal(
        officer.applicationProduct.add(lineInput(applicantId, { manufactureYear: thisYear + 2 })),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'Year of manufacture cannot be later than next year' });
    expect((await officer.applicationProduct.step({ applicantId })).lines).toEqual([]);
    await officer.applicationProduct.add(lineInput(applicantId, { manufactureYear: thisYear + 1 }));
    expect((await officer.applicationProduct.step({ applicantId })).lines).toHaveLength(1);
  });
});

describe('issue 41: a line starts with its program late-payment rate', () => {
  async function setProgramRate(rate: number | null) {
    await t.app.db
      .updateTable('financialProgram')
      .set({ lateChargeRate: rate })
      .where('id', '=', refs.programId)
      .execute();
  }
  const storedRate = async (id: number) =>
    (
      await t.app.db
        .selectFrom('applicantProduct')
        .select('lateChargeRate')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).lateChargeRate;

  it('copies the rate when the line is added; a program without one gives none', async () => {
    await setProgramRate(8);
    try {
      const applicantId = await newApplication();
      const { id } = await officer.applicationProduct.add(lineInput(applicantId));
      expect(Number(await storedRate(id))).toBe(8);
      await setProgramRate(null);
      const other = await officer.applicationProduct.add(
        lineInput(applicantId, { productId: refs.otherProductId, quantity: 1 }),
      );
      expect(await storedRate(other.id)).toBeNull();
      // The line keeps the rate it was given, whatever the program says later.
      expect(Number(await storedRate(id))).toBe(8);
    } finally {
      await setProgramRate(null);
    }
  });
});
