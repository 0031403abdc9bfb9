import { Link, useLocation } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { buttonStyles, Page, theme, useDocumentMeta } from '@directpay/shared-ui';

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
  useDocumentMeta('Page not found', 'This page does not exist. Search clinics or go back to the home page.');
  return (
    <Page>
      <Box aria-labelledby="not-found-title">
        <p aria-hidden="true">404</p>
        <h1 id="not-found-title">Page not found</h1>
        <p>
          We could not find <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </p>
        <Actions>
          <ActionLink to="/">Go to the home page</ActionLink>
          <ActionLink to="/search" $variant="secondary">
            Search clinics
          </ActionLink>
        </Actions>
      </Box>
    </Page>
  );
}
