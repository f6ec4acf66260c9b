import { router } from '../../trpc/init';
import { criteriaRouter } from './criteria/criteria.router';
import { factorRouter } from './factors/factor.router';
import { attributeRouter } from './factors/factor-attribute.router';
import { financialProgramRouter } from './financial-programs/financial-program.router';
import { tierRouter } from './tiers/financial-program-tier.router';

/** Collections-and-programs §2.4-2.8: the criteria catalogue and the financial programs with their scoring. */
export const programsRouter = router({
  criteria: criteriaRouter,
  financialProgram: financialProgramRouter,
  tier: tierRouter,
  factor: factorRouter,
  attribute: attributeRouter,
});
