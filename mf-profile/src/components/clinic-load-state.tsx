import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { Button, PageLoading, theme, useDocumentMeta } from '@directpay/shared-ui';
import type { ClinicLoad } from '../hooks/use-clinic-loader';

const Box = styled.section`
  text-align: center;
  padding: 3rem 1rem;
  p { color: ${theme.colors.muted}; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
`;

/** What a clinic route shows until the clinic is there: loading, not found, or a failure with a retry. */
export function ClinicLoadState({ load }: { load: Exclude<ClinicLoad, { status: 'ready' }> }) {
  useDocumentMeta(load.status === 'loading' ? 'Loading clinic' : load.status === 'not-found' ? 'Clinic not found' : 'Clinic unavailable');
  if (load.status === 'loading') return <PageLoading label="Loading clinic…" />;
  if (load.status === 'not-found') {
    return (
      <Box>
        <h1>Clinic not found</h1>
        <p>This clinic does not exist or is no longer listed.</p>
        <Link to="/search">Back to search</Link>
      </Box>
    );
  }
  return (
    <Box role="alert">
      <h1>This clinic could not be loaded</h1>
      <p>Check your connection and try again.</p>
      <Button onClick={load.retry}>Try again</Button>
    </Box>
  );
}
