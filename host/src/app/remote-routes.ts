import { routeFor, type DeclaredRoute } from '@directpay/contracts';
import { remoteRoutes } from '../remotes/remote-registry';

/** The route path the host registers for a prefix: the prefix and anything below it, the remote's own router's. */
export const delegatedPath = (route: Pick<DeclaredRoute, 'prefix'>): string => `${route.prefix}/*`;

/** The remote route serving `pathname`, as the remotes declare them. */
export function remoteRouteFor(pathname: string): DeclaredRoute | undefined {
  return routeFor(remoteRoutes(), pathname);
}
