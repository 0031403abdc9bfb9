import { useDocumentMeta } from '@directpay/shared-ui';

/**
 * A title and description for a route served by a remote, set before the
 * remote loads. Render it before the RemoteMount: sibling effects run in order,
 * so the remote's own, more specific meta still wins.
 */
export function RouteMeta({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}
