import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { useTRPC } from '../lib/trpc';

type FromParams = string | ((params: Params) => string);

export interface CrumbSpec {
  label: FromParams;
  /** A link to an earlier screen; the last crumb (this screen) has none. */
  to?: FromParams;
}

/** Attached to every route as react-router's `handle`; the shell reads it for the title and the breadcrumb. */
export interface RouteHandle {
  /** The spec's route name (Dashboard, UserMyProfile, ...). */
  name: string;
  /** Display name: the tab title 'Title | Sewabeli'. A route without one shows the 500 page (spec). */
  title?: string;
  /** The whole trail shown in the top bar. Default: just the title. */
  breadcrumb?: readonly CrumbSpec[];
}

export interface AppRoute {
  path: string;
  handle: RouteHandle;
  /** The screen, imported when the route is first visited: each screen is its own chunk (issue 15). */
  load: () => Promise<ComponentType>;
  /** Starts the screen's first reads when it is about to open (after signing in), beside the shell's render. */
  prefetch?: (queryClient: QueryClient, trpc: ReturnType<typeof useTRPC>) => void;
}

export interface Crumb {
  label: string;
  to?: string;
}
