import type { Db } from '@sewabeli/db';
import { liveAgreements } from '../agreements/agreement.queries';

/**
 * Approved master records (origination §2): live order lines of live applications that carry an HP number
 * (assigned at approval, decisions.md §5). Cost and loan are line totals (per unit x quantity, §3).
 * The base query of the master list, the profile and the dashboard, on the one live-agreement definition.
 */
export function masterRecords(db: Db) {
  return liveAgreements(db)
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .leftJoin('resource as agent', 'agent.id', 'applicantProduct.agentId')
    .leftJoin('resource as mode', 'mode.id', 'applicantProduct.resourceId');
}
