import { createContext, useContext } from 'react';
import { FailureNotice } from '../components/failure-notice';

export interface RemoteContextValue {
  /** What the user was trying to open, in words ("the clinic search"). */
  label: string;
  retry: () => void;
}

/** Lets a fallback rendered by the runtime plugin reach the mount's retry. */
export const RemoteContext = createContext<RemoteContextValue>({ label: 'this part of the site', retry: () => {} });

export function RemoteFallbackView({ label, retry }: RemoteContextValue) {
  return (
    <FailureNotice
      testId="remote-fallback"
      title={`Sorry, ${label} is not available right now`}
      text="The rest of the site still works. Please try again in a moment."
      action="Retry"
      onAction={retry}
    />
  );
}

/** The fallback module's component: it renders inside the mount that asked for it. */
export function RemoteUnavailable() {
  return <RemoteFallbackView {...useContext(RemoteContext)} />;
}
