import type { Db } from '@sewabeli/db';

/**
 * Approved master records (origination §2): live order lines of live applications that carry an HP number
 * (assigned at approval, decisions.md §5). Cost and loan are line totals (per unit x quantity, §3).
 * The one home of the "live agreement" base query for the master list, the profile and the dashboard.
 */
export function masterRecords(db: Db) {
  return db
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .leftJoin('resource as agent', 'agent.id', 'applicantProduct.agentId')
    .leftJoin('resource as mode', 'mode.id', 'applicantProduct.resourceId')
    .where('applicantProduct.deletedAt', 'is', null)
    .where('applicant.deletedAt', 'is', null)
    .where('applicantProduct.hpNo', 'is not', null);
}
