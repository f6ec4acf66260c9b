import { matchPath } from 'react-router-dom';
import { routeTable } from './route-table';

/**
 * Loads what signing in will show — the signed-in shell and the screen at `target` (the dashboard unless a deep
 * link brought the person here) — while the sign-in screen waits for the username and password, so that the click
 * on Sign In waits only for the server. The sign-in screen's own JavaScript stays small: this starts once it is
 * idle, and a failed load is left for the route to retry when it is visited.
 */
export function preloadSignedIn(target: string): void {
  const pathname = new URL(target, window.location.origin).pathname;
  const screen = routeTable.protected.find((route) => matchPath(route.path, pathname));
  void Promise.all([import('./shell/AppLayout'), screen?.load()]).catch(() => undefined);
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
