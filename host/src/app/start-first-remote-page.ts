import { remotePage, type RemotePage } from '../remotes/remote-mount';
import { remoteRouteFor } from './remote-routes';

/**
 * Starts loading the remote page the first URL needs before the host's first render: the mount
 * renders only after the host's shell, which would hold back the remote's code and so /search's
 * list request. The mount then finds the same load (remote-mount.tsx keeps one per exposed page).
 */
export function startFirstRemotePage(pathname: string): RemotePage | undefined {
  const route = remoteRouteFor(pathname);
  return route && remotePage(route.remote, route.exposed);
}
