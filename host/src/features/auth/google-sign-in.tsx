import { useEffect, useRef, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { googleAuth } from './auth-api';
import { loadGoogleScript } from './load-google-script';
import { Reason } from './auth-shell';
import type { RunSignIn } from './use-sign-in';
import { useMessages } from './messages';

/** Spec, section 9: default button type standard, theme outline, size large (40px). */
const BUTTON = { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: 300 };

interface GoogleSignInProps {
  clientId: string;
  run: RunSignIn;
}

/** The button's place, as tall as the button before Google's script draws it in (no layout shift). */
const ButtonSlot = styled.div`
  min-height: 40px;
`;

/** Google's own button, rendered by its script; the credential goes to POST /google_auth. */
export function GoogleSignIn({ clientId, run }: GoogleSignInProps) {
  const t = useMessages();
  const target = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    loadGoogleScript()
      .then((google) => {
        if (!live || !target.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) void run(() => googleAuth(credential));
          },
        });
        google.accounts.id.renderButton(target.current, BUTTON);
      })
      .catch((error: unknown) => {
        console.error('[auth] Google sign-in unavailable', error);
        if (live) setUnavailable(true);
      });
    return () => {
      live = false;
    };
    // run is stable, so the button is set up once per client id
  }, [clientId, run]);
  if (unavailable) return <Reason role="status">{t('google.unavailable')}</Reason>;
  return <ButtonSlot ref={target} data-testid="google-sign-in" />;
}
