import { Link, useLocation } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { buttonStyles, Page, theme, useDocumentMeta } from '@directpay/shared-ui';
import { useMessages } from '../messages';

const Box = styled.section`
  text-align: center;
  padding: 3rem 0;
  p { color: ${theme.colors.muted}; }
  code { word-break: break-all; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  margin-top: 1.5rem;
`;

const ActionLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

/** Unknown routes: a real page inside the layout, so the header and footer still lead somewhere. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useMessages();
  useDocumentMeta(t('notFound.title'), t('notFound.description'));
  return (
    <Page>
      <Box aria-labelledby="not-found-title">
        <p aria-hidden="true">404</p>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>
          {t('notFound.before')} <code translate="no">{pathname}</code>
          {t('notFound.after')}
        </p>
        <Actions>
          <ActionLink to="/">{t('notFound.home')}</ActionLink>
          <ActionLink to="/search" $variant="secondary">
            {t('notFound.search')}
          </ActionLink>
        </Actions>
      </Box>
    </Page>
  );
}
