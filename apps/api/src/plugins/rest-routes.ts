import { authRestRoutes } from '../features/auth/auth.rest';
import { resourceRestRoutes } from '../features/resources/resource.rest';
import type { AnyRestRoute } from './rest';

/** Every legacy route of the spec, by area. */
export const restRoutes: readonly AnyRestRoute[] = [...authRestRoutes, ...resourceRestRoutes];
