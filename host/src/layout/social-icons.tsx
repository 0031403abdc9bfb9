import type { ReactElement } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '../messages';

const List = styled.ul`
  display: flex;
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${theme.colors.muted};
`;

/** Simple drawn marks; the networks' own logos are trademarks we do not ship. */
const GLYPHS: Record<string, ReactElement> = {
  Facebook: <path d="M13.5 21v-7.5h2.5l.5-3h-3V8.75c0-.9.3-1.5 1.6-1.5h1.5V4.6A20 20 0 0 0 14.4 4.5c-2.3 0-3.9 1.4-3.9 4v2h-2.5v3h2.5V21" />,
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.2" cy="6.8" r="1.1" />
    </>
  ),
  X: <path d="M4 4h4.5l11.5 16h-4.5L4 4Zm.5 16 6.2-7M13.4 10.4 19.5 4" stroke="currentColor" strokeWidth="1.6" fill="none" />,
  GitHub: (
    <path d="M12 3a9 9 0 0 0-2.85 17.54c.45.08.6-.2.6-.43v-1.6c-2.5.54-3.03-1.07-3.03-1.07-.41-1.04-1-1.32-1-1.32-.82-.56.06-.55.06-.55.9.07 1.38.93 1.38.93.8 1.38 2.1.98 2.62.75.08-.58.31-.98.57-1.2-2-.23-4.1-1-4.1-4.45 0-.98.35-1.79.93-2.42-.1-.23-.4-1.15.08-2.39 0 0 .76-.24 2.48.93a8.6 8.6 0 0 1 4.5 0c1.72-1.17 2.47-.93 2.47-.93.5 1.24.19 2.16.1 2.39.57.63.92 1.44.92 2.42 0 3.46-2.1 4.22-4.1 4.44.32.28.61.83.61 1.67v2.48c0 .24.16.52.62.43A9 9 0 0 0 12 3Z" />
  ),
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="m10 9 5 3-5 3V9Z" fill="#fff" />
    </>
  ),
};

/**
 * The original's social links had no target. Rather than fake links that go
 * nowhere, each network is a named image: screen readers hear the name and
 * nobody tabs to a dead link.
 */
export function SocialIcons() {
  const t = useMessages();
  return (
    <List aria-label={t('footer.social')}>
      {Object.entries(GLYPHS).map(([name, glyph]) => (
        // The networks' names are their own, the same in every language.
        <li key={name} translate="no">
          <svg role="img" aria-label={name} viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            {glyph}
          </svg>
        </li>
      ))}
    </List>
  );
}
