import { useEffect } from 'react';
import { useLocation, useNavigate } from '@directpay/shared-ui/routing';
import { useSessionStore } from '@directpay/shared-ui';

/** The history state Log out goes home with: the sign-out still to do there. */
const SIGN_OUT = { signOut: true } as const;

const carriesSignOut = (state: unknown) => (state as Partial<typeof SIGN_OUT> | null)?.signOut === true;

/**
 * Logout goes home and clears the stored session (spec, section 4), in that
 * order: the session ends once home is the page shown (useSignOutOnArrival, in
 * the layout). Cleared first, a page still drawn for the route being left (the
 * account area) would see no session and send the visitor to /login instead.
 */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  return () => navigate('/', { state: SIGN_OUT });
}

/** Ends the session once the page Log out went to is shown, and drops the mark so Back or a reload does not repeat it. */
export function useSignOutOnArrival(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSessionStore((s) => s.signOut);
  useEffect(() => {
    if (!carriesSignOut(location.state)) return;
    signOut();
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [location, navigate, signOut]);
}
