import { useEffect, useId, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { isOpenAt, useHoursFormat, type HoursLike } from '@directpay/shared-ui/remote-ui';
import { WEEKDAYS } from '@directpay/contracts';
import { useMessages } from '#src/messages';
import { Section } from './section';

const Badge = styled.span<{ $open: boolean }>`
  align-self: flex-start;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${(p) => (p.$open ? theme.colors.success : theme.colors.muted)};
  background: ${(p) => (p.$open ? '#dcfce7' : theme.colors.subtle)};
`;

const Table = styled.table`
  border-collapse: collapse;
  max-width: 24rem;
  th, td { text-align: left; padding: 0.3rem 1.5rem 0.3rem 0; }
  th { font-weight: 700; }
  tr.today { color: ${theme.colors.brandDark}; }
`;

/** The visitor's clock, refreshed each minute so the badge does not go stale on an open tab. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function HoursTable({ hours }: { hours: HoursLike }) {
  const t = useMessages();
  const now = useNow();
  const hoursFormat = useHoursFormat();
  const headingId = useId();
  const open = isOpenAt(hours, now);
  const today = WEEKDAYS[now.getDay()];
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('hours.title')}</h2>
      <Badge $open={open} data-testid="open-badge">
        {t(open ? 'hours.openNow' : 'hours.closedNow')}
      </Badge>
      <Table>
        <tbody>
          {hoursFormat.weekHours(hours).map(({ day, label, text }) => (
            <tr key={day} className={day === today ? 'today' : undefined}>
              <th scope="row">{label}</th>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}
