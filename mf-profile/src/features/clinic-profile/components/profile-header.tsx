import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { VerifiedProviderMark } from '@directpay/shared-ui/provider-mark';
import { HERO_IMAGE_SIZES, imageAtWidth, imageSrcSet, type Clinic } from '@directpay/contracts';
import { cityState, streetLines } from '../lib/address';

const Hero = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  /* At most a third of the first screen, so the name and prices share it. */
  max-height: min(22rem, 33vh);
  object-fit: cover;
  border-radius: ${theme.radius};
  background: ${theme.colors.subtle};
`;

const Header = styled.header`
  h1 { margin: 0 0 0.25rem; font-size: 1.75rem; }
  p { margin: 0; color: ${theme.colors.muted}; }
`;

/** The first image (the profile image). */
export function ProfileImage({ clinic }: { clinic: Clinic }) {
  const first = clinic.images[0];
  // The page's largest paint: fetched first at the width the screen needs (the host's server
  // preloads the same srcset), and its box sized before it arrives (no layout shift).
  if (!first) return null;
  const srcSet = imageSrcSet(first.url);
  return (
    <Hero
      src={srcSet ? imageAtWidth(first.url, 1200) : first.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? HERO_IMAGE_SIZES : undefined}
      alt={clinic.detail.name}
      translate="no"
      width={1600}
      height={900}
      fetchPriority="high"
      decoding="async"
    />
  );
}

/** Name heading with city and state, the street address under it, and the "Verified provider" mark when the NPI matched. */
export function ProfileHeader({ clinic }: { clinic: Clinic }) {
  const place = cityState(clinic.address);
  const street = streetLines(clinic.address);
  return (
    <Header>
      <h1 translate="no">{clinic.detail.name}</h1>
      {place && (
        <p data-testid="city-state" translate="no">
          {place}
        </p>
      )}
      {street.length > 0 && <p translate="no">{street.join(', ')}</p>}
      <VerifiedProviderMark mark={clinic.verifiedProvider} />
    </Header>
  );
}
