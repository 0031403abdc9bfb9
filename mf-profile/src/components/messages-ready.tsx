import type { ReactNode } from 'react';
import { useMessages } from '#src/messages';

/**
 * Renders what is below once this remote's catalog is there in the page's language, so no
 * component below suspends on it between its own hooks: React can retry such a component
 * without the hooks it skipped and lose their effects ("Expected static flag was missing").
 */
export function MessagesReady({ children }: { children: ReactNode }) {
  useMessages();
  return children;
}
