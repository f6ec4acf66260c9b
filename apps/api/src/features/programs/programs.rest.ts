import type { AnyRestRoute } from '../../plugins/rest';
import { criteriaRestRoutes } from './criteria.rest';
import { factorRestRoutes } from './factor.rest';
import { financialProgramRestRoutes } from './financial-program.rest';

/** Collections-and-programs §7: criteria, financial programs, tiers, factors and attributes. */
export const programsRestRoutes: AnyRestRoute[] = [
  ...criteriaRestRoutes,
  ...financialProgramRestRoutes,
  ...factorRestRoutes,
];
