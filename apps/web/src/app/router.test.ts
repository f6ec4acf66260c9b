import { describe, expect, it } from 'vitest';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { toRouteObject } from './router';

function Screen() {
  return null;
}

describe('toRouteObject', () => {
  it('renders the screen of a route with a display name', () => {
    const route = toRouteObject({ path: '/x', handle: { name: 'X', title: 'X' }, Component: Screen });
    expect(route.Component).toBe(Screen);
    expect(route.handle).toEqual({ name: 'X', title: 'X' });
  });

  it('renders the 500 page for a route without a display name (spec)', () => {
    const route = toRouteObject({ path: '/y', handle: { name: 'Y' }, Component: Screen });
    expect(route.Component).toBe(ServerErrorPage);
  });
});
