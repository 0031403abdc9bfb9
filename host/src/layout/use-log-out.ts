import { useNavigate } from '@directpay/shared-ui/routing';
import { useSessionStore } from '@directpay/shared-ui';

/** Logout clears the stored session and goes home (spec, section 4). */
export function useLogOut(): () => void {
  const signOut = useSessionStore((s) => s.signOut);
  const navigate = useNavigate();
  return () => {
    signOut();
    navigate('/');
  };
}
