import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';
import mapUrl from '#src/assets/clinic-map.svg';
import { categorySearchUrl, FALLBACK_CATEGORY } from './search-urls';
import { useYourLocation } from './use-your-location';
import { useMessages } from '#src/messages';

/**
 * The picture's path from the site's root. The browser build names assets with
 * the page's origin (publicPath 'auto'), the build-time render of the home page
 * from the root: the same path in both keeps the prerendered <img> hydrating
 * without a mismatch.
 */
const mapPath = mapUrl.replace(/^[a-z]+:\/\/[^/]+/i, '');

const Figure = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: start;
  a { display: block; width: 100%; border-radius: ${theme.radius}; overflow: hidden; border: 1px solid ${theme.colors.border}; }
  img { width: 100%; height: auto; }
`;

export function MapTeaser() {
  const t = useMessages();
  const { locate, locating } = useYourLocation();
  return (
    <Figure aria-labelledby="home-map">
      <h2 id="home-map">{t('home.map.title')}</h2>
      <Link to={categorySearchUrl(FALLBACK_CATEGORY)}>
        <img src={mapPath} width={640} height={360} alt={t('home.map.alt')} />
      </Link>
      <Button $variant="secondary" onClick={locate} disabled={locating}>
        {locating ? t('home.search.locating') : t('home.map.nearYou')}
      </Button>
    </Figure>
  );
}
