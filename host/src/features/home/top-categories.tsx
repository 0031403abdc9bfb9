import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { media, theme } from '@directpay/shared-ui';
import { useCatalogLabels } from '@directpay/shared-ui/i18n';
import { categorySearchUrl } from './search-urls';
import { topCategoryLabels } from './top-category-labels';
import { useMessages } from '#src/messages';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.75rem;
  ${media.mobile} { grid-template-columns: repeat(2, 1fr); }
  a {
    display: flex;
    align-items: center;
    min-height: 4.5rem;
    padding: 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    font-weight: 700;
    text-decoration: none;
    background: ${theme.colors.subtle};
  }
  a:hover { border-color: ${theme.colors.brand}; background: ${theme.colors.brandLight}; }
`;

export function TopCategories() {
  const t = useMessages();
  const say = useCatalogLabels();
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories">{t('home.categories')}</h2>
      <Grid>
        {topCategoryLabels().map((label) => (
          <li key={label}>
            <Link to={categorySearchUrl(label)}>{say.label(label)}</Link>
          </li>
        ))}
      </Grid>
    </section>
  );
}
