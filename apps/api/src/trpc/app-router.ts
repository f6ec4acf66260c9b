import { authRouter } from '../features/auth/auth.router';
import { resourceRouter } from '../features/resources/resource.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  resource: resourceRouter,
});

export type AppRouter = typeof appRouter;
