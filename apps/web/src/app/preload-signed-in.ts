import { matchPath } from 'react-router-dom';
import { routeTable } from './route-table';
import type { AppRoute } from './route-types';

/**
 * Loads what signing in will show — the signed-in shell and the screen at `target` (the dashboard unless a deep
 * link brought the person here) — while the sign-in screen waits for the username and password, so that the click
 * on Sign In waits only for the server. The sign-in screen's own JavaScript stays small: this starts once it is
 * idle, and a failed load is left for the route to retry when it is visited.
 */
export function preloadSignedIn(target: string): void {
  void Promise.all([import('./shell/AppLayout'), loadScreen(target)]).catch(() => undefined);
}

function screenAt(target: string): AppRoute | undefined {
  const pathname = new URL(target, window.location.origin).pathname;
  return routeTable.protected.find((route) => matchPath(route.path, pathname));
}

/** The code of the signed-in screen at `target` (a path, or an address of this origin), if it has one. */
function loadScreen(target: string): Promise<unknown> | undefined {
  return screenAt(target)?.load();
}

/**
 * Starts the first reads of the screen at `target` as it is about to open, for screens that say what they read
 * first (issue 29): once signing in has succeeded (the dashboard's figures waited for the shell's first render, 450
 * ms on this machine) and on a menu link's click (the Master List's page waited for the screen's render).
 */
export function prefetchScreen(
  target: string,
  ...context: Parameters<NonNullable<AppRoute['prefetch']>>
): void {
  screenAt(target)?.prefetch?.(...context);
}

/**
 * Starts loading the screen a menu link leads to as the pointer reaches it or the keyboard focuses it, so that the
 * click waits for the screen's data only (issue 29: the first Master List of a session). A failed load is left for
 * the route to retry when it is visited.
 */
export function preloadScreen(target: string): void {
  void loadScreen(target)?.catch(() => undefined);
}

/** Runs `task` when the browser is idle (or after a second where it cannot say); answers the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1_000);
  return () => window.clearTimeout(id);
}
