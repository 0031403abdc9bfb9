import { FailureNotice } from '../components/failure-notice';

export interface RemoteFallbackProps {
  /** What the user was trying to open, in words ("the clinic search"). */
  label: string;
  retry: () => void;
}

export function RemoteFallbackView({ label, retry }: RemoteFallbackProps) {
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
