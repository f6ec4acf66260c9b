import type { Params } from 'react-router-dom';
import type { Crumb, RouteHandle } from './route-types';

export const APP_NAME = 'Sewabeli';

function resolve(value: string | ((params: Params) => string), params: Params): string {
  return typeof value === 'function' ? value(params) : value;
}

export function resolveBreadcrumbs(handle: RouteHandle | undefined, params: Params): Crumb[] {
  if (!handle?.title) return [];
  const specs = handle.breadcrumb ?? [{ label: handle.title }];
  return specs.map((spec) =>
    spec.to
      ? { label: resolve(spec.label, params), to: resolve(spec.to, params) }
      : { label: resolve(spec.label, params) },
  );
}

/** Spec: the tab title is set on every navigation; a route without a display name is the 500 page. */
export function documentTitle(handle: RouteHandle | undefined): string {
  return `${handle?.title ?? 'Error 500'} | ${APP_NAME}`;
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: readonly { handle: unknown }[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string';
}
