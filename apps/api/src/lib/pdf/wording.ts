import { formatDate, formatRM, INTEREST_METHOD_LABELS, orNA } from '@sewabeli/domain';
import type { AgreementDocumentData } from './document-data';
import type { KeyValueRow } from './layout-types';

type Money = AgreementDocumentData['money'];
type Asset = AgreementDocumentData['asset'];

/** Rates are stored to 4 decimals and printed to 2, as the screens show them. */
export function formatPercent(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** 'n-1 months of RM x + final RM y', the way the product cards show the instalment pair. */
export function instalmentPlan(money: Money): string {
  if (money.instalments <= 1) return `1 instalment of ${formatRM(money.finalInstalment)}`;
  const months = money.instalments - 1;
  return `${months} ${months === 1 ? 'month' : 'months'} of ${formatRM(money.monthlyInstalment)} + final ${formatRM(money.finalInstalment)}`;
}

export function prepaymentText(money: Money): string {
  return `${money.prepaymentLabel} (${formatRM(money.prepaymentAmount)} payable on signing)`;
}

export function isInsuranceOptOut(money: Money): boolean {
  return money.insuranceRate === 0;
}

/** The premium and its SST, or 'Opt Out' (origination §9: rate 0). */
export function insuranceRows(money: Money): KeyValueRow[] {
  if (isInsuranceOptOut(money)) return [['Insurance', 'Opt Out']];
  return [
    [`Insurance premium (${formatPercent(money.insuranceRate)} of cost)`, formatRM(money.insurancePremium)],
    ['SST on insurance premium (8%)', formatRM(money.insuranceSst)],
  ];
}

export function jpjFeeText(money: Money, quantity: number): string {
  const perUnit = `${formatRM(money.jpjFeePerUnit)} per unit`;
  return quantity > 1 ? `${perUnit} (${formatRM(money.jpjFeePerUnit * quantity)} in total)` : perUnit;
}

/** '2 x Caterpillar 320 GC (New)'. */
export function assetSummary(asset: Asset): string {
  return `${asset.quantity} x ${asset.brand} ${asset.model} (${asset.condition})`;
}

export function assetRows(asset: Asset): KeyValueRow[] {
  return [
    ['Asset type', asset.assetType],
    ['Brand', asset.brand],
    ['Model', asset.model],
    ['Engine no.', orNA(asset.engine)],
    ['Chassis no.', orNA(asset.chassis)],
    ['Year of manufacture', asset.manufactureYear === null ? 'N/A' : String(asset.manufactureYear)],
    ['Registration no.', orNA(asset.registrationNo)],
    ['Condition', asset.condition],
    ['Quantity', `${asset.quantity} ${asset.quantity === 1 ? 'unit' : 'units'}`],
    ['Vendor', asset.vendor],
  ];
}

/** The figures every document repeats, so the hirer and guarantors read the same numbers everywhere. */
export function headlineMoneyRows(data: AgreementDocumentData): KeyValueRow[] {
  const { money } = data;
  return [
    ['Finance amount', formatRM(money.financeAmount)],
    [
      `Term charges (total interest at ${formatPercent(money.interestRate)} p.a. flat)`,
      formatRM(money.totalInterest),
    ],
    ['Total amount payable', formatRM(money.totalPayable)],
    ['Instalments', instalmentPlan(money)],
    ['First instalment due on', formatDate(data.firstDueDate)],
  ];
}

/** The letterhead's reference box most documents show. */
export function standardReferences(data: AgreementDocumentData): KeyValueRow[] {
  return [
    ['HP No.', data.hpNo],
    ['Date', formatDate(data.generatedOn)],
  ];
}

/** '<name>\n(Company No. ...)\n<address>' for a party cell. */
export function partyText(party: AgreementDocumentData['hirer']): string {
  return `${party.name}\n(Company No. ${party.registrationNo})\n${party.address}`;
}

/** Issue 14: '4.50% p.a. flat rate' or '6.00% p.a. reducing balance'. */
export function rateText(money: Money): string {
  return `${formatPercent(money.interestRate)} p.a. ${INTEREST_METHOD_LABELS[money.interestMethod].toLowerCase()}`;
}

/** Issue 14: how the term charges are worked out, in words the hirer reads before signing. */
export function interestMethodText(money: Money): string {
  return money.interestMethod === 'reducing_balance'
    ? 'Reducing balance: each month the term charges are worked out on the principal still owed, so every ' +
        'instalment pays the charges of its month and repays part of the principal (see the schedule).'
    : 'Flat rate: the term charges are worked out on the whole finance amount for the whole tenure and spread ' +
        'evenly over the instalments; on early settlement unearned charges are rebated by the Rule of 78.';
}

/** The columns and rows of a reducing-balance schedule: instalment, interest, principal, balance after. */
export const SPLIT_COLUMNS = [
  { header: 'No.', width: 0.1 },
  { header: 'Instalment', width: 0.225 },
  { header: 'Term charges (interest)', width: 0.225 },
  { header: 'Principal', width: 0.225 },
  { header: 'Principal owed after', width: 0.225 },
] as const;

export function splitRows(money: Money): string[][] {
  return (money.split ?? []).map((row) => [
    String(row.seq),
    formatRM(row.instalment),
    formatRM(row.interest),
    formatRM(row.principal),
    formatRM(row.balanceAfter),
  ]);
}
