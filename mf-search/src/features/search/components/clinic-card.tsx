import { useEffect } from 'react';
import styled from '@directpay/shared-ui/styled';
import { localizedPath, type ClinicCard as Card } from '@directpay/contracts';
import { buttonStyles, theme } from '@directpay/shared-ui';
import { VerifiedProviderMark } from '@directpay/shared-ui/provider-mark';
import { useMessages } from '#src/messages';
import { cardPictureUrl } from '../utils/card-picture';
import type { LocalMedians } from '../utils/card-marks';
import { distanceLabel } from '../utils/labels';
import { CardFacts } from './card-facts';
import { CompareTick } from './compare-tick';
import { VisuallyHidden } from './field';
import { useNearScreen } from '../hooks/use-near-screen';

const Article = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 6.5rem 1fr;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  &:hover { border-color: ${theme.colors.brand}; }
  &:focus-within { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const Picture = styled.img`
  width: 6.5rem;
  height: 6.5rem;
  object-fit: cover;
  border-radius: ${theme.radius};
  background: ${theme.colors.subtle};
`;

const NoPicture = styled.div`
  width: 6.5rem;
  height: 6.5rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
`;

const Body = styled.div`
  min-width: 0;
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  p { margin: 0.15rem 0; color: ${theme.colors.muted}; }
`;

// The whole card is the link (a stretched link), so there is one tab stop and
// one accessible name per clinic, and the See clinic button keeps its label.
const SeeClinic = styled.a<{ $variant?: 'secondary' }>`
  ${buttonStyles}
  margin-top: 0.35rem;
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius}; }
  &:focus-visible { outline: none; }
`;

/**
 * `first`: the list's first card, whose picture is often the largest thing on
 * a phone's first screen (its LCP): fetched at once and ahead of the rest.
 * `onPicture` is told when the picture is ready to be painted (loaded and
 * decoded) or has failed, or at once when the clinic has none: the page draws
 * the map after it.
 * Pictures come at the images route's smallest width (utils/card-picture.ts).
 */
interface Props {
  clinic: Card;
  first?: boolean;
  onPicture?: () => void;
  /** The selected service group (null: every service, or a code search). */
  service?: string | null;
  /** The answer's local medians (the fair-price mark); null without. */
  medians?: LocalMedians | null;
  /** The visitor's clock when the answer arrived ("Open now"). */
  now?: Date;
}

export function ClinicCard({ clinic, first = false, onPicture, service = null, medians = null, now = new Date() }: Props) {
  const t = useMessages();
  const pictureless = !clinic.imageUrl;
  const [article, near] = useNearScreen<HTMLElement>(first);
  useEffect(() => {
    if (pictureless) onPicture?.();
  }, [pictureless, onPicture]);
  return (
    <Article ref={article} aria-labelledby={`clinic-${clinic.id}`} data-testid="clinic-card">
      {clinic.imageUrl ? (
        <Picture
          src={near ? cardPictureUrl(clinic.imageUrl) : undefined}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          width={104}
          height={104}
          // A loaded picture may still be decoding, and is painted in the frame after that.
          onLoad={onPicture && ((event) => void event.currentTarget.decode().catch(() => undefined).then(onPicture))}
          onError={onPicture}
        />
      ) : (
        <NoPicture aria-hidden />
      )}
      <Body>
        <h3 id={`clinic-${clinic.id}`} translate="no">
          {clinic.name}
        </h3>
        {/* The town is the clinic's data; the distance's words come from the catalog, already in the page's language. */}
        <p translate="no">
          {clinic.cityTown}, {clinic.state}
          {clinic.distanceKm !== undefined && ` · ${distanceLabel(clinic.distanceKm)}`}
        </p>
        <VerifiedProviderMark mark={clinic.verifiedProvider} />
        <CardFacts clinic={clinic} service={service} medians={medians} now={now} />
        <SeeClinic $variant="secondary" href={localizedPath(`/clinic/${clinic.id}`, t.locale)} target="_blank" rel="noopener">
          {t('card.seeClinic')}
          <VisuallyHidden>
            : <span translate="no">{clinic.name}</span> {t('card.newTab')}
          </VisuallyHidden>
        </SeeClinic>
        <CompareTick id={clinic.id} name={clinic.name} place={`${clinic.cityTown}, ${clinic.state}`} />
      </Body>
    </Article>
  );
}
