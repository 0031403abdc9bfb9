/**
 * Two places name the paths a remote serves: the host's route table
 * (host/src/app/remote-routes.ts) and the host's server, which preloads the
 * remote's entry and first chunks for them (scripts/host-page.ts). A prefix
 * missing from the server would load that page without its preloads, a
 * waterfall again; this keeps them equal.
 */
import { remotePagePrefixes, remoteRouteOf } from '../scripts/host-page';

// Loaded at run time, not imported: the scripts' type check (tsconfig.node.json) must not take in
// the host's browser source and what it imports.
const { REMOTE_ROUTES } = jest.requireActual<{ REMOTE_ROUTES: { prefix: string; remote: string; exposed: string }[] }>('../host/src/app/remote-routes');

describe('the paths a remote serves', () => {
  it('are the same in the host\'s routes and its server', () => {
    // No prefix on one side only: a server entry for a route the host no longer has would preload a remote for nothing.
    expect([...remotePagePrefixes()].sort()).toEqual(REMOTE_ROUTES.map((route) => route.prefix).sort());
    for (const route of REMOTE_ROUTES) {
      for (const pathname of [`/${route.prefix}`, `/${route.prefix}/`, `/${route.prefix}/some/page`]) {
        expect(remoteRouteOf(pathname)).toEqual({ remote: route.remote, exposed: route.exposed });
      }
    }
    for (const pathname of ['/', '/about', '/login', '/searching', '/constructor', '/__proto__/x']) expect(remoteRouteOf(pathname)).toBeUndefined();
  });
});
