import { describe, expect, it } from 'vitest';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { toRouteObject } from './router';

function Screen() {
  return null;
}

describe('toRouteObject', () => {
  it('loads the screen of a route with a display name when the route is first visited', async () => {
    let loads = 0;
    const route = toRouteObject({
      path: '/x',
      handle: { name: 'X', title: 'X' },
      load: async () => {
        loads += 1;
        return Screen;
      },
    });
    expect(route.handle).toEqual({ name: 'X', title: 'X' });
    expect(loads).toBe(0);
    expect(typeof route.lazy).toBe('function');
    const resolved = await (route.lazy as () => Promise<{ Component: unknown }>)();
    expect(resolved.Component).toBe(Screen);
    expect(loads).toBe(1);
  });

  it('renders the 500 page for a route without a display name (spec)', () => {
    const route = toRouteObject({ path: '/y', handle: { name: 'Y' }, load: async () => Screen });
    expect(route.Component).toBe(ServerErrorPage);
    expect(route.lazy).toBeUndefined();
  });
});
