import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { Button, PageLoading, theme, useDocumentMeta } from '@directpay/shared-ui';
import type { ClinicLoad } from '../hooks/use-clinic-loader';
import { useMessages } from '../messages';

const Box = styled.section`
  text-align: center;
  padding: 3rem 1rem;
  p { color: ${theme.colors.muted}; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
`;

const META = { loading: 'load.metaLoading', 'not-found': 'load.metaNotFound', gone: 'load.metaGone', error: 'load.metaFailed' } as const;

/** What a clinic route shows until the clinic is there: loading, not found, suspended (gone), or a failure with a retry. */
export function ClinicLoadState({ load }: { load: Exclude<ClinicLoad, { status: 'ready' }> }) {
  const t = useMessages();
  useDocumentMeta(t(META[load.status]));
  if (load.status === 'loading') return <PageLoading label={t('load.loading')} />;
  if (load.status === 'not-found') {
    return (
      <Box>
        <h1>{t('load.notFoundTitle')}</h1>
        <p>{t('load.notFoundText')}</p>
        <Link to="/search">{t('load.backToSearch')}</Link>
      </Box>
    );
  }
  if (load.status === 'gone') {
    return (
      <Box data-testid="listing-gone">
        <h1>{t('load.goneTitle')}</h1>
        <p>{t('load.goneText')}</p>
        <p>
          <Link to="/moderation-policy">{t('load.gonePolicy')}</Link>
        </p>
        <Link to="/search">{t('load.backToSearch')}</Link>
      </Box>
    );
  }
  return (
    <Box role="alert">
      <h1>{t('load.failedTitle')}</h1>
      <p>{t('load.failedText')}</p>
      <Button onClick={load.retry}>{t('load.retry')}</Button>
    </Box>
  );
}
