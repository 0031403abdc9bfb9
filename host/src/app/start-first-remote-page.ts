import { remotePage, type RemotePage } from '../remotes/remote-mount';
import { remoteRouteFor } from './remote-routes';

/**
 * Starts loading the remote page the first URL needs before the host's first
 * render, not from it: the mount (remote-mount.tsx) renders only after the host's
 * shell, which would hold back the remote's code and so /search's list request.
 * Started here, the remote's entry and page code run as soon as they are
 * downloaded (the host's server preloads them), between the slices of the host's
 * render, and the mount finds the same load (remote-pages.ts keeps one per
 * exposed page). A path no remote serves starts nothing.
 */
export function startFirstRemotePage(pathname: string): RemotePage | undefined {
  const route = remoteRouteFor(pathname);
  return route && remotePage(route.remote, route.exposed);
}
