import {
  type InterestMethod,
  insuranceCharges,
  type PrepaymentPlan,
  prepaymentPlanLabel,
  quoteLine,
  type Sen,
} from '@sewabeli/domain';
import type { AgreementDocumentData } from '../../../lib/pdf/document-data';

export interface LineTerms {
  costPerUnit: Sen;
  quantity: number;
  /** Percent of cost financed. */
  loanPercent: number;
  interestRate: number;
  /** Issue 14: flat unless told. */
  interestMethod?: InterestMethod;
  tenureYears: number;
  prepayment: PrepaymentPlan;
  insuranceRate: number;
  jpjFeePerUnit: Sen;
}

/** Two excavators at RM 250,000, 90 % financed at 3.8 % flat over 5 years, prepayment 1 + 1, insurance 1.25 %. */
export const EXCAVATOR_LINE: LineTerms = {
  costPerUnit: 25_000_000,
  quantity: 2,
  loanPercent: 90,
  interestRate: 3.8,
  tenureYears: 5,
  prepayment: [1, 1],
  insuranceRate: 1.25,
  jpjFeePerUnit: 25_000,
};

/** The documents' data of one order line, its money from the domain quote as the generation job computes it. */
export function agreementDocumentData(
  terms: LineTerms = EXCAVATOR_LINE,
  overrides: Partial<AgreementDocumentData> = {},
): AgreementDocumentData {
  const loanPerUnit = Math.round((terms.costPerUnit * terms.loanPercent) / 100);
  const method = terms.interestMethod ?? 'flat';
  const quote = quoteLine(method, {
    cost: terms.costPerUnit,
    loanAmount: loanPerUnit,
    interestRate: terms.interestRate,
    tenureYears: terms.tenureYears,
    prepayment: terms.prepayment,
    quantity: terms.quantity,
  });
  const cost = terms.costPerUnit * terms.quantity;
  const insurance = insuranceCharges(cost, terms.insuranceRate);
  return {
    financier: {
      name: 'Sewabeli Leasing Sdn. Bhd.',
      registrationNo: '201901012345 (1321456-K)',
      address: 'Level 12, Menara Sewabeli, No. 8 Jalan Sultan Ismail, 50250 Kuala Lumpur',
      phone: '+603-2141 8800',
      email: 'credit@sewabeli.com.my',
    },
    hirer: {
      name: 'Pembinaan Jaya Makmur Sdn. Bhd.',
      registrationNo: '200801034567 (832145-A)',
      address: 'No. 23, Jalan Perusahaan 4, Taman Perindustrian Cemerlang, 81800 Ulu Tiram, Johor',
    },
    guarantors: [
      { name: 'Tan Wei Ming', identityNo: '750812-01-5523' },
      { name: 'Nurul Aisyah binti Abdullah', identityNo: '820304-14-6180' },
    ],
    witnesses: [{ name: 'Lim Siew Ling', identityNo: '880921-10-5234', designation: 'Company Secretary' }],
    hpNo: 'HP/2026/000417',
    letterOfferNo: 'LO/2026/000417',
    generatedOn: '2026-11-23',
    asset: {
      assetType: 'Excavator',
      brand: 'Caterpillar',
      model: '320 GC',
      engine: 'C4.4-7QB12345',
      chassis: 'CAT0320GCKZF01234',
      manufactureYear: 2026,
      registrationNo: null,
      condition: 'New',
      quantity: terms.quantity,
      vendor: 'Sime Darby Industrial Sdn. Bhd.',
    },
    money: {
      costPerUnit: terms.costPerUnit,
      cost,
      downpayment: quote.downpayment,
      financeAmount: quote.loanAmount,
      interestRate: terms.interestRate,
      interestMethod: method,
      split: quote.method === 'reducing_balance' ? quote.split : null,
      totalInterest: quote.totalInterest,
      totalPayable: quote.totalPayable,
      instalments: quote.months,
      monthlyInstalment: quote.monthlyInstallment,
      finalInstalment: quote.finalInstallment,
      effectiveRate: quote.effectiveRate,
      prepayment: terms.prepayment,
      prepaymentLabel: prepaymentPlanLabel(terms.prepayment),
      prepaymentAmount: quote.prepaymentAmount,
      insuranceRate: terms.insuranceRate,
      insurancePremium: insurance.premium,
      insuranceSst: insurance.sst,
      jpjFeePerUnit: terms.jpjFeePerUnit,
    },
    firstDueDate: '2026-12-23',
    modeOfRepayment: 'Direct Debit',
    ...overrides,
  };
}
