import type { AnyRestRoute } from '../../plugins/rest';
import { criteriaRestRoutes } from './criteria/criteria.rest';
import { factorRestRoutes } from './factors/factor.rest';
import { financialProgramRestRoutes } from './financial-programs/financial-program.rest';

/** Collections-and-programs §7: criteria, financial programs, tiers, factors and attributes. */
export const programsRestRoutes: AnyRestRoute[] = [
  ...criteriaRestRoutes,
  ...financialProgramRestRoutes,
  ...factorRestRoutes,
];
