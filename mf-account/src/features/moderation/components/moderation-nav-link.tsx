import { NavLink } from '@directpay/shared-ui/routing';
import { useAdministrator } from '../hooks/use-administrator';
import { useMessages } from '../messages';

export const MODERATION_PATH = '/account/moderation';

/** The account navigation's Moderation entry: only for an account the session says is an administrator. */
export function ModerationNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  if (useAdministrator() !== 'yes') return null;
  return (
    <li>
      <NavLink to={MODERATION_PATH} onClick={onNavigate}>
        {t('nav.moderation')}
      </NavLink>
    </li>
  );
}
