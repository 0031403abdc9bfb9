import { useId, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { PagedCarousel, useMediaQuery } from '@directpay/shared-ui/remote-ui';
import type { Doctor } from '@directpay/contracts';
import { DoctorModal, DoctorPhoto, doctorName } from './doctor-modal';
import { Section } from './section';
import { useMessages } from '#src/messages';

const Card = styled.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  font: inherit;
  text-align: center;
  cursor: pointer;
  &:hover { background: ${theme.colors.subtle}; }
  strong { font-size: 1rem; }
  span { color: ${theme.colors.muted}; font-size: 0.875rem; }
`;

/** Two doctors per page under 640px wide, three otherwise (spec section 9); hidden with no doctors. */
export function DoctorsCarousel({ doctors }: { doctors: Doctor[] }) {
  const t = useMessages();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.carousel - 1}px)`);
  const [selected, setSelected] = useState<Doctor | null>(null);
  const headingId = useId();
  if (doctors.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('doctors.title')}</h2>
      <PagedCarousel
        items={doctors}
        perPage={narrow ? 2 : 3}
        label={t('doctors.carousel')}
        itemKey={(d) => d.id}
        renderItem={(d) => (
          <Card type="button" onClick={() => setSelected(d)} aria-haspopup="dialog">
            <DoctorPhoto doctor={d} size="5rem" />
            <strong translate="no">{doctorName(d)}</strong>
            {d.specialty && <span translate="no">{d.specialty}</span>}
          </Card>
        )}
      />
      <DoctorModal doctor={selected} onClose={() => setSelected(null)} />
    </Section>
  );
}
