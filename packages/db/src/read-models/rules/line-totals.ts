import { sql } from 'kysely';

/**
 * Decisions §3: an order line's cost and loan are per unit; the line is quantity units (packages/domain
 * loan/product-line-issues.ts multiplies them inline: `loanAmount * quantity`). Issue 42: moved here from apps/api
 * agreements/agreement.queries.ts, and the dashboard's own copy with it; line-totals.property.test.ts checks the
 * product in sen.
 */
export const lineCostSql = sql<string>`(${sql.ref('applicantProduct.cost')} * ${sql.ref('applicantProduct.quantity')})::numeric(14,2)`;
export const lineLoanSql = sql<string>`(${sql.ref('applicantProduct.loanAmount')} * ${sql.ref('applicantProduct.quantity')})::numeric(14,2)`;
