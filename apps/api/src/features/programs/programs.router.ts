import { router } from '../../trpc/init';
import { criteriaRouter } from './criteria.router';
import { factorRouter } from './factor.router';
import { attributeRouter } from './factor-attribute.router';
import { financialProgramRouter } from './financial-program.router';
import { tierRouter } from './financial-program-tier.router';

/** Collections-and-programs §2.4-2.8: the criteria catalogue and the financial programs with their scoring. */
export const programsRouter = router({
  criteria: criteriaRouter,
  financialProgram: financialProgramRouter,
  tier: tierRouter,
  factor: factorRouter,
  attribute: attributeRouter,
});
