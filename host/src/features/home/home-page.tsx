import styled from '@directpay/shared-ui/styled';
import { media, Page, theme, useDocumentMeta } from '@directpay/shared-ui';
import { HeroSearch } from './hero-search';
import { HomeAccordions } from './home-accordions';
import { MapTeaser } from './map-teaser';
import { TopCategories } from './top-categories';
import { useMessages } from '#src/messages';

const Hero = styled.section`
  padding: 2.5rem 0 2rem;
  h1 { font-size: 2.5rem; line-height: 1.15; margin: 0 0 0.75rem; ${media.mobile} { font-size: 1.75rem; } }
  p { font-size: 1.125rem; color: ${theme.colors.muted}; margin: 0 0 1.5rem; max-width: 40rem; }
`;

const Sections = styled.div`
  display: grid;
  gap: 2.5rem;
  padding-bottom: 2rem;
`;

export function HomePage() {
  const t = useMessages();
  useDocumentMeta('', t('home.metaDescription'));
  return (
    <Page>
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <HeroSearch />
      </Hero>
      <Sections>
        <TopCategories />
        <MapTeaser />
        <HomeAccordions />
      </Sections>
    </Page>
  );
}
