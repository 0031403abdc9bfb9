import { useEffect, useRef } from 'react';
import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { getClinic, imageAtWidth } from '@directpay/contracts';
import { buttonStyles, theme } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { useMessages } from '#src/messages';

/** Map card width (spec section 9). */
export const MAP_CARD_WIDTH = 300;

const Card = styled.section`
  position: absolute;
  z-index: 850;
  left: 50%;
  bottom: 1rem;
  transform: translateX(-50%);
  width: ${MAP_CARD_WIDTH}px;
  max-width: calc(100% - 1.5rem);
  padding: 0.75rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
  img { width: 100%; height: 140px; object-fit: cover; border-radius: ${theme.radius}; background: ${theme.colors.subtle}; }
  h2 { margin: 0.5rem 0 0; font-size: 1rem; }
  p { margin: 0.15rem 0 0.5rem; color: ${theme.colors.muted}; }
`;

// A router link: the prices page (another remote) opens without reloading the site.
const SeePrices = styled(Link)<{ $variant?: 'primary' }>`
  ${buttonStyles}
  width: 100%;
`;

const RequestLink = styled(Link)`
  display: block;
  margin-top: 0.5rem;
  text-align: center;
  color: ${theme.colors.brandDark};
  font-weight: 700;
`;

/**
 * The selected clinic's card over the map. A press that starts and ends
 * outside it (mousedown then mouseup, as the original) closes it.
 */
export function MarkerCard({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useMessages();
  const ref = useRef<HTMLElement>(null);
  // The public profile, for the card's picture, city and state.
  const { data: answer, isError } = useEndpointQuery(getClinic, { params: { id } }, { staleTime: 60_000 });
  const data = answer?.result;

  useEffect(() => {
    let downOutside = false;
    const outside = (e: Event) => !ref.current?.contains(e.target as Node);
    const down = (e: PointerEvent) => (downOutside = outside(e));
    const up = (e: PointerEvent) => downOutside && outside(e) && onClose();
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('keydown', key);
    };
  }, [onClose]);

  return (
    <Card ref={ref} aria-label={t('mapCard.label')} data-testid="map-card">
      {data ? (
        <>
          {data.images[0]?.url ? <img src={imageAtWidth(data.images[0].url, 400)} alt="" width={400} height={140} /> : null}
          <h2 translate="no">{data.detail.name}</h2>
          <p translate="no">
            {data.address.cityTown}, {data.address.state}
          </p>
          <SeePrices to={`/clinic/${id}/prices`}>{t('mapCard.seePrices')}</SeePrices>
          {/* The request form on the profile; left out when the clinic takes no requests (its profile says so). */}
          {data.appointments?.accepting !== false && (
            <RequestLink to={`/clinic/${encodeURIComponent(id)}/appointment`} data-testid="map-card-request">
              {t('mapCard.requestAppointment')}
            </RequestLink>
          )}
        </>
      ) : (
        <p role="status">{isError ? t('mapCard.failed') : t('mapCard.loading')}</p>
      )}
    </Card>
  );
}
