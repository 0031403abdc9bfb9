import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@directpay/shared-ui';

export interface RemoteContextValue {
  /** What the user was trying to open, in words ("the clinic search"). */
  label: string;
  retry: () => void;
}

/** Lets a fallback rendered by the runtime plugin reach the mount's retry. */
export const RemoteContext = createContext<RemoteContextValue>({ label: 'this part of the site', retry: () => {} });

const Box = styled.div`
  max-width: 32rem;
  margin: 3rem auto;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  text-align: center;
  h2 { margin-top: 0; }
`;

export function RemoteFallbackView({ label, retry }: RemoteContextValue) {
  return (
    <Box role="alert" data-testid="remote-fallback">
      <h2>Sorry, {label} is not available right now</h2>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <Button onClick={retry}>Retry</Button>
    </Box>
  );
}

/** The fallback module's component: it renders inside the mount that asked for it. */
export function RemoteUnavailable() {
  return <RemoteFallbackView {...useContext(RemoteContext)} />;
}
